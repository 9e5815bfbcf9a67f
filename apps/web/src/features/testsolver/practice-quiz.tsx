import { ROUTES } from '@kreda/shared/routes';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { formAlertMessage, serverFormErrors } from '../../lib/form-errors.ts';
import {
  PRACTICE_QUESTION_COUNT,
  practiceType,
  useGeneratePracticeQuiz,
} from './api/generate-practice-quiz.ts';

interface PracticeQuizProps {
  workspaceId: string;
  solvedDocId: string;
  /** The workspace's subject (computational tasks in mathematics and the sciences). */
  przedmiot: string | null;
}

/**
 * "Podobne zadania do ćwiczenia": a quiz of a few tasks like the solved ones, made from the
 * material of the solutions; its page opens in the workspace while its questions are written.
 */
export function PracticeQuiz({ workspaceId, solvedDocId, przedmiot }: PracticeQuizProps) {
  const navigate = useNavigate();
  const generate = useGeneratePracticeQuiz();
  const [problem, setProblem] = useState<string | null>(null);
  const computational = practiceType(przedmiot) === 'PRACTICE';
  const order = async () => {
    setProblem(null);
    try {
      const answer = await generate.mutateAsync({ workspaceId, solvedDocId, przedmiot });
      if (answer.__typename === 'ExecutionError') setProblem(answer.message);
      else await navigate(ROUTES.workspaceQuiz(workspaceId, answer.id));
    } catch (error) {
      setProblem(formAlertMessage(serverFormErrors(error)) ?? '');
    }
  };
  return (
    <section
      aria-labelledby="practice-quiz"
      className="flex flex-col items-start gap-3 rounded-2xl border border-board-100 bg-white p-4 sm:p-5"
    >
      <h2 id="practice-quiz" className="text-lg font-bold text-board-950">
        Podobne zadania do ćwiczenia
      </h2>
      <p className="text-ink-muted">
        {computational
          ? `Kreda ułoży quiz z ${PRACTICE_QUESTION_COUNT} zadaniami podobnymi do tych ze sprawdzianu – z wynikiem liczbowym, sprawdzanym co do wartości.`
          : `Kreda ułoży quiz z ${PRACTICE_QUESTION_COUNT} pytaniami o to, co było na sprawdzianie – zamkniętymi i otwartymi.`}
      </p>
      <Button
        onClick={() => void order()}
        disabled={generate.isPending}
        aria-busy={generate.isPending || undefined}
      >
        {generate.isPending ? 'Zamawianie quizu…' : 'Ułóż podobne zadania'}
      </Button>
      {problem ? <FormAlert className="self-stretch">{problem}</FormAlert> : null}
    </section>
  );
}
