import { ROUTES } from '@kreda/shared/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { DANGER_BUTTON_CLASS } from '../../components/ui/button-styles.ts';
import { ConfirmDeleteDialog, useConfirmedDelete } from '../../components/ui/confirm-delete-dialog.tsx';
import { apiRequest } from '../../lib/api-client.ts';
import { dropFromWorkspaceLists } from '../../lib/workspace-lists.ts';
import { forgetWorkspace, type Workspace } from './workspace-queries.ts';
import { DELETE_WORKSPACE } from './workspaces-documents.ts';

/** "Usuń przestrzeń" with a confirmation; afterwards the user is back on the list. */
export function DeleteWorkspace({ workspace }: { workspace: Workspace }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const deletion = useConfirmedDelete({
    remove: async () =>
      (await apiRequest(DELETE_WORKSPACE, { deleteWorkspaceInput: { workspaceId: workspace.id } }))
        .deleteWorkspace.message,
    afterDeleted: async () => {
      dropFromWorkspaceLists(queryClient, workspace.id);
      // Leave first: this page must not refetch the workspace it has just deleted.
      await navigate(ROUTES.workspaces, { replace: true });
      void forgetWorkspace(queryClient, workspace.id);
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
