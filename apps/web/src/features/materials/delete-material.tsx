import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { Dialog, DialogBody, DialogFooter } from '../../components/ui/dialog.tsx';
import { apiRequest } from '../../lib/api-client.ts';
import { serverFormErrors } from '../../lib/form-errors.ts';
import { forgetMaterial, type Material } from './material-queries.ts';
import { DELETE_MATERIAL } from './materials-documents.ts';

const dangerClass = 'border-2 border-red-700 text-red-800 hover:bg-red-50';

/** "Usuń" with a confirmation; `onDeleted` runs after the toast (e.g. leave the detail page). */
export function DeleteMaterial({
  material,
  onDeleted,
  compact = false,
}: {
  material: Material;
  onDeleted?: () => void | Promise<void>;
  compact?: boolean;
}) {
  const queryClient = useQueryClient();
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
      const { deleteUserDoc } = await apiRequest(DELETE_MATERIAL, {
        deleteUserDocInput: { id: material.id },
      });
      toast.success(deleteUserDoc.message || 'Pomyślnie usunięto');
      await onDeleted?.();
      forgetMaterial(queryClient, material.workspaceId, material.id);
    } catch (error) {
      setProblem(serverFormErrors(error).message);
      setPending(false);
    }
  };

  return (
    <>
      <Button
        variant="ghost"
        size={compact ? 'sm' : 'md'}
        className={`${dangerClass} min-h-11`}
        onClick={() => setConfirming(true)}
        aria-label={compact ? `Usuń materiał „${material.name}”` : undefined}
      >
        {compact ? 'Usuń' : 'Usuń materiał'}
      </Button>
      {confirming ? (
        <Dialog
          variant="alert"
          role="alertdialog"
          title={`Usunąć materiał „${material.name}”?`}
          description="Plik i odczytany tekst znikną. Tego nie da się cofnąć."
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
              {pending ? 'Usuwanie…' : 'Usuń materiał'}
            </Button>
          </DialogFooter>
        </Dialog>
      ) : null}
    </>
  );
}
