import { useId, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { LoadFailed, Loading } from '../../components/ui/load-states.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { EXERCISES_PER_PAGE, useSubchapterExercises } from './api/get-subchapter-exercises.ts';
import { type EditableExercise, ExerciseForm } from './exercise-form.tsx';

/** "Popraw zadanie": the exercise's form behind a disclosure. */
function ExerciseEditor({ exercise, subchapterId }: { exercise: EditableExercise; subchapterId: string }) {
  const [open, setOpen] = useState(false);
  const panel = useId();
  return (
    <div className="mt-2 flex flex-col gap-3">
      <Button
        variant="ghost"
        size="sm"
        aria-expanded={open}
        aria-controls={panel}
        onClick={() => setOpen(!open)}
        className="self-start"
      >
        {open ? 'Zamknij poprawkę' : `Popraw zadanie ${exercise.numberExercise}`}
      </Button>
      <div id={panel} hidden={!open}>
        {open ? <ExerciseForm exercise={exercise} subchapterId={subchapterId} /> : null}
      </div>
    </div>
  );
}

/** A page of a subchapter's exercises: number, pages and the question as stored (Markdown). */
function ExerciseList({ subchapterId, name }: { subchapterId: string; name: string }) {
  const [page, setPage] = useState(1);
  const exercises = useSubchapterExercises(subchapterId, page);
  if (exercises.isPending) return <Loading label="Wczytuję zadania…" />;
  if (exercises.isError)
    return (
      <LoadFailed
        title="Nie udało się wczytać zadań"
        error={exercises.error}
        onRetry={() => void exercises.refetch()}
        retrying={exercises.isFetching}
      />
    );
  const { data, total } = exercises.data;
  return (
    <div className="flex flex-col gap-3">
      <ol aria-label={`Zadania – ${name}`} className="flex flex-col gap-2">
        {data.map((exercise) => (
          <li key={exercise.id} className="rounded-xl border border-board-100 bg-board-50 p-3">
            <p className="font-semibold text-board-950">
              Zadanie {exercise.numberExercise}
              {exercise.pages.length ? ` · s. ${exercise.pages.join(', ')}` : ''}
            </p>
            <p className="line-clamp-4 text-sm break-words whitespace-pre-line text-ink">
              {exercise.question}
            </p>
            <ExerciseEditor exercise={exercise} subchapterId={subchapterId} />
          </li>
        ))}
      </ol>
      <Pager
        page={page}
        pages={Math.ceil(total / EXERCISES_PER_PAGE)}
        label={`Strony zadań – ${name}`}
        onPage={setPage}
      />
    </div>
  );
}

/**
 * A subchapter's exercises behind a disclosure, a hidden book's and a deleted subchapter's too (the
 * server lets an admin read them, to correct them before publishing).
 */
export function SubchapterExercises({
  subchapterId,
  name,
  count,
}: {
  subchapterId: string;
  name: string;
  count: number;
}) {
  const [open, setOpen] = useState(false);
  const panel = useId();
  if (count === 0) return <p className="text-sm text-ink-muted">Brak zadań w tym podrozdziale.</p>;
  return (
    <div className="flex flex-col gap-3">
      <Button
        variant="ghost"
        size="sm"
        aria-expanded={open}
        aria-controls={panel}
        onClick={() => setOpen(!open)}
        className="self-start"
      >
        {open ? 'Ukryj zadania' : `Pokaż zadania (${count})`}
      </Button>
      <div id={panel} hidden={!open}>
        {open ? <ExerciseList subchapterId={subchapterId} name={name} /> : null}
      </div>
    </div>
  );
}
