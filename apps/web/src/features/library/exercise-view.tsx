import { ZADANIE_TYPE_LABELS } from '@kreda/shared/labels';
import { ROUTES } from '@kreda/shared/routes';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Markdown } from '../../components/markdown/lazy-markdown.tsx';
import { TaskQuestion } from '../../components/markdown/task-question.tsx';
import { Button } from '../../components/ui/button.tsx';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { AnswerCheck } from './answer-check.tsx';
import type { BookSubchapter, BookWithChapters } from './api/get-book.ts';
import type { Exercise } from './api/library-fragments.ts';
import { useExerciseChat } from './api/library-tools.ts';
import { CATALOGUE_STEP } from './book-view.tsx';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { exercisesPath } from './exercise-links.ts';
import { InWorkspaceAction } from './in-workspace-action.tsx';
import { PlaceProblem, pageOf, subchapterTitle } from './subchapter-view.tsx';
import { useLibraryPlace } from './use-library-place.ts';
import { ViewHeading } from './view-heading.tsx';

/** The solution behind "Pokaż rozwiązanie": the steps, then the answer. */
function Solution({ exercise }: { exercise: Exercise }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <section aria-labelledby="rozwiazanie" className="flex flex-col gap-3">
      <h2 id="rozwiazanie" className="text-xl font-bold text-board-950">
        Rozwiązanie
      </h2>
      <Button
        variant="secondary"
        className="self-start"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? 'Ukryj rozwiązanie' : 'Pokaż rozwiązanie'}
      </Button>
      <div
        id={panelId}
        hidden={!open}
        className="flex flex-col gap-4 rounded-2xl border border-board-100 bg-white p-4 sm:p-5"
      >
        {open ? (
          <>
            {exercise.explanation ? (
              <div className="flex min-w-0 flex-col gap-1">
                <h3 className="font-bold text-board-950">Krok po kroku</h3>
                <div className="min-w-0 break-words">
                  <Markdown content={exercise.explanation} />
                </div>
              </div>
            ) : null}
            {exercise.answer ? (
              <div className="flex min-w-0 flex-col gap-1 rounded-xl bg-board-50 p-3">
                <h3 className="font-bold text-board-950">Odpowiedź</h3>
                <div className="min-w-0 break-words">
                  <Markdown content={exercise.answer} />
                </div>
              </div>
            ) : null}
          </>
        ) : null}
      </div>
    </section>
  );
}

/** "Zapytaj w czacie": a conversation about the exercise in one of the pupil's workspaces. */
function AskInChat({ book, exercise }: { book: BookWithChapters; exercise: Exercise }) {
  const chat = useExerciseChat();
  return (
    <section aria-labelledby="zapytaj" className="flex flex-col gap-3">
      <h2 id="zapytaj" className="text-xl font-bold text-board-950">
        Nie wszystko jasne?
      </h2>
      <p>Kreda wyjaśni to zadanie krok po kroku i odpowie na Twoje pytania.</p>
      <InWorkspaceAction
        label="Zapytaj w czacie"
        detail={`– zadanie ${exercise.numberExercise}`}
        title="Zapytaj w czacie"
        description="Rozmowa o tym zadaniu zostanie zapisana w wybranej przestrzeni."
        confirmLabel="Otwórz czat"
        pendingLabel="Otwieranie czatu…"
        przedmiot={book.przedmiot}
        className={`${buttonClass('secondary', 'md')} self-start`}
        run={async (workspace) => {
          const conversation = await chat.mutateAsync({
            workspaceId: workspace.id,
            exerciseId: String(exercise.id),
            number: exercise.numberExercise,
          });
          return `${ROUTES.workspacePlayground(workspace.id)}?c=${encodeURIComponent(conversation.id)}`;
        }}
      />
    </section>
  );
}

interface ExerciseProps {
  book: BookWithChapters;
  subchapter: BookSubchapter;
  exercises: readonly Exercise[];
  exercise: Exercise;
}

/** "Poprzednie zadanie" and "Następne zadanie" of the subchapter, where there are any. */
function Neighbours({ book, subchapter, exercises, exercise }: ExerciseProps) {
  const at = exercises.findIndex((task) => task.id === exercise.id);
  const link = (task: Exercise | undefined) =>
    task
      ? exercisesPath({ ksiazka: String(book.id), rozdzial: String(subchapter.id), zadanie: String(task.id) })
      : null;
  const previous = link(exercises[at - 1]);
  const next = link(exercises[at + 1]);
  if (!previous && !next) return null;
  return (
    <nav aria-label="Inne zadania podrozdziału" className="flex flex-wrap gap-3">
      {previous ? (
        <Link to={previous} className={buttonClass('secondary', 'md')}>
          Poprzednie zadanie
        </Link>
      ) : null}
      {next ? (
        <Link to={next} className={buttonClass('primary', 'md')}>
          Następne zadanie
        </Link>
      ) : null}
    </nav>
  );
}

function ExercisePage(props: ExerciseProps) {
  const { book, subchapter, exercise } = props;
  const title = `Zadanie ${exercise.numberExercise}`;
  const bookId = String(book.id);
  useDocumentTitle(`${title} – ${book.name}`);
  const facts = [pageOf(exercise), ZADANIE_TYPE_LABELS[exercise.type]].filter(Boolean).join(' · ');
  return (
    <article className="flex flex-col gap-8">
      <header className="flex flex-col gap-3">
        <Breadcrumbs
          trail={[
            CATALOGUE_STEP,
            { to: exercisesPath({ ksiazka: bookId }), label: book.name },
            {
              to: exercisesPath({ ksiazka: bookId, rozdzial: String(subchapter.id) }),
              label: subchapterTitle(subchapter),
            },
          ]}
          current={title}
        />
        <ViewHeading>{title}</ViewHeading>
        <p className="text-ink-muted">{facts}</p>
      </header>
      <TaskQuestion question={exercise.question} options={exercise.zadanieOdpowiedzi} large />
      <section aria-labelledby="sprawdz" className="flex flex-col gap-3">
        <h2 id="sprawdz" className="text-xl font-bold text-board-950">
          Sprawdź swoją odpowiedź
        </h2>
        <AnswerCheck
          key={exercise.id}
          exerciseId={String(exercise.id)}
          closed={exercise.zadanieOdpowiedzi.length > 0}
        />
      </section>
      <Solution key={exercise.id} exercise={exercise} />
      <AskInChat book={book} exercise={exercise} />
      <Neighbours {...props} />
    </article>
  );
}

/** `?ksiazka=&rozdzial=&zadanie=`: one exercise, its answer check and its solution. */
export function ExerciseView(place: { ksiazka: string; rozdzial: string; zadanie: string }) {
  const state = useLibraryPlace(place);
  if (state.status !== 'ready' || !state.exercise) {
    return <PlaceProblem state={state.status === 'ready' ? { status: 'loading' } : state} />;
  }
  return (
    <ExercisePage
      book={state.book}
      subchapter={state.subchapter}
      exercises={state.exercises}
      exercise={state.exercise}
    />
  );
}
