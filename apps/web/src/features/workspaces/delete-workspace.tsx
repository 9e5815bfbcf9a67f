import { ROUTES } from '@kreda/shared/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { Dialog, DialogBody, DialogFooter } from '../../components/ui/dialog.tsx';
import { apiRequest } from '../../lib/api-client.ts';
import { serverFormErrors } from '../../lib/form-errors.ts';
import { dropFromWorkspaceLists } from '../../lib/workspace-lists.ts';
import { forgetWorkspace, type Workspace } from './workspace-queries.ts';
import { DELETE_WORKSPACE } from './workspaces-documents.ts';

const dangerClass = 'border-2 border-red-700 text-red-800 hover:bg-red-50';

/** "Usuń przestrzeń" with a confirmation; afterwards the user is back on the list. */
export function DeleteWorkspace({ workspace }: { workspace: Workspace }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const cancel = useRef<HTMLButtonElement>(null);

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
      <Button variant="ghost" className={dangerClass} onClick={() => setConfirming(true)}>
        Usuń przestrzeń
      </Button>
      {confirming ? (
        <Dialog
          variant="alert"
          role="alertdialog"
          title={`Usunąć przestrzeń „${workspace.name}”?`}
          description="Tego nie da się cofnąć."
          initialFocus={cancel}
          onClose={close}
        >
          {problem ? (
            <DialogBody>
              <FormAlert>{problem}</FormAlert>
            </DialogBody>
          ) : null}
          <DialogFooter>
            <button
              ref={cancel}
              type="button"
              className={buttonClass('secondary')}
              onClick={close}
              disabled={pending}
            >
              Anuluj
            </button>
            <Button
              variant="ghost"
              className={`${dangerClass} bg-white`}
              onClick={() => void remove()}
              disabled={pending}
              aria-busy={pending || undefined}
            >
              {pending ? 'Usuwanie…' : 'Usuń przestrzeń'}
            </Button>
          </DialogFooter>
        </Dialog>
      ) : null}
    </>
  );
}
