import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  pdfWithPages,
  pngWithText,
  scannedPdf,
  sidewaysPhotoWithText,
} from '../../testing/fixtures/documents.ts';
import { comparable, textSimilarity } from '../../testing/fixtures/text-similarity.ts';
import type { DetectedFile } from './detect.ts';
import { ExtractionError, extractDocument } from './extract.ts';
import { normalizeImageForOcr } from './images.ts';
import { createOcrEngine, type OcrEngine, ocrLanguageDataPath } from './ocr.ts';

// Large, clear renderings: the assertions allow for a misread letter, not for a missing line.
const PDF: DetectedFile = { kind: 'PDF', mime: 'application/pdf', extension: 'pdf' };
const PNG: DetectedFile = { kind: 'IMAGE', mime: 'image/png', extension: 'png' };
const JPG: DetectedFile = { kind: 'IMAGE', mime: 'image/jpeg', extension: 'jpg' };
const SENTENCE = 'Zażółć gęślą jaźń. Pchnąć w tę łódź jeża lub ośm skrzyń fig.';
const SCANNED = 'Fotosynteza zachodzi w chloroplastach komórek liścia.';

let ocr: OcrEngine;
const fetchCalls: string[] = [];

beforeAll(() => {
  // The tesseract worker thread has its own globals, so this guards only this thread (tesseract's
  // image loader fetches URLs here); the worker reads its language data from a plain path below.
  vi.stubGlobal('fetch', (input: unknown) => {
    fetchCalls.push(String(input));
    return Promise.reject(new Error('OCR must not use the network'));
  });
  ocr = createOcrEngine();
});

afterAll(async () => {
  await ocr.close();
  vi.unstubAllGlobals();
});

describe('OCR', () => {
  it('uses the installed Polish model from a local folder, never a URL', () => {
    const folder = ocrLanguageDataPath();
    expect(path.isAbsolute(folder)).toBe(true);
    expect(folder).not.toMatch(/^[a-z]+:\/\//i);
    expect(existsSync(path.join(folder, 'pol.traineddata.gz'))).toBe(true);
  });

  it('reads a Polish sentence from an image', async () => {
    const result = await extractDocument(await pngWithText(SENTENCE), PNG, { ocr });
    expect(result.kind).toBe('IMAGE');
    expect([result.pageCount, result.ocrPages]).toEqual([1, [1]]);
    expect(result.segments).toHaveLength(1);
    expect(textSimilarity(result.segments[0]?.text ?? '', SENTENCE)).toBeGreaterThanOrEqual(0.9);
    expect(comparable(result.segments[0]?.text ?? '')).toContain('gęślą jaźń');
  });

  it('reads a text page from its text layer and a scanned page by OCR', async () => {
    // The scan carries a page-number stamp in its text layer: too short to count as text, so the
    // page is OCR'd, and the stamp must be rendered with its font to survive.
    const bytes = await pdfWithPages([{ text: SENTENCE }, { scan: SCANNED, stamp: 'Strona 2' }]);
    const result = await extractDocument(bytes, PDF, { ocr });
    expect([result.pageCount, result.ocrPages]).toEqual([2, [2]]);
    expect(result.segments.map((segment) => segment.page)).toEqual([1, 2]);
    expect(result.segments[0]?.text).toBe(SENTENCE);
    const scanned = result.segments[1]?.text ?? '';
    expect(textSimilarity(scanned.replace(/strona 2/i, ''), SCANNED)).toBeGreaterThanOrEqual(0.9);
    expect(comparable(scanned)).toContain('chloroplastach');
    expect(comparable(scanned)).toContain('strona 2');
  });

  it('turns a sideways phone photo upright before reading it', async () => {
    const text = 'Mitochondria wytwarzają energię komórki.';
    const result = await extractDocument(await sidewaysPhotoWithText(text), JPG, { ocr });
    expect(textSimilarity(result.segments[0]?.text ?? '', text)).toBeGreaterThanOrEqual(0.9);
  });

  it('reports an image without any text as empty', async () => {
    const error = await extractDocument(await pngWithText(' ', { width: 1200 }), PNG, { ocr }).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(ExtractionError);
    expect([error.code, error.message]).toEqual(['EMPTY_DOCUMENT', 'Nie znaleziono w pliku żadnego tekstu.']);
  });

  it('starts and stops an engine of its own when the caller brings none', async () => {
    const result = await extractDocument(await pngWithText('Ostrosłup prawidłowy'), PNG);
    expect(comparable(result.segments[0]?.text ?? '')).toContain('ostrosłup');
  });

  it('stops a multi-page scan between pages when the job is cancelled', async () => {
    const bytes = await scannedPdf(['Strona pierwsza.', 'Strona druga.', 'Strona trzecia.']);
    const controller = new AbortController();
    const reason = new Error('job cancelled');
    let recognized = 0;
    // The real engine; the job is cancelled as soon as the first page has been read.
    const cancelling: OcrEngine = {
      recognize: async (image, signal) => {
        const text = await ocr.recognize(image, signal);
        recognized += 1;
        controller.abort(reason);
        return text;
      },
      close: () => ocr.close(),
    };
    await expect(extractDocument(bytes, PDF, { ocr: cancelling, signal: controller.signal })).rejects.toBe(
      reason,
    );
    expect(recognized).toBe(1);
  });

  it('abandons a recognition in progress at once and reads the next image with a fresh worker', async () => {
    const image = await normalizeImageForOcr(await pngWithText(`${SENTENCE}\n${SCANNED}\n${SENTENCE}`));
    const reason = new Error('job cancelled');
    const controller = new AbortController();
    const pending = ocr.recognize(image, controller.signal);
    setTimeout(() => controller.abort(reason), 30);
    const startedAt = performance.now();
    await expect(pending).rejects.toBe(reason);
    expect(performance.now() - startedAt).toBeLessThan(1_000);
    expect(comparable(await ocr.recognize(image))).toContain('chloroplastach');
  });

  it('rejects bytes tesseract cannot read without taking the process down', async () => {
    // tesseract.js rethrows such failures where nothing can catch them unless given an error handler.
    await expect(ocr.recognize(Buffer.from('to nie jest obraz'))).rejects.toThrow(/OCR failed/);
    expect(
      comparable(await ocr.recognize(await normalizeImageForOcr(await pngWithText('Dalej działa')))),
    ).toContain('dalej');
  });

  it('closes cleanly however far a recognition has started: every call settles, nothing is left unhandled', async () => {
    // A shutdown (close) can land between a recognition taking the worker and tesseract sending it
    // the job; a job sent to a terminated worker never settled and failed inside tesseract.js,
    // where nothing catches it (vitest fails the run on such an unhandled rejection).
    const image = await normalizeImageForOcr(await pngWithText('Dalej działa'));
    const engine = createOcrEngine();
    const settled = (promise: Promise<string>) =>
      Promise.race([
        promise.then(
          () => 'read',
          () => 'refused',
        ),
        new Promise<string>((resolve) => setTimeout(() => resolve('never settled'), 20_000)),
      ]);
    try {
      for (let turns = 0; turns <= 6; turns++) {
        await engine.recognize(image); // a worker that is up
        const outcome = settled(engine.recognize(image));
        for (let i = 0; i < turns; i++) await null;
        await engine.close();
        expect([turns, await outcome]).not.toEqual([turns, 'never settled']);
      }
      // And the engine still reads after being closed.
      expect(comparable(await engine.recognize(image))).toContain('dalej');
    } finally {
      await engine.close();
    }
  }, 120_000);

  it('never reached for the network', () => {
    expect(fetchCalls).toEqual([]);
  });
});
