import { PRACTICE_SUBJECTS } from '@kreda/shared/limits';
import { ROUTES } from '@kreda/shared/routes';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { formAlertMessage, serverFormErrors } from '../../lib/form-errors.ts';
import { useGenerateQuiz } from './api/generate-quiz.ts';

/** Questions of a practice quiz: a short round, like a test's few similar tasks. */
export const PRACTICE_QUESTION_COUNT = 5;

/** Computational tasks in mathematics and the sciences, questions about ideas elsewhere. */
export const practiceType = (przedmiot: string | null) =>
  przedmiot && (PRACTICE_SUBJECTS as readonly string[]).includes(przedmiot) ? 'PRACTICE' : 'THEORY';

export interface PracticeQuizProps {
  workspaceId: string;
  /** The material of the solved tasks (a USER_DOC of kind "Rozwiązane zadania"). */
  solvedDocId: string;
  /** The workspace's subject (computational tasks in mathematics and the sciences). */
  przedmiot: string | null;
}

/**
 * "Podobne zadania do ćwiczenia" under a solved test (the test solver's page shows it; app/routes
 * composes the two): the material of the solutions becomes the quiz's source, then a quiz of five
 * questions of both kinds is ordered and its page opens in the workspace while they are written.
 */
export function PracticeQuiz({ workspaceId, solvedDocId, przedmiot }: PracticeQuizProps) {
  const navigate = useNavigate();
  const generate = useGenerateQuiz();
  const [problem, setProblem] = useState<string | null>(null);
  const type = practiceType(przedmiot);
  const order = async () => {
    setProblem(null);
    try {
      const answer = await generate.mutateAsync({
        input: {
          workspaceId,
          questionCount: PRACTICE_QUESTION_COUNT,
          detailScale: 'NORMALNY',
          questionTypes: ['ZAMKNIETE', 'OTWARTE'],
          type,
        },
        sources: [{ type: 'USER_DOC', id: solvedDocId }],
      });
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
        {type === 'PRACTICE'
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
