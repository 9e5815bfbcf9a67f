import { ROUTES } from '@kreda/shared/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { DANGER_BUTTON_CLASS } from '../../components/ui/button-styles.ts';
import { ConfirmDeleteDialog, useConfirmedDelete } from '../../components/ui/confirm-delete-dialog.tsx';
import { useDeleteEssayReview } from './api/delete-essay-review.ts';
import { forgetReviewPage } from './api/review-cache.ts';
import type { EssayReview } from './api/review-fragments.ts';

/** „Usuń ocenę” with a confirmation; then back to the essay list, without the review in it. */
export function DeleteReview({ review }: { review: Pick<EssayReview, 'id' | 'userDocId'> }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useDeleteEssayReview();
  const deletion = useConfirmedDelete({
    remove: () => remove.mutateAsync(review.id),
    afterDeleted: async () => {
      await navigate(ROUTES.essays);
      remove.forget(review.id);
      forgetReviewPage(queryClient, review.id);
    },
  });

  return (
    <>
      <Button variant="ghost" size="sm" className={`${DANGER_BUTTON_CLASS} min-h-11`} onClick={deletion.open}>
        Usuń ocenę
      </Button>
      {deletion.confirming ? (
        <ConfirmDeleteDialog
          title="Usunąć tę ocenę?"
          description={`Znikną punkty, uwagi i poprawki tej oceny.${
            review.userDocId ? ' Zdjęcie pracy zostanie w materiałach.' : ''
          } Tego nie da się cofnąć.`}
          confirmLabel="Usuń ocenę"
          {...deletion.dialog}
        />
      ) : null}
    </>
  );
}
