import { pluralPl } from '@kreda/shared/form-messages';
import { ROUTES } from '@kreda/shared/routes';
import { CountSummary } from '../../components/ui/count-summary.tsx';
import { useQuizCount } from './api/get-quiz-count.ts';

/** The quizzes' section of a workspace's overview (app/tool-registry.tsx). */
export function Summary({ workspaceId }: { workspaceId: string }) {
  return (
    <CountSummary
      id="quizzes"
      title="Quizy"
      count={useQuizCount(workspaceId).data}
      unknown="Sprawdź się pytaniami z materiałów tej przestrzeni albo z lektury."
      empty="Nie ma jeszcze quizów. Ułóż pierwszy z materiałów tej przestrzeni albo z lektury."
      counted={(n) => `${n} ${pluralPl(n, 'quiz', 'quizy', 'quizów')}`}
      to={ROUTES.workspaceQuizzes(workspaceId)}
      linkText="Otwórz quizy"
    />
  );
}
