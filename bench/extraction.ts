import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DetectedFile } from '../apps/server/src/platform/extraction/detect.ts';
import { extractDocument } from '../apps/server/src/platform/extraction/extract.ts';
import { normalizeImageForOcr } from '../apps/server/src/platform/extraction/images.ts';
import { createOcrEngine, type OcrEngine } from '../apps/server/src/platform/extraction/ocr.ts';
import {
  docxWithParagraphs,
  pdfWithText,
  pngWithText,
  scannedPdf,
} from '../apps/server/src/testing/fixtures/documents.ts';

/**
 * Document text extraction in this process, no server: pages per second for a text PDF, scanned
 * pages through OCR, and a DOCX. The documents are generated before timing starts; only
 * extractDocument is timed. Reported, never asserted.
 */

/** A "strona znormalizowana", the Polish publishing unit: 1800 characters with spaces. */
const PAGE_CHARS = 1800;

export interface ExtractionScenarioResult {
  name: string;
  description: string;
  pages: number;
  /** Measured runs after one discarded warm-up run; the numbers below are from the median run. */
  runs: number;
  medianMs: number;
  msPerPage: number;
  pagesPerSecond: number;
  /** Characters extracted per run, so a change in output explains a change in speed. */
  chars: number;
  ocrPages: number;
}

export interface ExtractionBenchResult {
  /** First recognition of a small image on a new engine: worker thread, WASM core, Polish model. */
  ocrWorkerStartMs: number;
  scenarios: ExtractionScenarioResult[];
}

const PDF: DetectedFile = { kind: 'PDF', mime: 'application/pdf', extension: 'pdf' };
const DOCX: DetectedFile = {
  kind: 'DOCX',
  mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  extension: 'docx',
};

const SENTENCES = [
  'Fotosynteza zachodzi w chloroplastach, gdzie energia światła zamienia się w energię wiązań chemicznych.',
  'Mickiewicz napisał „Pana Tadeusza” na emigracji w Paryżu, tęskniąc za utraconą ojczyzną.',
  'Pochodna funkcji w punkcie opisuje szybkość zmian wartości tej funkcji względem argumentu.',
  'Źródłem żółtej barwy liści jesienią są karotenoidy, odsłonięte po rozkładzie chlorofilu.',
  'Ślady osadnictwa nad Wisłą sięgają epoki kamienia, a gród w Gnieźnie był ośrodkiem władzy Piastów.',
];

/** Polish prose of about `chars` characters, in paragraphs of a few sentences. */
function prose(chars: number, seed: number): string {
  const out: string[] = [];
  let length = 0;
  for (let i = seed; length < chars; i++) {
    const sentence = SENTENCES[i % SENTENCES.length] ?? '';
    out.push(i % 4 === 3 ? `${sentence}\n` : `${sentence} `);
    length += sentence.length + 1;
  }
  return out.join('').trim();
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function measure(
  name: string,
  description: string,
  pages: number,
  runs: number,
  extract: () => Promise<{ charCount: number; ocrPages: number[] }>,
): Promise<ExtractionScenarioResult> {
  await extract(); // warm-up: module loading, JIT, first canvas and font use
  const times: number[] = [];
  let last = { charCount: 0, ocrPages: [] as number[] };
  for (let i = 0; i < runs; i++) {
    const startedAt = performance.now();
    last = await extract();
    times.push(performance.now() - startedAt);
  }
  const medianMs = median(times);
  return {
    name,
    description,
    pages,
    runs,
    medianMs: Math.round(medianMs),
    msPerPage: Math.round((medianMs / pages) * 10) / 10,
    pagesPerSecond: Math.round((pages / (medianMs / 1000)) * 10) / 10,
    chars: last.charCount,
    ocrPages: last.ocrPages.length,
  };
}

export async function runExtractionBench(
  log: (line: string) => void = console.log,
): Promise<ExtractionBenchResult> {
  const textPdf = await pdfWithText(Array.from({ length: 50 }, (_, i) => prose(PAGE_CHARS, i)));
  const scan = await scannedPdf(Array.from({ length: 5 }, (_, i) => prose(500, i)));
  const docx = await docxWithParagraphs(prose(20 * PAGE_CHARS, 0).split('\n'));

  const ocr: OcrEngine = createOcrEngine();
  try {
    const startedAt = performance.now();
    await ocr.recognize(await normalizeImageForOcr(await pngWithText('Rozgrzewka')));
    const ocrWorkerStartMs = Math.round(performance.now() - startedAt);
    log(`  OCR worker ready after ${ocrWorkerStartMs} ms`);

    const scenarios: ExtractionScenarioResult[] = [];
    const run = async (...args: Parameters<typeof measure>) => {
      const result = await measure(...args);
      log(`  ${result.name}: ${result.pagesPerSecond} pages/s, ${result.msPerPage} ms/page`);
      scenarios.push(result);
    };
    await run('text-pdf', '50-page PDF with a text layer (unpdf)', 50, 5, () =>
      extractDocument(textPdf, PDF),
    );
    // One measured run: it takes seconds and OCR time hardly varies between runs.
    await run('scanned-pdf', '5 scanned PDF pages: render, normalise, OCR (Polish)', 5, 1, () =>
      extractDocument(scan, PDF, { ocr }),
    );
    await run('docx', `DOCX of 20 pages × ${PAGE_CHARS} characters (mammoth)`, 20, 5, () =>
      extractDocument(docx, DOCX),
    );
    return { ocrWorkerStartMs, scenarios };
  } finally {
    await ocr.close();
  }
}

// `node --import tsx bench/extraction.ts` runs this part alone.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  runExtractionBench()
    .then((result) => console.log(JSON.stringify(result, null, 2)))
    .catch((error: unknown) => {
      console.error('✖ The extraction bench crashed:', error);
      process.exit(1);
    });
}
