import { Button } from '../../components/ui/button.tsx';
import { DANGER_BUTTON_CLASS } from '../../components/ui/button-styles.ts';
import { ConfirmDeleteDialog, useConfirmedDelete } from '../../components/ui/confirm-delete-dialog.tsx';
import { useDeleteQuiz } from './api/delete-quiz.ts';
import type { QuizSummary } from './api/quiz-fragments.ts';

/** "Usuń" with a confirmation; the quiz goes with its attempts. */
export function DeleteQuiz({ quiz }: { quiz: Pick<QuizSummary, 'id' | 'workspaceId' | 'name'> }) {
  const remove = useDeleteQuiz();
  const deletion = useConfirmedDelete({
    remove: () => remove.mutateAsync(quiz),
    afterDeleted: () => remove.forget(quiz),
  });

  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className={`${DANGER_BUTTON_CLASS} min-h-11`}
        onClick={deletion.open}
        aria-label={`Usuń quiz „${quiz.name}”`}
      >
        Usuń
      </Button>
      {deletion.confirming ? (
        <ConfirmDeleteDialog
          title={`Usunąć quiz „${quiz.name}”?`}
          description="Quiz zniknie razem z wynikami wszystkich podejść. Tego nie da się cofnąć."
          confirmLabel="Usuń quiz"
          {...deletion.dialog}
        />
      ) : null}
    </>
  );
}
