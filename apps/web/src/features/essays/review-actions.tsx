import { ROUTES } from '@kreda/shared/routes';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { useConvertReview } from './api/convert-review.ts';
import type { EssayReview } from './api/review-fragments.ts';
import { reviewActionProblem } from './review-errors.ts';

/**
 * „Popraw rozprawkę”: the AI writes a new version of the graded text with this review's fixes; its
 * page opens at once and shows it being written. „Otwórz poprawioną wersję” once there is one.
 */
export function ReviewActions({ review }: { review: EssayReview }) {
  const navigate = useNavigate();
  const convert = useConvertReview();
  const [problem, setProblem] = useState<string | null>(null);
  const correctedId = review.poprawionaRozprawkaId;

  const run = async () => {
    setProblem(null);
    try {
      const essay = await convert.mutateAsync(review.id);
      await navigate(ROUTES.essay(essay.id));
    } catch (error) {
      setProblem(reviewActionProblem(error));
    }
  };

  return (
    <section
      aria-labelledby="review-next"
      className="flex flex-col gap-3 rounded-2xl border border-board-100 bg-white p-4 sm:p-6"
    >
      <h2 id="review-next" className="text-lg font-bold text-board-950">
        Popraw swoją pracę
      </h2>
      <p className="text-ink">
        Kreda napisze nową wersję Twojej rozprawki na podstawie tej pracy i wskazówek z oceny.
        {correctedId ? ' Każda nowa wersja liczy się do limitu Twojego planu.' : ''}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {correctedId ? (
          <Link to={ROUTES.essay(correctedId)} className={buttonClass('primary')}>
            Otwórz poprawioną wersję
          </Link>
        ) : null}
        <Button
          variant={correctedId ? 'secondary' : 'primary'}
          onClick={() => void run()}
          disabled={convert.isPending}
          aria-busy={convert.isPending || undefined}
        >
          {convert.isPending ? 'Zamawianie poprawionej wersji…' : 'Popraw rozprawkę'}
        </Button>
      </div>
      {problem ? <FormAlert>{problem}</FormAlert> : null}
    </section>
  );
}
