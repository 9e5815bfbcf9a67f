import { ROUTES } from '@kreda/shared/routes';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { DANGER_BUTTON_CLASS } from '../../components/ui/button-styles.ts';
import { ConfirmDeleteDialog, useConfirmedDelete } from '../../components/ui/confirm-delete-dialog.tsx';
import { useDeleteWorkspace } from './api/delete-workspace.ts';
import type { Workspace } from './api/workspace-fragments.ts';

/** "Usuń przestrzeń" with a confirmation; afterwards the user is back on the list. */
export function DeleteWorkspace({ workspace }: { workspace: Workspace }) {
  const remove = useDeleteWorkspace();
  const navigate = useNavigate();
  const deletion = useConfirmedDelete({
    remove: () => remove.mutateAsync(workspace.id),
    afterDeleted: async () => {
      // Leave first: this page must not refetch the workspace it has just deleted.
      await navigate(ROUTES.workspaces, { replace: true });
      remove.forget(workspace.id);
    },
  });

  return (
    <>
      <Button variant="ghost" className={DANGER_BUTTON_CLASS} onClick={deletion.open}>
        Usuń przestrzeń
      </Button>
      {deletion.confirming ? (
        <ConfirmDeleteDialog
          title={`Usunąć przestrzeń „${workspace.name}”?`}
          description="Tego nie da się cofnąć."
          confirmLabel="Usuń przestrzeń"
          {...deletion.dialog}
        />
      ) : null}
    </>
  );
}
