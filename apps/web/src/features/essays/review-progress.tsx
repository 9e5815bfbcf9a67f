import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { essayFormPath } from '../../lib/essay-links.ts';
import type { EssayReview } from './api/review-fragments.ts';
import { pendingStep } from './review-state.ts';

/** While the text is read and graded: where it is (live, newRozprawkaAiReview) and what comes next. */
export function ReviewPending({ review }: { review: Pick<EssayReview, 'state' | 'userDocId'> }) {
  const { index, steps, message } = pendingStep(review.state, review.userDocId !== null);
  return (
    <section
      aria-labelledby="review-pending"
      className="flex flex-col gap-4 rounded-2xl border border-board-100 bg-white p-4 sm:p-6"
    >
      <h2 id="review-pending" className="text-lg font-bold text-board-950">
        Kreda ocenia Twoją pracę
      </h2>
      <p role="status" className="text-board-900" data-testid="review-progress-message">
        {message}
      </p>
      <div
        role="progressbar"
        aria-label="Postęp oceny"
        aria-valuemin={1}
        aria-valuemax={steps.length}
        aria-valuenow={index + 1}
        aria-valuetext={steps[index]}
        className="h-2.5 overflow-hidden rounded-full bg-board-100"
      >
        <div
          className="h-full rounded-full bg-board-700 motion-safe:animate-pulse"
          style={{ width: `${((index + 1) / (steps.length + 1)) * 100}%` }}
        />
      </div>
      <ol className="flex flex-col gap-1 text-sm sm:flex-row sm:gap-4">
        {steps.map((label, step) => (
          <li
            key={label}
            aria-current={step === index ? 'step' : undefined}
            className={
              step === index
                ? 'font-semibold text-board-950'
                : step < index
                  ? 'text-board-800'
                  : 'text-ink-muted'
            }
          >
            {step + 1}. {label}
            {step < index ? <span className="sr-only"> (gotowe)</span> : null}
          </li>
        ))}
      </ol>
      <p className="text-sm text-ink-muted">
        Zwykle trwa to do minuty lub dwóch. Ocena pojawi się tutaj sama – możesz też wrócić do niej później z
        listy rozprawek.
      </p>
    </section>
  );
}

/** No grade: the server's Polish reason, that the use was given back, and the way to try again. */
export function ReviewFailed({ review }: { review: Pick<EssayReview, 'error' | 'temat'> }) {
  return (
    <section
      role="alert"
      aria-labelledby="review-failed"
      className="flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-red-900 sm:p-6"
    >
      <h2 id="review-failed" className="text-lg font-bold">
        Nie udało się ocenić pracy
      </h2>
      <p className="text-base font-medium break-words" data-testid="review-error">
        {review.error ?? 'Coś poszło nie tak podczas oceniania. Spróbuj ponownie za chwilę.'}
      </p>
      <p className="text-sm">
        Ta ocena nie została wliczona do Twojego limitu – możesz spróbować jeszcze raz.
      </p>
      {/* The essay list with the review form open on the same topic. */}
      <Link to={essayFormPath('ocena', review.temat)} className={buttonClass('primary')}>
        Spróbuj ponownie
      </Link>
    </section>
  );
}
