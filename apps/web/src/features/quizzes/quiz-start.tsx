import { formatRelativeDate } from '@kreda/shared/dates';
import { QUIZ_DETAIL_SCALE_LABELS } from '@kreda/shared/labels';
import { formatNumberPl } from '@kreda/shared/numbers';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { type CardChoice, ChoiceCards } from '../../components/form/choice-cards.tsx';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { textLinkClass } from '../../components/ui/link-styles.ts';
import { serverFormErrors } from '../../lib/form-errors.ts';
import { useCreateQuizResult } from './api/create-quiz-result.ts';
import type { Quiz, QuizResultSummary } from './api/quiz-fragments.ts';
import { questionsLabel } from './quiz-labels.ts';
import { QuizNotice } from './quiz-notice.tsx';
import { quizAttemptPath } from './quiz-routes.ts';

type Mode = 'PRACTICE' | 'TEST';

const MODES: CardChoice<Mode>[] = [
  { value: 'PRACTICE', label: 'Tryb nauki', description: 'Wynik i wyjaśnienie po każdej odpowiedzi.' },
  { value: 'TEST', label: 'Tryb sprawdzianu', description: 'Wyniki dopiero na końcu, jak na sprawdzianie.' },
];

function describe(quiz: Quiz): string {
  const kinds =
    quiz.questionTypes.length > 1
      ? 'pytania zamknięte i otwarte'
      : quiz.questionTypes[0] === 'OTWARTE'
        ? 'pytania otwarte'
        : 'pytania zamknięte';
  const practice = quiz.type === 'PRACTICE' ? ' · zadania obliczeniowe' : '';
  return `${questionsLabel(quiz.questionCount)} · ${QUIZ_DETAIL_SCALE_LABELS[quiz.detailScale]} · ${kinds}${practice}`;
}

function PastAttempts({
  attempts,
  slug,
  quizId,
}: {
  attempts: QuizResultSummary[];
  slug: string;
  quizId: string;
}) {
  if (attempts.length === 0) return null;
  return (
    <section aria-labelledby="past-attempts" className="flex flex-col gap-2">
      <h2 id="past-attempts" className="text-lg font-bold text-board-950">
        Poprzednie podejścia
      </h2>
      <ul className="flex flex-col gap-1">
        {attempts.map((attempt) => (
          <li key={attempt.id}>
            <Link
              to={quizAttemptPath(slug, quizId, attempt.id)}
              className={`${textLinkClass} inline-flex min-h-10 items-center`}
            >
              {formatRelativeDate(attempt.finishedAt ?? attempt.createdAt)}:{' '}
              {attempt.percent === null ? 'wynik w trakcie oceny' : `${attempt.percent}%`}
              {attempt.score !== null
                ? ` (${formatNumberPl(attempt.score, 3)} / ${attempt.maxScore} pkt)`
                : ''}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A ready quiz before an attempt: its notice, the mode, "Rozpocznij" or "Wznów", past scores. */
export function QuizStart({ quiz, slug }: { quiz: Quiz; slug: string }) {
  const navigate = useNavigate();
  const create = useCreateQuizResult();
  const [mode, setMode] = useState<Mode>('PRACTICE');
  const [problem, setProblem] = useState<string | null>(null);
  const unfinished = quiz.quizResults.find((result) => !result.isFinished);
  const finished = quiz.quizResults.filter((result) => result.isFinished);

  const start = async () => {
    setProblem(null);
    try {
      const result = await create.mutateAsync({
        quizWorkspaceId: quiz.id,
        instantFeedback: mode === 'PRACTICE',
      });
      await navigate(quizAttemptPath(slug, quiz.id, result.id));
    } catch (error) {
      setProblem(serverFormErrors(error).message);
    }
  };

  return (
    <div className="flex flex-col gap-5">
      <p className="text-ink-muted">{describe(quiz)}</p>
      <QuizNotice notice={quiz.notice} />
      <section
        aria-labelledby="quiz-begin"
        className="flex flex-col gap-4 rounded-2xl border border-board-100 bg-white p-4 sm:p-6"
      >
        <h2 id="quiz-begin" className="text-lg font-bold text-board-950">
          {unfinished ? 'Niedokończone podejście' : 'Zaczynamy'}
        </h2>
        {unfinished ? (
          <>
            <p>
              Masz niedokończone podejście w trybie {unfinished.instantFeedback ? 'nauki' : 'sprawdzianu'}.
              Wrócisz do pierwszego pytania bez odpowiedzi.
            </p>
            <Link
              to={quizAttemptPath(slug, quiz.id, unfinished.id)}
              className={buttonClass('primary', 'md', 'self-start')}
            >
              Wznów quiz
            </Link>
          </>
        ) : (
          <>
            <ChoiceCards
              id="quiz-mode"
              legend="Jak chcesz rozwiązywać?"
              choices={MODES}
              value={mode}
              onChange={setMode}
              columns={2}
            />
            <Button
              onClick={() => void start()}
              disabled={create.isPending}
              aria-busy={create.isPending || undefined}
              className="self-start"
            >
              {create.isPending ? 'Zaczynamy…' : 'Rozpocznij quiz'}
            </Button>
          </>
        )}
        {problem ? <FormAlert>{problem}</FormAlert> : null}
      </section>
      <PastAttempts attempts={finished} slug={slug} quizId={quiz.id} />
    </div>
  );
}
