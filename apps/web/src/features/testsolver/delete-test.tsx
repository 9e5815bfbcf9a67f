import { Button } from '../../components/ui/button.tsx';
import { DANGER_BUTTON_CLASS } from '../../components/ui/button-styles.ts';
import { ConfirmDeleteDialog, useConfirmedDelete } from '../../components/ui/confirm-delete-dialog.tsx';
import { useDeleteTestSolver } from './api/delete-test-solver.ts';

interface DeleteTestProps {
  test: { id: string; title: string };
  /** After the toast, before the test leaves the cache (e.g. back to the list from its page). */
  afterDeleted?: () => void | Promise<void>;
}

/** "Usuń" with a confirmation; the test goes with its tasks and its materials. */
export function DeleteTest({ test, afterDeleted }: DeleteTestProps) {
  const remove = useDeleteTestSolver();
  const deletion = useConfirmedDelete({
    remove: () => remove.mutateAsync(test.id),
    afterDeleted: async () => {
      await afterDeleted?.();
      remove.forget(test.id);
    },
  });
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className={`${DANGER_BUTTON_CLASS} min-h-11`}
        onClick={deletion.open}
        aria-label={`Usuń sprawdzian „${test.title}”`}
      >
        Usuń
      </Button>
      {deletion.confirming ? (
        <ConfirmDeleteDialog
          title={`Usunąć sprawdzian „${test.title}”?`}
          description="Sprawdzian zniknie razem z zadaniami i ich rozwiązaniami. Z materiałów znikną też jego strony (zdjęcia albo PDF) i materiał z rozwiązanymi zadaniami. Tego nie da się cofnąć."
          confirmLabel="Usuń sprawdzian"
          {...deletion.dialog}
        />
      ) : null}
    </>
  );
}
