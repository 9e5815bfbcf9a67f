import { describe, expect, it } from 'vitest';
import {
  cp1250Text,
  docxWithParagraphs,
  passwordProtectedPdf,
  pdfWithText,
  zipArchive,
} from '../../testing/fixtures/documents.ts';
import { wavSilence } from '../../testing/fixtures/media.ts';
import type { DetectedFile } from './detect.ts';
import { ExtractionError, extractDocument } from './extract.ts';

const PDF: DetectedFile = { kind: 'PDF', mime: 'application/pdf', extension: 'pdf' };
const DOCX: DetectedFile = {
  kind: 'DOCX',
  mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  extension: 'docx',
};
const TXT: DetectedFile = { kind: 'TXT', mime: 'text/plain', extension: 'txt' };
const VOICE: DetectedFile = { kind: 'VOICE', mime: 'audio/wav', extension: 'wav' };

const PANGRAM = 'Zażółć gęślą jaźń. Pchnąć w tę łódź jeża lub ośm skrzyń fig.';
const CAPITALS = 'WIELKIE LITERY: ĄĆĘŁŃÓŚŹŻ.';
const INVALID_PDF =
  'Nie udało się odczytać pliku PDF. Sprawdź, czy nie jest uszkodzony lub zabezpieczony hasłem.';

async function failure(promise: Promise<unknown>): Promise<ExtractionError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ExtractionError);
  return error as ExtractionError;
}

describe('extractDocument: PDF with a text layer', () => {
  it('returns one segment per page, numbered from 1, with every Polish letter intact', async () => {
    const bytes = await pdfWithText([PANGRAM, `Strona druga.\n${CAPITALS}`]);
    const result = await extractDocument(bytes, PDF);
    expect(result).toEqual({
      kind: 'PDF',
      segments: [
        { text: PANGRAM, page: 1 },
        { text: `Strona druga.\n${CAPITALS}`, page: 2 },
      ],
      pageCount: 2,
      ocrPages: [],
      charCount: PANGRAM.length + `Strona druga.\n${CAPITALS}`.length,
    });
  });

  it('leaves the caller’s bytes usable (pdf.js may detach the buffer it reads)', async () => {
    const bytes = await pdfWithText([PANGRAM]);
    const length = bytes.byteLength;
    await extractDocument(bytes, PDF);
    expect(bytes.byteLength).toBe(length);
    expect((await extractDocument(bytes, PDF)).segments[0]?.text).toBe(PANGRAM);
  });

  it('refuses a PDF longer than the page limit, naming both numbers', async () => {
    const bytes = await pdfWithText(['Jeden.', 'Dwa.', 'Trzy.', 'Cztery.']);
    const error = await failure(extractDocument(bytes, PDF, { maxPages: 3 }));
    expect(error.code).toBe('INVALID_FILE');
    expect(error.message).toBe(
      'Plik PDF ma 4 strony, a można przesłać najwyżej 3 strony. Podziel go na mniejsze części.',
    );
  });

  it('refuses a damaged PDF with a Polish message', async () => {
    const damaged = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 9 0 R >>\n%%EOF');
    const error = await failure(extractDocument(damaged, PDF));
    expect([error.code, error.message]).toEqual(['INVALID_FILE', INVALID_PDF]);
  });

  it('refuses a password-protected PDF with the same message', async () => {
    const error = await failure(extractDocument(await passwordProtectedPdf(), PDF));
    expect([error.code, error.message]).toEqual(['INVALID_FILE', INVALID_PDF]);
  });
});

describe('extractDocument: DOCX', () => {
  it('keeps paragraphs apart, separated by a blank line', async () => {
    const bytes = await docxWithParagraphs(['Rozdział 1. Mitoza', PANGRAM, CAPITALS]);
    const result = await extractDocument(bytes, DOCX);
    expect(result.segments).toEqual([{ text: `Rozdział 1. Mitoza\n\n${PANGRAM}\n\n${CAPITALS}` }]);
    expect([result.pageCount, result.ocrPages]).toEqual([null, []]);
  });

  it('refuses a truncated DOCX and a zip without a Word document', async () => {
    const docx = await docxWithParagraphs([PANGRAM]);
    const message = 'Nie udało się odczytać pliku DOCX. Sprawdź, czy nie jest uszkodzony.';
    for (const bytes of [docx.subarray(0, docx.length / 2), zipArchive({ 'a.txt': 'x' })]) {
      const error = await failure(extractDocument(bytes, DOCX));
      expect([error.code, error.message]).toEqual(['INVALID_FILE', message]);
    }
  });
});

describe('extractDocument: TXT', () => {
  it('reads UTF-8 without its BOM and with LF line ends', async () => {
    const bytes = Uint8Array.from([
      0xef,
      0xbb,
      0xbf,
      ...new TextEncoder().encode(`${PANGRAM}\r\nDruga linia.\r\n`),
    ]);
    expect((await extractDocument(bytes, TXT)).segments).toEqual([{ text: `${PANGRAM}\nDruga linia.` }]);
  });

  it('reads Windows-1250 files from older editors', async () => {
    const text = '„Pan Tadeusz” – Adam Mickiewicz. Śródtytuł: ŻÓŁTA ŁÓDŹ.';
    expect((await extractDocument(cp1250Text(text), TXT)).segments).toEqual([{ text }]);
  });

  it('collapses spaces and trims', async () => {
    const bytes = new TextEncoder().encode('   Ala    ma   kota.   \n\n\n\n  Koniec.  ');
    expect((await extractDocument(bytes, TXT)).segments).toEqual([{ text: 'Ala ma kota.\n\nKoniec.' }]);
  });

  it('reports a file with nothing but whitespace as empty', async () => {
    const error = await failure(extractDocument(new TextEncoder().encode(' \r\n\t\n '), TXT));
    expect([error.code, error.message]).toEqual(['EMPTY_DOCUMENT', 'Nie znaleziono w pliku żadnego tekstu.']);
  });
});

describe('extractDocument: voice and cancellation', () => {
  it('says a recording needs a transcription provider', async () => {
    const error = await failure(extractDocument(wavSilence(), VOICE));
    expect([error.code, error.message]).toEqual([
      'NEEDS_TRANSCRIPTION',
      'Transkrypcja nagrań wymaga skonfigurowanego dostawcy AI.',
    ]);
  });

  it('does no work once the signal has aborted, rejecting with its reason', async () => {
    const reason = new Error('job cancelled');
    await expect(
      extractDocument(await pdfWithText([PANGRAM]), PDF, { signal: AbortSignal.abort(reason) }),
    ).rejects.toBe(reason);
  });
});
