import { describe, expect, it } from 'vitest';
import { deflatedZip, zipBombDocx } from '../../testing/fixtures/hostile-files.ts';
import { ExtractionError } from './extraction-error.ts';
import { ARCHIVE_MAX_UNCOMPRESSED_BYTES, checkArchiveSize, cutText } from './limits.ts';
import { zipEntries } from './zip-entries.ts';

function refusal(run: () => void): ExtractionError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ExtractionError);
    return error as ExtractionError;
  }
  throw new Error('expected a refusal');
}

describe('checkArchiveSize', () => {
  it('reads declared sizes from the central directory without inflating', () => {
    const bomb = zipBombDocx(100);
    expect(bomb.byteLength).toBeLessThan(1024 * 1024);
    const document = zipEntries(bomb)?.find((entry) => entry.name === 'word/document.xml');
    expect(document?.uncompressedSize).toBeGreaterThan(100 * 1024 * 1024 - 1024);
  });

  it('refuses a DOCX that inflates past the limit, in Polish, naming the size', () => {
    const error = refusal(() => checkArchiveSize(zipBombDocx(100)));
    expect(error.code).toBe('FILE_TOO_LARGE');
    expect(error.message).toBe('Plik po rozpakowaniu jest za duży (100 MB). Podziel go na mniejsze części.');
  });

  it('refuses a smaller archive whose part is compressed like filler, not like text', () => {
    const size = 20;
    expect(size * 1024 * 1024).toBeLessThan(ARCHIVE_MAX_UNCOMPRESSED_BYTES);
    const error = refusal(() => checkArchiveSize(zipBombDocx(size)));
    expect(error.code).toBe('FILE_TOO_LARGE');
    expect(error.message).toContain('nietypowo mocno skompresowany (po rozpakowaniu 20 MB)');
  });

  it('lets an ordinary archive and a file that is not a ZIP through', () => {
    const words = Array.from({ length: 50_000 }, (_, i) => `słowo${(i * 7919) % 10007}`).join(' ');
    expect(() => checkArchiveSize(deflatedZip({ 'word/document.xml': words }))).not.toThrow();
    expect(() => checkArchiveSize(new TextEncoder().encode('zwykły tekst'))).not.toThrow();
  });
});

describe('cutText', () => {
  it('keeps text that fits and cuts longer text at a word boundary', () => {
    expect(cutText('Ala ma kota.', 100)).toBe('Ala ma kota.');
    expect(cutText('Ala ma kota i psa.', 10)).toBe('Ala ma');
  });

  it('never splits a surrogate pair', () => {
    const cut = cutText('😀😀😀', 3);
    expect(cut).toBe('😀');
  });
});
