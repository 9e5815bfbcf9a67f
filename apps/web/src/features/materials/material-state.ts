import type { DocumentState, SourceType } from '../../gql/graphql.ts';

/** What a file or a text can be to the pupil; YouTube is only for links. */
export const DOCUMENT_SOURCE_TYPES: readonly SourceType[] = [
  'NOTATKA',
  'SPRAWDZIAN',
  'ROZWIAZANE_ZADANIA',
  'ROZPRAWKA',
];

export type MaterialTone = 'progress' | 'done' | 'failed';

export interface MaterialStatus {
  label: string;
  tone: MaterialTone;
}

const STATUS: Record<DocumentState, MaterialStatus> = {
  UPLOADING: { label: 'Wysyłanie', tone: 'progress' },
  SOLVING: { label: 'Odczytywanie tekstu…', tone: 'progress' },
  SOLVED: { label: 'Gotowe', tone: 'done' },
  UPLOAD_FAILED: { label: 'Błąd', tone: 'failed' },
  SOLVING_FAILED: { label: 'Błąd', tone: 'failed' },
};

export function materialStatus(state: DocumentState): MaterialStatus {
  return STATUS[state];
}

export const isFailed = (state: DocumentState) => STATUS[state].tone === 'failed';
export const isInProgress = (state: DocumentState) => STATUS[state].tone === 'progress';
