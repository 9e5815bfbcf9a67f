import { type BookChapter, type BookSubchapter, type BookWithChapters, useBook } from './api/get-book.ts';
import { useExercises } from './api/get-exercises.ts';
import type { Exercise } from './api/library-fragments.ts';
import type { ExercisePlace } from './exercise-links.ts';
import { isNotFound } from './load-states.tsx';

/** What the exercise catalogue's address points at, read as far as it goes. */
export type PlaceState =
  | { status: 'loading' }
  | { status: 'failed'; error: Error; retry: () => void; retrying: boolean }
  | { status: 'no-book' }
  | { status: 'no-subchapter'; book: BookWithChapters }
  | { status: 'no-exercise'; book: BookWithChapters; chapter: BookChapter; subchapter: BookSubchapter }
  | {
      status: 'ready';
      book: BookWithChapters;
      chapter: BookChapter;
      subchapter: BookSubchapter;
      exercises: readonly Exercise[];
      exercise: Exercise | null;
    };

function findSubchapter(book: BookWithChapters, id: string) {
  for (const chapter of book.rozdzialy) {
    const subchapter = chapter.subrozdzialy.find((part) => String(part.id) === id);
    if (subchapter) return { chapter, subchapter };
  }
  return null;
}

/**
 * The book, subchapter and exercise of `place`: the book first (it names the subchapter), then the
 * subchapter's exercises, only for a subchapter the book lists.
 */
export function useLibraryPlace(place: Required<ExercisePlace>): PlaceState {
  const book = useBook(place.ksiazka);
  const found = book.data ? findSubchapter(book.data, place.rozdzial) : null;
  const exercises = useExercises(place.rozdzial, found !== null);
  if (book.isPending) return { status: 'loading' };
  if (book.isError) {
    if (isNotFound(book.error)) return { status: 'no-book' };
    return {
      status: 'failed',
      error: book.error,
      retry: () => void book.refetch(),
      retrying: book.isFetching,
    };
  }
  if (!found) return { status: 'no-subchapter', book: book.data };
  if (exercises.isPending) return { status: 'loading' };
  if (exercises.isError)
    return {
      status: 'failed',
      error: exercises.error,
      retry: () => void exercises.refetch(),
      retrying: exercises.isFetching,
    };
  const exercise = place.zadanie
    ? (exercises.data.find((task) => String(task.id) === place.zadanie) ?? null)
    : null;
  if (place.zadanie && !exercise) return { status: 'no-exercise', book: book.data, ...found };
  return { status: 'ready', book: book.data, ...found, exercises: exercises.data, exercise };
}
