import { useEffect, useRef } from 'react';
import { Markdown } from '../../components/markdown/lazy-markdown.tsx';
import type { EssayReview, ReviewCriteriaSet } from './api/review-fragments.ts';
import { PointsMeter, pointsLabel } from './review-criteria.tsx';

/** The share of points as a whole percent. */
export const percentOf = (points: number, max: number) => (max > 0 ? Math.round((points / max) * 100) : 0);

/** The review's own note (e.g. a rule taken without confirmation in the CKE documents). */
export function ReviewNotice({ notice }: { notice: string | null }) {
  if (!notice) return null;
  return (
    <div
      data-testid="review-notice"
      className="flex items-start gap-2 rounded-xl border border-sky-300 bg-sky-50 p-3 text-sm text-sky-950"
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0" fill="currentColor">
        <path d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm-.9 4h1.8v1.8H9.1V6Zm0 3.4h1.8V14H9.1V9.4Z" />
      </svg>
      <p>
        <strong>Uwaga: </strong>
        {notice}
      </p>
    </div>
  );
}

interface ReviewScoreProps {
  review: EssayReview;
  set: ReviewCriteriaSet;
  /** The grade just arrived while the pupil waited: the heading takes the focus, so it is read out. */
  focusOnShow: boolean;
}

/** „Wynik”: the total in points and percent, the bar, the criteria set's name and the summary. */
export function ReviewScore({ review, set, focusOnShow }: ReviewScoreProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnShow) heading.current?.focus();
  }, [focusOnShow]);

  return (
    <section
      aria-labelledby="review-score"
      className="flex flex-col gap-4 rounded-2xl border border-board-100 bg-white p-4 sm:p-6"
    >
      <h2
        id="review-score"
        ref={heading}
        tabIndex={-1}
        className="text-lg font-bold text-board-950 outline-none"
      >
        Wynik
      </h2>
      <p className="flex flex-wrap items-baseline gap-x-3" data-testid="review-total">
        <span className="text-3xl font-bold text-board-950 sm:text-4xl">
          {pointsLabel(set.zdobytePunkty, set.liczbaPunktow)}
        </span>
        <span className="text-xl font-semibold text-board-800">
          {percentOf(set.zdobytePunkty, set.liczbaPunktow)}%
        </span>
      </p>
      <PointsMeter labelledBy="review-score" points={set.zdobytePunkty} max={set.liczbaPunktow} />
      <p className="text-sm text-ink-muted">
        Według kryteriów: {set.nazwa}
        {review.dysleksja ? ' · z progami błędów dla uczniów z dysleksją' : ''}
      </p>
      <ReviewNotice notice={review.notice} />
      {review.review ? (
        <div className="flex flex-col gap-1">
          <h3 className="font-semibold text-board-950">Podsumowanie</h3>
          <Markdown content={review.review} />
        </div>
      ) : null}
    </section>
  );
}
