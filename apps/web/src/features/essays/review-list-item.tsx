import { formatRelativeDate } from '@kreda/shared/dates';
import { ROUTES } from '@kreda/shared/routes';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { DANGER_BUTTON_CLASS } from '../../components/ui/button-styles.ts';
import { ConfirmDeleteDialog, useConfirmedDelete } from '../../components/ui/confirm-delete-dialog.tsx';
import { useDeleteEssayReview } from './api/delete-essay-review.ts';
import type { EssayReviewSummary } from './api/essay-fragments.ts';
import { examShortLabel } from './essay-list.tsx';
import { reviewStateBadge } from './essay-state.ts';
import { StateBadge } from './state-badge.tsx';

/** "27/35 pkt" from the one set of criteria a review has, or null while it is graded. */
export function reviewPoints(review: EssayReviewSummary): string | null {
  const set =
    review.maturaPolski ??
    review.egzaminOsmoklasistyPolski ??
    review.maturaAngielski ??
    review.egzaminOsmoklasistyAngielski;
  return set ? `${set.zdobytePunkty}/${set.liczbaPunktow} pkt` : null;
}

function DeleteReview({ review }: { review: EssayReviewSummary }) {
  const remove = useDeleteEssayReview();
  const deletion = useConfirmedDelete({
    remove: () => remove.mutateAsync(review.id),
    afterDeleted: () => remove.forget(review.id),
  });
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className={`${DANGER_BUTTON_CLASS} min-h-11`}
        onClick={deletion.open}
        aria-label={`Usuń ocenę „${review.temat}”`}
      >
        Usuń
      </Button>
      {deletion.confirming ? (
        <ConfirmDeleteDialog
          title={`Usunąć ocenę „${review.temat}”?`}
          description="Ocena zniknie razem z uwagami. Zdjęcie pracy zostaje w materiałach, dopóki go nie usuniesz. Tego nie da się cofnąć."
          confirmLabel="Usuń ocenę"
          {...deletion.dialog}
        />
      ) : null}
    </>
  );
}

/** One graded essay in the list: its topic, exam, points and state; it opens the review. */
export function ReviewListItem({ review }: { review: EssayReviewSummary }) {
  const points = reviewPoints(review);
  return (
    <li className="flex flex-col gap-2 border-t border-board-100 pt-3 first:border-t-0 first:pt-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <Link
          to={ROUTES.essayReview(review.id)}
          className="inline-flex min-h-10 max-w-full items-center self-start font-semibold break-words text-board-900 underline-offset-2 hover:underline"
        >
          {review.temat}
        </Link>
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-muted">
          <StateBadge badge={reviewStateBadge(review.state)} />
          {points ? <span className="font-semibold text-board-950">{points}</span> : null}
          <span>
            {examShortLabel(review)} · {formatRelativeDate(review.createdAt)}
          </span>
        </div>
      </div>
      <div className="sm:shrink-0">
        <DeleteReview review={review} />
      </div>
    </li>
  );
}

/** The pupil's graded essays, newest first. */
export function ReviewList({ reviews }: { reviews: readonly EssayReviewSummary[] }) {
  if (reviews.length === 0)
    return (
      <p className="text-ink-muted">
        Nie masz jeszcze ocen. Wklej swoją rozprawkę albo zrób zdjęcie pracy pisanej odręcznie – Kreda oceni
        ją według kryteriów CKE egzaminu ósmoklasisty albo matury, z punktami za każde kryterium i
        wskazówkami, co poprawić.
      </p>
    );
  return (
    <ul className="flex flex-col gap-3">
      {reviews.map((review) => (
        <ReviewListItem key={review.id} review={review} />
      ))}
    </ul>
  );
}
