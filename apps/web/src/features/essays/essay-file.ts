import { uploadProblem } from '@kreda/shared/uploads';

/** What a photographed or scanned essay may be: a photo the server reads, or a PDF. */
export const ESSAY_FILE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
/** The chooser's `accept`: photos and PDFs. */
export const ESSAY_FILE_ACCEPT = ESSAY_FILE_TYPES.join(',');
/** The camera's `accept`: photos only (a PDF cannot be taken with it). */
export const ESSAY_PHOTO_ACCEPT = ESSAY_FILE_TYPES.filter((type) => type.startsWith('image/')).join(',');

const ESSAY_FILE_NAME = /\.(jpe?g|png|webp|pdf)$/i;

/**
 * Why a file cannot be the essay to grade, in Polish, or null: empty or over `maxBytes` (as any
 * upload), or neither a JPG, PNG or WebP photo nor a PDF. The server has the last word.
 */
export function essayFileProblem(file: { name: string; size: number; type: string }, maxBytes: number) {
  if (file.size === 0 || file.size > maxBytes) return uploadProblem(file, maxBytes);
  const type = file.type.toLowerCase();
  const known = type
    ? (ESSAY_FILE_TYPES as readonly string[]).includes(type)
    : ESSAY_FILE_NAME.test(file.name);
  return known
    ? null
    : `Plik „${file.name}” nie jest zdjęciem ani PDF-em. Dodaj zdjęcie pracy (JPG, PNG albo WebP) albo plik PDF.`;
}
