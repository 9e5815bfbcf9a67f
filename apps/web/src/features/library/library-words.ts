import { pluralPl } from '@kreda/shared/form-messages';

// Counts in Polish words, with the noun's right form.

/** „1 zadanie”, „4 zadania”, „35 zadań”. */
export const exercisesCount = (n: number): string => `${n} ${pluralPl(n, 'zadanie', 'zadania', 'zadań')}`;

/** „66 zadań z rozwiązaniami”: the catalogues' headline. */
export const solvedExercisesCount = (n: number): string => `${exercisesCount(n)} z rozwiązaniami`;

/** „Znaleziono 1 podręcznik.” / „Znaleziono 3 podręczniki.” / „Znaleziono 5 podręczników.” */
export const foundTextbooks = (n: number): string =>
  n === 0
    ? 'Nie znaleziono podręczników.'
    : `Znaleziono ${n} ${pluralPl(n, 'podręcznik', 'podręczniki', 'podręczników')}.`;

/** „Znaleziono 1 książkę.” and so on, for the exercise catalogue's lists. */
export const foundBooks = (n: number): string =>
  n === 0 ? 'Nie znaleziono książek.' : `Znaleziono ${n} ${pluralPl(n, 'książkę', 'książki', 'książek')}.`;
