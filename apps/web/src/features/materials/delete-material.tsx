import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button.tsx';
import { DANGER_BUTTON_CLASS } from '../../components/ui/button-styles.ts';
import { ConfirmDeleteDialog } from '../../components/ui/confirm-delete-dialog.tsx';
import { apiRequest } from '../../lib/api-client.ts';
import { serverFormErrors } from '../../lib/form-errors.ts';
import { forgetMaterial, type Material } from './material-queries.ts';
import { DELETE_MATERIAL } from './materials-documents.ts';

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
        className={`${DANGER_BUTTON_CLASS} min-h-11`}
        onClick={() => setConfirming(true)}
        aria-label={compact ? `Usuń materiał „${material.name}”` : undefined}
      >
        {compact ? 'Usuń' : 'Usuń materiał'}
      </Button>
      {confirming ? (
        <ConfirmDeleteDialog
          title={`Usunąć materiał „${material.name}”?`}
          description="Plik i odczytany tekst znikną. Tego nie da się cofnąć."
          confirmLabel="Usuń materiał"
          pending={pending}
          problem={problem}
          onConfirm={() => void remove()}
          onClose={close}
        />
      ) : null}
    </>
  );
}
