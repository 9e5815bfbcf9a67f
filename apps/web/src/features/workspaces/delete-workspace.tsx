import { ROUTES } from '@kreda/shared/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button.tsx';
import { DANGER_BUTTON_CLASS } from '../../components/ui/button-styles.ts';
import { ConfirmDeleteDialog } from '../../components/ui/confirm-delete-dialog.tsx';
import { apiRequest } from '../../lib/api-client.ts';
import { serverFormErrors } from '../../lib/form-errors.ts';
import { dropFromWorkspaceLists } from '../../lib/workspace-lists.ts';
import { forgetWorkspace, type Workspace } from './workspace-queries.ts';
import { DELETE_WORKSPACE } from './workspaces-documents.ts';

/** "Usuń przestrzeń" with a confirmation; afterwards the user is back on the list. */
export function DeleteWorkspace({ workspace }: { workspace: Workspace }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const close = () => {
    if (pending) return;
    setConfirming(false);
    setProblem(null);
  };

  const remove = async () => {
    setPending(true);
    setProblem(null);
    try {
      const { deleteWorkspace } = await apiRequest(DELETE_WORKSPACE, {
        deleteWorkspaceInput: { workspaceId: workspace.id },
      });
      toast.success(deleteWorkspace.message || 'Pomyślnie usunięto');
      dropFromWorkspaceLists(queryClient, workspace.id);
      // Leave first: this page must not refetch the workspace it has just deleted.
      await navigate(ROUTES.workspaces, { replace: true });
      void forgetWorkspace(queryClient, workspace.id);
    } catch (error) {
      setProblem(serverFormErrors(error).message);
      setPending(false);
    }
  };

  return (
    <>
      <Button variant="ghost" className={DANGER_BUTTON_CLASS} onClick={() => setConfirming(true)}>
        Usuń przestrzeń
      </Button>
      {confirming ? (
        <ConfirmDeleteDialog
          title={`Usunąć przestrzeń „${workspace.name}”?`}
          description="Tego nie da się cofnąć."
          confirmLabel="Usuń przestrzeń"
          pending={pending}
          problem={problem}
          onConfirm={() => void remove()}
          onClose={close}
        />
      ) : null}
    </>
  );
}
