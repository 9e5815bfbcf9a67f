import { pluralPl } from '@kreda/shared/form-messages';
import { ROUTES } from '@kreda/shared/routes';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { useQuizCount } from './api/get-quiz-count.ts';

/**
 * The quizzes' section of a workspace's overview (app/tool-registry.tsx): how many quizzes the
 * workspace has and the way to them; without a count when it cannot be read.
 */
export function Summary({ workspaceId }: { workspaceId: string }) {
  const count = useQuizCount(workspaceId);
  const n = count.data;
  return (
    <section
      aria-labelledby="quizzes-title"
      className="flex flex-col gap-3 rounded-2xl border border-board-100 bg-white p-4 sm:flex-row sm:items-center sm:justify-between sm:p-6"
    >
      <div>
        <h2 id="quizzes-title" className="text-lg font-bold text-board-950">
          Quizy
        </h2>
        <p className="mt-1 text-sm text-ink-muted" data-testid="quizzes-count">
          {n === undefined
            ? 'Sprawdź się pytaniami z materiałów tej przestrzeni albo z lektury.'
            : n === 0
              ? 'Nie ma jeszcze quizów. Ułóż pierwszy z materiałów tej przestrzeni albo z lektury.'
              : `${n} ${pluralPl(n, 'quiz', 'quizy', 'quizów')}`}
        </p>
      </div>
      <Link
        to={ROUTES.workspaceQuizzes(workspaceId)}
        className={buttonClass('secondary', 'md', 'self-start sm:shrink-0')}
      >
        Otwórz quizy
      </Link>
    </section>
  );
}
