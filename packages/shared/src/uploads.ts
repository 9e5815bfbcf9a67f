import { formatNumberPl } from './numbers.ts';

/**
 * What a material's file may be, checked in the browser before anything is sent. The server has
 * the last word (it decides by content, see the extraction's `detectFileType`); this check only
 * spares the pupil a long upload of a file that would be refused anyway.
 */

/** The default of the server's UPLOAD_MAX_MB; the real limit comes from `getAppConfig.uploadMaxBytes`. */
export const UPLOAD_MAX_MB_DEFAULT = 25;
export const UPLOAD_MAX_BYTES_DEFAULT = UPLOAD_MAX_MB_DEFAULT * 1024 * 1024;

/** File name endings the server reads: PDF, Word, text, photos and sound recordings. */
export const MATERIAL_FILE_EXTENSIONS = [
  'pdf',
  'docx',
  'txt',
  'md',
  'csv',
  'png',
  'jpg',
  'jpeg',
  'webp',
  'gif',
  'tif',
  'tiff',
  'heic',
  'heif',
  'mp3',
  'm4a',
  'ogg',
  'oga',
  'opus',
  'wav',
  'flac',
  'webm',
] as const;

const EXTENSIONS = new Set<string>(MATERIAL_FILE_EXTENSIONS);
const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The `accept` of the file chooser: the endings above plus any photo or recording. */
export const MATERIAL_FILE_ACCEPT = [
  ...MATERIAL_FILE_EXTENSIONS.map((ext) => `.${ext}`),
  'image/*',
  'audio/*',
].join(',');

/** The kinds and the limit in words, shown before a file is picked. */
export function uploadLimitText(maxBytes: number): string {
  return `PDF, Word (DOCX), plik tekstowy, zdjęcie lub nagranie — do ${formatMegabytes(maxBytes)}.`;
}

/** "25 MB", "2,5 MB": megabytes as the server counts them (1 MB = 1024 × 1024 bytes). */
export function formatMegabytes(bytes: number): string {
  const mb = bytes / 1024 / 1024;
  return `${formatNumberPl(mb, 1)} MB`;
}

/** The ending of a file name, lower-case and without the dot; "" when there is none. */
function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

function knownKind(name: string, type: string): boolean {
  const extension = extensionOf(name);
  if (EXTENSIONS.has(extension)) return true;
  const mime = type.toLowerCase();
  if (/^(image|audio|text)\//.test(mime) || mime === 'application/pdf' || mime === DOCX_MIME) return true;
  // Neither an ending nor a type to judge by: the server looks at the content.
  return extension === '' && mime === '';
}

/**
 * Why a file cannot be a material, in Polish, or null when it may be sent: empty, over `maxBytes`
 * or of a kind the server never reads (judged by its name and the type the browser gives it).
 */
export function uploadProblem(
  file: { name: string; size: number; type: string },
  maxBytes: number,
): string | null {
  const label = `„${file.name}”`;
  if (file.size === 0) return `Plik ${label} jest pusty.`;
  if (file.size > maxBytes)
    return `Plik ${label} jest za duży (${formatMegabytes(file.size)}). Można dodać plik do ${formatMegabytes(maxBytes)}.`;
  if (extensionOf(file.name) === 'doc')
    return `Plik ${label} to starszy format Worda (.doc). Zapisz go w Wordzie jako DOCX i dodaj jeszcze raz.`;
  if (!knownKind(file.name, file.type))
    return `Kreda nie odczyta pliku ${label}. Dodaj PDF, dokument Word (DOCX), plik tekstowy, zdjęcie lub nagranie.`;
  return null;
}

/** The photo types a photographed answer may be (the server reads these, by content). */
export const ANSWER_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const ANSWER_PHOTO_ACCEPT = ANSWER_PHOTO_TYPES.join(',');
const ANSWER_PHOTO_NAME = /\.(jpe?g|png|webp)$/i;

/**
 * Why a file cannot be the photo of a handwritten solution, in Polish, or null: empty or over
 * `maxBytes` (as any upload), or not a JPG, PNG or WebP photo.
 */
export function answerPhotoProblem(
  file: { name: string; size: number; type: string },
  maxBytes: number,
): string | null {
  if (file.size === 0 || file.size > maxBytes) return uploadProblem(file, maxBytes);
  const type = file.type.toLowerCase();
  const photo = type
    ? (ANSWER_PHOTO_TYPES as readonly string[]).includes(type)
    : ANSWER_PHOTO_NAME.test(file.name);
  return photo
    ? null
    : `Plik „${file.name}” nie jest zdjęciem. Dodaj zdjęcie rozwiązania (JPG, PNG albo WebP).`;
}

/**
 * The smallest picture text can be read from. Letters need about 10 px to be read by OCR or a
 * vision model, so one line with its spacing takes about 20 px; the shortest task ("Zadanie 1.
 * Oblicz 2 + 3.") is some 24 characters, about 100 px even at that size. A 1×1 pixel, an icon or
 * a thumbnail holds no task: refused before a use is counted, rather than read for nothing.
 */
const TEXT_IMAGE_MIN_PX = { longSide: 100, shortSide: 20 } as const;

/** Why a picture is too small to read a task (or any text) from, in Polish, or null. */
export function imageSizeProblem(name: string, width: number, height: number): string | null {
  const { longSide, shortSide } = TEXT_IMAGE_MIN_PX;
  if (Math.max(width, height) >= longSide && Math.min(width, height) >= shortSide) return null;
  return (
    `Obraz „${name}” jest za mały (${width} × ${height} px), by dało się z niego odczytać tekst. ` +
    `Wyślij zdjęcie, które ma co najmniej ${longSide} px na dłuższym boku i ${shortSide} px na krótszym.`
  );
}
