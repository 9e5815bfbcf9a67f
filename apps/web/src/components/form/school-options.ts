import { isOneOf, LEVELS, type Level, SUBJECTS, type Subject } from '@kreda/shared/enums';
import { LEVEL_LABELS, SUBJECT_LABELS } from '@kreda/shared/labels';
import type { SelectOption } from './select-field.tsx';

// Subjects and levels as pickers with the shared Polish labels, in the catalogue's order
// (the library, its admin pages and the RAG admin filter by them), and read back from an address.

/** Every subject a book or topic can have ("all" is a filter of other tools, not a subject). */
const BOOK_SUBJECTS = SUBJECTS.filter((s): s is Exclude<Subject, 'all'> => s !== 'all');

export const SUBJECT_OPTIONS: readonly SelectOption[] = BOOK_SUBJECTS.map((s) => ({
  value: s,
  label: SUBJECT_LABELS[s],
}));

export const LEVEL_OPTIONS: readonly SelectOption[] = LEVELS.map((l) => ({
  value: l,
  label: LEVEL_LABELS[l],
}));

/** A subject from an address's query, or null for a missing or unknown one. */
export function subjectParam(value: string | null): Subject | null {
  return isOneOf(SUBJECTS, value) && value !== 'all' ? value : null;
}

/** A level from an address's query, or null for a missing or unknown one. */
export function levelParam(value: string | null | undefined): Level | null {
  return isOneOf(LEVELS, value) ? value : null;
}
