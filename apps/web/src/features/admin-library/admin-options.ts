import { isOneOf, LEVELS, SUBJECTS, type Subject } from '@kreda/shared/enums';
import { pluralPl } from '@kreda/shared/form-messages';
import { LEVEL_LABELS, SUBJECT_LABELS } from '@kreda/shared/labels';
import { ROUTES } from '@kreda/shared/routes';
import type { SelectOption } from '../../components/form/select-field.tsx';

// The admin library's pickers and words: subjects and levels with the shared Polish labels.

/** The new textbook's form (a static path: it ranks above /admin/podreczniki/:id). */
export const NEW_TEXTBOOK_PATH = `${ROUTES.adminTextbooks}/nowy`;

/** Every subject a textbook can have ("all" is a filter of other tools, not a subject). */
export const BOOK_SUBJECTS = SUBJECTS.filter((s): s is Exclude<Subject, 'all'> => s !== 'all');

export const SUBJECT_OPTIONS: readonly SelectOption[] = BOOK_SUBJECTS.map((s) => ({
  value: s,
  label: SUBJECT_LABELS[s],
}));

export const LEVEL_OPTIONS: readonly SelectOption[] = LEVELS.map((l) => ({
  value: l,
  label: LEVEL_LABELS[l],
}));

/** Classes 1–8 (primary school) and "none" (the server's range for `klasa`). */
export const CLASS_OPTIONS: readonly SelectOption[] = [
  { value: '', label: 'Bez klasy' },
  ...Array.from({ length: 8 }, (_, i) => ({ value: String(i + 1), label: `Klasa ${i + 1}` })),
];

/** A subject from an address's query, or null for a missing or unknown one. */
export function subjectParam(value: string | null): Subject | null {
  return isOneOf(SUBJECTS, value) && value !== 'all' ? value : null;
}

/** „1 zadanie”, „4 zadania”, „35 zadań”. */
export const exercisesCount = (n: number): string => `${n} ${pluralPl(n, 'zadanie', 'zadania', 'zadań')}`;

/** „Znaleziono 1 podręcznik.” / „Znaleziono 3 podręczniki.” / „Znaleziono 5 podręczników.” */
export const foundTextbooks = (n: number): string =>
  n === 0
    ? 'Nie znaleziono podręczników.'
    : `Znaleziono ${n} ${pluralPl(n, 'podręcznik', 'podręczniki', 'podręczników')}.`;
