import { TEST_PHOTOS_MAX } from '@kreda/shared/limits';
import {
  ANSWER_PHOTO_TYPES,
  answerPhotoProblem,
  formatMegabytes,
  uploadProblem,
} from '@kreda/shared/uploads';

// What a test's pages may be, checked before anything is sent (the server has the last word):
// photos of the pages (JPG, PNG, WebP; at most TEST_PHOTOS_MAX) or one PDF, never both.

/** The camera's `accept`: photos of pages. */
export const TEST_PHOTO_ACCEPT = ANSWER_PHOTO_TYPES.join(',');
/** The chooser's `accept`: photos or a PDF. */
export const TEST_FILE_ACCEPT = [...ANSWER_PHOTO_TYPES, 'application/pdf'].join(',');

type PickedFile = { name: string; size: number; type: string };

/** A PDF by its type, or by its name when the browser gives no type. */
export function isPdf(file: PickedFile): boolean {
  const type = file.type.toLowerCase();
  return type ? type === 'application/pdf' : /\.pdf$/i.test(file.name);
}

/** Why a file cannot be a page of a test, in Polish, or null: as any upload, then a photo or a PDF. */
export function testFileProblem(file: PickedFile, maxBytes: number): string | null {
  if (file.size === 0 || file.size > maxBytes) return uploadProblem(file, maxBytes);
  if (isPdf(file) || answerPhotoProblem(file, maxBytes) === null) return null;
  return `Plik „${file.name}” nie jest zdjęciem ani PDF-em. Dodaj zdjęcia stron (JPG, PNG albo WebP) albo jeden plik PDF.`;
}

export const MIXED_PAGES = 'Dodaj albo zdjęcia stron, albo jeden PDF – nie jedno i drugie naraz.';
export const ONE_PDF = 'Dodaj jeden plik PDF z całym sprawdzianem.';
export const TOO_MANY_PHOTOS = `Sprawdzian może mieć najwyżej ${TEST_PHOTOS_MAX} zdjęć stron. Dłuższy dodaj jako jeden PDF.`;
export const NO_PAGES = 'Dodaj zdjęcia stron sprawdzianu albo plik PDF.';

/** The limits in words, shown before anything is picked. */
export function pagesHint(maxBytes: number): string {
  return `Zdjęcia stron (JPG, PNG, WebP) – najwyżej ${TEST_PHOTOS_MAX} – albo jeden PDF, każdy plik do ${formatMegabytes(maxBytes)}. Fotografuj z góry, przy dobrym świetle, po jednej stronie na zdjęciu.`;
}

/** Why the pages as they are cannot be sent, or null (checked again right before sending). */
export function pagesProblem(files: readonly PickedFile[], maxBytes: number): string | null {
  if (files.length === 0) return NO_PAGES;
  for (const file of files) {
    const problem = testFileProblem(file, maxBytes);
    if (problem) return problem;
  }
  const pdfs = files.filter(isPdf).length;
  if (pdfs > 0 && pdfs < files.length) return MIXED_PAGES;
  if (pdfs > 1) return ONE_PDF;
  if (files.length > TEST_PHOTOS_MAX) return TOO_MANY_PHOTOS;
  return null;
}
