import { pluralPl } from '@kreda/shared/form-messages';

export type ExtractionErrorCode =
  | 'INVALID_FILE'
  | 'FILE_TOO_LARGE'
  | 'UNSUPPORTED_FILE_TYPE'
  | 'EMPTY_DOCUMENT'
  | 'NEEDS_TRANSCRIPTION';

/**
 * A failure the user can act on; `message` is Polish and safe to show. Anything else thrown by the
 * extraction (a bug, an abort) is not an ExtractionError and must not reach the user as is.
 * It lives apart from extract.ts so the per-format readers can throw it without an import cycle.
 */
export class ExtractionError extends Error {
  constructor(
    readonly code: ExtractionErrorCode,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'ExtractionError';
  }
}

const pages = (n: number) => `${n} ${pluralPl(n, 'stronę', 'strony', 'stron')}`;

export const EXTRACTION_MESSAGES = {
  invalidPdf: 'Nie udało się odczytać pliku PDF. Sprawdź, czy nie jest uszkodzony lub zabezpieczony hasłem.',
  invalidDocx: 'Nie udało się odczytać pliku DOCX. Sprawdź, czy nie jest uszkodzony.',
  invalidImage: 'Nie udało się odczytać obrazu. Sprawdź, czy plik nie jest uszkodzony.',
  invalidText: 'Nie udało się odczytać pliku tekstowego. Zapisz go w kodowaniu UTF-8 i spróbuj ponownie.',
  unsupported: 'Ten rodzaj pliku nie jest obsługiwany. Prześlij PDF, DOCX, TXT, zdjęcie lub nagranie.',
  empty: 'Nie znaleziono w pliku żadnego tekstu.',
  needsTranscription: 'Transkrypcja nagrań wymaga skonfigurowanego dostawcy AI.',
  inflatesTooLarge: (megabytes: number) =>
    `Plik po rozpakowaniu jest za duży (${megabytes} MB). Podziel go na mniejsze części.`,
  overCompressed: (megabytes: number) =>
    `Plik jest nietypowo mocno skompresowany (po rozpakowaniu ${megabytes} MB), więc nie zostanie odczytany. Zapisz go ponownie w edytorze albo podziel na mniejsze części.`,
  tooComplex: 'Odczytanie pliku wymaga zbyt wiele pamięci lub czasu. Podziel go na mniejsze części.',
  tooManyPages: (pageCount: number, maxPages: number) =>
    `Plik PDF ma ${pages(pageCount)}, a można przesłać najwyżej ${pages(maxPages)}. Podziel go na mniejsze części.`,
} as const;
