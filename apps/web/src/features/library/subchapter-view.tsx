import { ZADANIE_TYPE_LABELS } from '@kreda/shared/labels';
import { Link } from 'react-router';
import { Markdown } from '../../components/markdown/lazy-markdown.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import type { BookSubchapter, BookWithChapters } from './api/get-book.ts';
import type { Exercise } from './api/library-fragments.ts';
import { CATALOGUE_STEP, NoBook } from './book-view.tsx';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { exercisesPath } from './exercise-links.ts';
import { exercisesCount } from './library-words.ts';
import { LoadFailed, Loading, NotFound } from './load-states.tsx';
import { type PlaceState, useLibraryPlace } from './use-library-place.ts';
import { ViewHeading } from './view-heading.tsx';

/** „1.1. Potęga o wykładniku naturalnym”. */
export const subchapterTitle = (part: Pick<BookSubchapter, 'number' | 'name'>) =>
  `${part.number}. ${part.name}`;

/** „s. 12” of an exercise's first page, when known. */
export const pageOf = (exercise: Exercise) => (exercise.pages[0] ? `s. ${exercise.pages[0]}` : null);

/** The states every view below a book shares: loading, failed, and what is not there. */
export function PlaceProblem({ state }: { state: Exclude<PlaceState, { status: 'ready' }> }) {
  switch (state.status) {
    case 'loading':
      return <Loading label="Wczytuję zadania…" />;
    case 'failed':
      return (
        <LoadFailed
          heading="h1"
          title="Nie udało się wczytać zadań"
          error={state.error}
          onRetry={state.retry}
          retrying={state.retrying}
        />
      );
    case 'no-book':
      return <NoBook />;
    case 'no-subchapter':
      return (
        <NotFound
          title="Nie znaleziono podrozdziału"
          back={{ to: exercisesPath({ ksiazka: String(state.book.id) }), label: 'Wróć do książki' }}
        >
          W książce „{state.book.name}” nie ma takiego podrozdziału – link może być niepełny.
        </NotFound>
      );
    case 'no-exercise':
      return (
        <NotFound
          title="Nie znaleziono zadania"
          back={{
            to: exercisesPath({ ksiazka: String(state.book.id), rozdzial: String(state.subchapter.id) }),
            label: 'Wróć do zadań podrozdziału',
          }}
        >
          W podrozdziale „{subchapterTitle(state.subchapter)}” nie ma takiego zadania – link może być
          niepełny.
        </NotFound>
      );
  }
}

function ExerciseItem({ to, exercise }: { to: string; exercise: Exercise }) {
  const facts = [pageOf(exercise), ZADANIE_TYPE_LABELS[exercise.type]].filter(Boolean).join(' · ');
  return (
    <li className="relative flex min-w-0 flex-col gap-2 rounded-2xl border border-board-100 bg-white p-4 focus-within:ring-2 focus-within:ring-board-700 hover:border-board-300 sm:p-5">
      <h2 className="text-lg font-bold text-board-950">
        <Link
          to={to}
          className="text-board-900 underline underline-offset-2 outline-none after:absolute after:inset-0 after:rounded-2xl hover:decoration-2"
        >
          Zadanie {exercise.numberExercise}
        </Link>
      </h2>
      <p className="text-sm text-ink-muted">{facts}</p>
      <div className="min-w-0 break-words text-board-950">
        <Markdown content={exercise.question} />
      </div>
    </li>
  );
}

function Subchapter({
  book,
  subchapter,
  exercises,
}: {
  book: BookWithChapters;
  subchapter: BookSubchapter;
  exercises: readonly Exercise[];
}) {
  const title = subchapterTitle(subchapter);
  const bookId = String(book.id);
  useDocumentTitle(`${title} – zadania`);
  return (
    <article className="flex flex-col gap-6">
      <header className="flex flex-col gap-3">
        <Breadcrumbs
          trail={[CATALOGUE_STEP, { to: exercisesPath({ ksiazka: bookId }), label: book.name }]}
          current={title}
        />
        <ViewHeading>{title}</ViewHeading>
        <p className="text-ink-muted">{exercisesCount(exercises.length)} z rozwiązaniami</p>
      </header>
      {exercises.length === 0 ? <p>W tym podrozdziale nie ma jeszcze zadań.</p> : null}
      <ol aria-label="Zadania" className="flex flex-col gap-4">
        {exercises.map((exercise) => (
          <ExerciseItem
            key={exercise.id}
            exercise={exercise}
            to={exercisesPath({
              ksiazka: bookId,
              rozdzial: String(subchapter.id),
              zadanie: String(exercise.id),
            })}
          />
        ))}
      </ol>
    </article>
  );
}

/** `?ksiazka=&rozdzial=`: the exercises of one subchapter, each opening its own page. */
export function SubchapterView({ ksiazka, rozdzial }: { ksiazka: string; rozdzial: string }) {
  const state = useLibraryPlace({ ksiazka, rozdzial, zadanie: '' });
  if (state.status !== 'ready') return <PlaceProblem state={state} />;
  return <Subchapter book={state.book} subchapter={state.subchapter} exercises={state.exercises} />;
}
