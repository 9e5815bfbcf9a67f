import { ROUTES } from '@kreda/shared/routes';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button-styles.ts';
import type { QuizSummary } from './api/quiz-fragments.ts';
import { questionsLabel } from './quiz-labels.ts';

const STEPS = ['W kolejce', 'AI pisze pytania', 'Quiz gotowy'] as const;

/** While the questions are written: where generation is (live, newQuizWorkspace) and what comes next. */
export function QuizGenerating({ quiz }: { quiz: QuizSummary }) {
  const step = quiz.state === 'CREATED' ? 0 : 1;
  return (
    <section
      aria-labelledby="quiz-generating"
      className="flex flex-col gap-4 rounded-2xl border border-board-100 bg-white p-4 sm:p-6"
    >
      <h2 id="quiz-generating" className="text-lg font-bold text-board-950">
        Kreda układa pytania
      </h2>
      <p role="status" className="text-board-900">
        {step === 0
          ? `Quiz czeka w kolejce (${questionsLabel(quiz.requestedCount)}).`
          : `AI pisze ${questionsLabel(quiz.requestedCount)} na podstawie źródła.`}
      </p>
      <div
        role="progressbar"
        aria-label="Tworzenie quizu"
        aria-valuemin={1}
        aria-valuemax={STEPS.length}
        aria-valuenow={step + 1}
        aria-valuetext={STEPS[step]}
        className="h-2.5 overflow-hidden rounded-full bg-board-100"
      >
        <div
          className="h-full rounded-full bg-board-700 motion-safe:animate-pulse"
          style={{ width: `${((step + 1) / STEPS.length) * 100}%` }}
        />
      </div>
      <ol className="flex flex-col gap-1 text-sm sm:flex-row sm:gap-4">
        {STEPS.map((label, index) => (
          <li
            key={label}
            aria-current={index === step ? 'step' : undefined}
            className={
              index === step
                ? 'font-semibold text-board-950'
                : index < step
                  ? 'text-board-800'
                  : 'text-ink-muted'
            }
          >
            {index + 1}. {label}
          </li>
        ))}
      </ol>
      <p className="text-sm text-ink-muted">
        Zwykle trwa to krótko. Quiz otworzy się tutaj sam, gdy będzie gotowy – możesz też wrócić do niego
        później z listy quizów.
      </p>
    </section>
  );
}

/** Generation failed: the server's Polish reason, and the way back to order another quiz. */
export function QuizFailed({ quiz, slug }: { quiz: QuizSummary; slug: string }) {
  return (
    <section
      role="alert"
      aria-labelledby="quiz-failed"
      className="flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-red-900 sm:p-6"
    >
      <h2 id="quiz-failed" className="text-lg font-bold">
        Nie udało się utworzyć quizu
      </h2>
      <p>{quiz.error ?? 'Spróbuj ponownie za chwilę.'}</p>
      <p className="text-sm">To zamówienie nie zostało wliczone do Twojego limitu.</p>
      <Link to={ROUTES.workspaceQuizzes(slug)} className={buttonClass('secondary')}>
        Wróć do quizów
      </Link>
    </section>
  );
}
