import { pluralPl } from '@kreda/shared/form-messages';
import { ROUTES } from '@kreda/shared/routes';
import type { SelectOption } from '../../components/form/select-field.tsx';

// The admin library's pickers and words: subjects and levels with the shared Polish labels.

/** The new textbook's form (a static path: it ranks above /admin/podreczniki/:id). */
export const NEW_TEXTBOOK_PATH = `${ROUTES.adminTextbooks}/nowy`;

/** The curriculum topics linked to textbooks (static too). */
export const TOPICS_PATH = `${ROUTES.adminTextbooks}/tematy`;

export { bookSubjectOf as subjectParam } from '@kreda/shared/enums';
export { LEVEL_CHOICES as LEVEL_OPTIONS, SUBJECT_CHOICES as SUBJECT_OPTIONS } from '@kreda/shared/labels';

/** Classes 1–8 (primary school) and "none" (the server's range for `klasa`). */
export const CLASS_OPTIONS: readonly SelectOption[] = [
  { value: '', label: 'Bez klasy' },
  ...Array.from({ length: 8 }, (_, i) => ({ value: String(i + 1), label: `Klasa ${i + 1}` })),
];

/** „1 zadanie”, „4 zadania”, „35 zadań”. */
export const exercisesCount = (n: number): string => `${n} ${pluralPl(n, 'zadanie', 'zadania', 'zadań')}`;

/** „Znaleziono 1 podręcznik.” / „Znaleziono 3 podręczniki.” / „Znaleziono 5 podręczników.” */
export const foundTextbooks = (n: number): string =>
  n === 0
    ? 'Nie znaleziono podręczników.'
    : `Znaleziono ${n} ${pluralPl(n, 'podręcznik', 'podręczniki', 'podręczników')}.`;
