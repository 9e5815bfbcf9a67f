import type { ReactNode } from 'react';
import { useEffect, useRef } from 'react';
import type { WordBaseSession } from './api/wordbase-fragments.ts';

/** The end of an exercise session: how many were right and each exercise's verdict. */
export function ExerciseSummary({ session, actions }: { session: WordBaseSession; actions: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const correct = session.exercises.filter((exercise) => exercise.isCorrect).length;
  const total = session.exercises.length;
  const score = session.score ?? (total === 0 ? 0 : Math.round((correct / total) * 100));
  return (
    <section
      aria-labelledby="exercise-summary"
      className="flex flex-col gap-4 rounded-2xl border border-board-100 bg-white p-4 sm:p-6"
    >
      <h2
        id="exercise-summary"
        ref={heading}
        tabIndex={-1}
        className="text-xl font-bold text-board-950 outline-none"
      >
        Koniec ćwiczeń
      </h2>
      <p className="text-lg text-board-950" data-testid="session-score">
        Poprawnie:{' '}
        <strong>
          {correct} z {total}
        </strong>{' '}
        ({score}%)
      </p>
      <ol className="flex flex-col gap-2">
        {session.exercises.map((exercise) => (
          <li key={exercise.id} className="flex flex-col gap-0.5 border-t border-board-100 pt-2">
            <span className="font-semibold break-words text-board-950">
              {exercise.word}: {exercise.isCorrect ? 'dobrze' : exercise.answered ? 'źle' : 'bez odpowiedzi'}
            </span>
            {exercise.answered && !exercise.isCorrect && exercise.expected ? (
              <span className="text-sm break-words text-ink-muted">
                Twoja odpowiedź: {exercise.answer} · poprawnie: {exercise.expected}
              </span>
            ) : null}
          </li>
        ))}
      </ol>
      <div className="flex flex-col gap-2 sm:flex-row">{actions}</div>
    </section>
  );
}
