import { ROUTES } from '@kreda/shared/routes';

// Addresses of the exercise catalogue (/workspace/exercise): one page whose query says where the
// pupil is, so every place can be shared and reloaded — a book (`ksiazka`), one of its subchapters
// (`rozdzial`) and one of that subchapter's exercises (`zadanie`). The catalogue's own filters
// (`przedmiot`, `klasa`, `szukaj`) live beside them when no book is open.

export interface ExercisePlace {
  ksiazka?: string;
  rozdzial?: string;
  zadanie?: string;
}

export function exercisesPath(place: ExercisePlace = {}): string {
  const query = new URLSearchParams();
  if (place.ksiazka) query.set('ksiazka', place.ksiazka);
  if (place.ksiazka && place.rozdzial) query.set('rozdzial', place.rozdzial);
  if (place.ksiazka && place.rozdzial && place.zadanie) query.set('zadanie', place.zadanie);
  const text = query.toString();
  return text ? `${ROUTES.workspaceExercise}?${text}` : ROUTES.workspaceExercise;
}

/** Where the query points: the deepest place it names (a subchapter needs its book, and so on). */
export function placeOf(params: URLSearchParams): Required<ExercisePlace> {
  const ksiazka = params.get('ksiazka') ?? '';
  const rozdzial = ksiazka ? (params.get('rozdzial') ?? '') : '';
  const zadanie = rozdzial ? (params.get('zadanie') ?? '') : '';
  return { ksiazka, rozdzial, zadanie };
}
