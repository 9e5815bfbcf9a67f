import { MATERIAL_TEXT_MAX } from '@kreda/shared/limits';
import { describe, expect, it } from 'vitest';
import { pdfWithText } from '../../testing/fixtures/documents.ts';
import { bigPolishText, zipBombDocx } from '../../testing/fixtures/hostile-files.ts';
import type { DetectedFile } from './detect.ts';
import { ExtractionError, extractDocument } from './extract.ts';
import { probeDocument } from './probe.ts';

const DOCX: DetectedFile = {
  kind: 'DOCX',
  mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  extension: 'docx',
};
const TXT: DetectedFile = { kind: 'TXT', mime: 'text/plain', extension: 'txt' };
const PDF: DetectedFile = { kind: 'PDF', mime: 'application/pdf', extension: 'pdf' };

async function failure(promise: Promise<unknown>): Promise<ExtractionError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ExtractionError);
  return error as ExtractionError;
}

describe('extraction in the worker: hostile and huge files', () => {
  it('refuses a zip bomb DOCX before inflating it, at the probe and in the job alike', async () => {
    const bomb = zipBombDocx(100);
    const rssBefore = process.memoryUsage().rss;
    const probed = await failure(probeDocument(bomb, DOCX));
    const extracted = await failure(extractDocument(bomb, DOCX));
    for (const error of [probed, extracted]) {
      expect(error.code).toBe('FILE_TOO_LARGE');
      expect(error.message).toBe(
        'Plik po rozpakowaniu jest za duży (100 MB). Podziel go na mniejsze części.',
      );
    }
    // Nothing was inflated: the process did not grow by anything like the 100 MB of XML.
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(80 * 1024 * 1024);
  });

  it('reads a 20 MB text file off the event loop and keeps the first 200 000 characters', async () => {
    const bytes = bigPolishText(20);
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 10);
    const result = await extractDocument(bytes, TXT);
    clearInterval(ticker);
    expect(result.charCount).toBeLessThanOrEqual(MATERIAL_TEXT_MAX);
    expect(result.charCount).toBeGreaterThan(MATERIAL_TEXT_MAX - 200);
    expect(result.truncatedFrom).toBeGreaterThan(19_000_000);
    const text = result.segments.map((s) => s.text).join('');
    expect(text.startsWith('Fotosynteza zachodzi w chloroplastach; łańcuch oddechowy')).toBe(true);
    // Cut at a word boundary, not inside one.
    expect(text.endsWith(' ') || /[\p{L};.–]$/u.test(text)).toBe(true);
    // The event loop kept turning while the file was read.
    expect(ticks).toBeGreaterThan(0);
  });

  it('cuts a long PDF at the limit across pages and keeps the page numbers of what it kept', async () => {
    const page = 'Mitochondrium to centrum energetyczne komórki. '.repeat(40).trim();
    const result = await extractDocument(await pdfWithText([page, page, page]), PDF, {
      maxChars: page.length + 100,
    });
    expect(result.segments.map((s) => s.page)).toEqual([1, 2]);
    expect(result.charCount).toBeLessThanOrEqual(page.length + 100);
    expect(result.truncatedFrom).toBeGreaterThan(page.length * 2);
  });

  it('leaves a document within the limit whole, without a truncation mark', async () => {
    const result = await extractDocument(new TextEncoder().encode('Krótka notatka.'), TXT);
    expect(result.truncatedFrom).toBeUndefined();
    expect(result.segments).toEqual([{ text: 'Krótka notatka.' }]);
  });
});
