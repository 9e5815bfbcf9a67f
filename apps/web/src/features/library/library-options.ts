import { isOneOf, LEVELS, type Level, SUBJECTS, type Subject } from '@kreda/shared/enums';
import { LEVEL_LABELS, SUBJECT_LABELS } from '@kreda/shared/labels';
import type { SelectOption } from '../../components/form/select-field.tsx';

// The library's pickers: subjects and levels with the shared Polish labels, classes as numbers
// (the exercise catalogue filters by class: 1–8 in primary school, 1–5 in secondary school).

/** Every subject a book can have ("all" is a filter of other tools, not a subject). */
export const SUBJECT_OPTIONS: readonly SelectOption[] = SUBJECTS.filter((s) => s !== 'all').map((s) => ({
  value: s,
  label: SUBJECT_LABELS[s],
}));

export const LEVEL_OPTIONS: readonly SelectOption[] = LEVELS.map((l) => ({
  value: l,
  label: LEVEL_LABELS[l],
}));

const HIGHEST_CLASS = 8;

/** A class number, or every class; the book's card names its school (LEVEL_LABELS). */
export const CLASS_OPTIONS: readonly SelectOption[] = [
  { value: '', label: 'Wszystkie klasy' },
  ...Array.from({ length: HIGHEST_CLASS }, (_, i) => ({ value: String(i + 1), label: `Klasa ${i + 1}` })),
];

export const ANY_SUBJECT_OPTIONS: readonly SelectOption[] = [
  { value: '', label: 'Wszystkie przedmioty' },
  ...SUBJECT_OPTIONS,
];

/** A subject from an address's query, or null for a missing or unknown one. */
export function subjectParam(value: string | null): Subject | null {
  return isOneOf(SUBJECTS, value) && value !== 'all' ? value : null;
}

export function levelParam(value: string | null | undefined): Level | null {
  return isOneOf(LEVELS, value) ? value : null;
}

export function classParam(value: string | null): number | null {
  const klasa = Number(value);
  return Number.isInteger(klasa) && klasa >= 1 && klasa <= HIGHEST_CLASS ? klasa : null;
}
