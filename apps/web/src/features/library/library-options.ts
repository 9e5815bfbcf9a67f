import { SUBJECT_CHOICES as SUBJECT_OPTIONS } from '@kreda/shared/labels';
import type { SelectOption } from '../../components/form/select-field.tsx';

// The library's pickers: subjects and levels (@kreda/shared's choices), classes as numbers (the
// exercise catalogue filters by class: 1–8 in primary school, 1–5 in secondary school).

export { bookSubjectOf as subjectParam, levelOf as levelParam } from '@kreda/shared/enums';
export { LEVEL_CHOICES as LEVEL_OPTIONS, SUBJECT_CHOICES as SUBJECT_OPTIONS } from '@kreda/shared/labels';

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

export function classParam(value: string | null): number | null {
  const klasa = Number(value);
  return Number.isInteger(klasa) && klasa >= 1 && klasa <= HIGHEST_CLASS ? klasa : null;
}
