import { describe, expect, it } from 'vitest';
import {
  answerPhotoProblem,
  formatMegabytes,
  imageSizeProblem,
  MATERIAL_FILE_ACCEPT,
  UPLOAD_MAX_BYTES_DEFAULT,
  uploadLimitText,
  uploadProblem,
} from './uploads.ts';

const MB = 1024 * 1024;
const file = (name: string, size: number, type = '') => ({ name, size, type });

describe('upload checks before sending', () => {
  it('states the kinds and the limit in Polish', () => {
    expect(uploadLimitText(UPLOAD_MAX_BYTES_DEFAULT)).toBe(
      'PDF, Word (DOCX), plik tekstowy, zdjęcie lub nagranie — do 25 MB.',
    );
    expect(formatMegabytes(2.5 * MB)).toBe('2,5 MB');
    expect(formatMegabytes(31.24 * MB)).toBe('31,2 MB');
  });

  it('lets through what the server reads, by ending or by type', () => {
    expect(uploadProblem(file('lekcja.PDF', MB, 'application/pdf'), 25 * MB)).toBeNull();
    expect(uploadProblem(file('notatki.docx', MB), 25 * MB)).toBeNull();
    expect(uploadProblem(file('tablica.heic', MB), 25 * MB)).toBeNull();
    expect(uploadProblem(file('zdjęcie', MB, 'image/jpeg'), 25 * MB)).toBeNull();
    expect(uploadProblem(file('nagranie.webm', MB, 'video/webm'), 25 * MB)).toBeNull();
    // Nothing to judge by: the server looks at the content.
    expect(uploadProblem(file('notatki', MB), 25 * MB)).toBeNull();
    expect(MATERIAL_FILE_ACCEPT).toContain('.pdf');
    expect(MATERIAL_FILE_ACCEPT).toContain('image/*');
  });

  it('refuses an empty file, one over the limit and a kind the server never reads', () => {
    expect(uploadProblem(file('pusty.pdf', 0), 25 * MB)).toBe('Plik „pusty.pdf” jest pusty.');
    expect(uploadProblem(file('duży.pdf', 30 * MB, 'application/pdf'), 25 * MB)).toBe(
      'Plik „duży.pdf” jest za duży (30 MB). Można dodać plik do 25 MB.',
    );
    expect(uploadProblem(file('stary.doc', MB, 'application/msword'), 25 * MB)).toContain(
      'Zapisz go w Wordzie',
    );
    expect(uploadProblem(file('program.exe', MB, 'application/x-msdownload'), 25 * MB)).toBe(
      'Kreda nie odczyta pliku „program.exe”. Dodaj PDF, dokument Word (DOCX), plik tekstowy, zdjęcie lub nagranie.',
    );
    expect(uploadProblem(file('film.mov', MB, 'video/quicktime'), 25 * MB)).not.toBeNull();
  });
});

describe('the photo of a solution', () => {
  it('takes a JPG, PNG or WebP photo within the limit and refuses anything else', () => {
    expect(answerPhotoProblem(file('kartka.jpg', MB, 'image/jpeg'), 25 * MB)).toBeNull();
    expect(answerPhotoProblem(file('kartka.webp', MB), 25 * MB)).toBeNull();
    expect(answerPhotoProblem(file('kartka.heic', MB, 'image/heic'), 25 * MB)).toBe(
      'Plik „kartka.heic” nie jest zdjęciem. Dodaj zdjęcie rozwiązania (JPG, PNG albo WebP).',
    );
    expect(answerPhotoProblem(file('duże.png', 30 * MB, 'image/png'), 25 * MB)).toBe(
      'Plik „duże.png” jest za duży (30 MB). Można dodać plik do 25 MB.',
    );
  });
});

describe('pictures too small to read', () => {
  it('refuses a pixel, an icon and a sliver, and lets through the smallest one-line task', () => {
    expect(imageSizeProblem('strona.png', 1, 1)).toBe(
      'Obraz „strona.png” jest za mały (1 × 1 px), by dało się z niego odczytać tekst. ' +
        'Wyślij zdjęcie, które ma co najmniej 100 px na dłuższym boku i 20 px na krótszym.',
    );
    expect(imageSizeProblem('ikona.png', 64, 64)).not.toBeNull();
    expect(imageSizeProblem('pasek.png', 2000, 19)).not.toBeNull();
    expect(imageSizeProblem('zadanie.png', 100, 20)).toBeNull();
    expect(imageSizeProblem('zadanie.png', 20, 100)).toBeNull();
    expect(imageSizeProblem('strona.jpg', 3024, 4032)).toBeNull();
  });
});
