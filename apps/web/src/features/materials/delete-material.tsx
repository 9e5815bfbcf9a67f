import { useQueryClient } from '@tanstack/react-query';
import { Button } from '../../components/ui/button.tsx';
import { DANGER_BUTTON_CLASS } from '../../components/ui/button-styles.ts';
import { ConfirmDeleteDialog, useConfirmedDelete } from '../../components/ui/confirm-delete-dialog.tsx';
import { apiRequest } from '../../lib/api-client.ts';
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
  const deletion = useConfirmedDelete({
    remove: async () =>
      (await apiRequest(DELETE_MATERIAL, { deleteUserDocInput: { id: material.id } })).deleteUserDoc.message,
    afterDeleted: async () => {
      await onDeleted?.();
      forgetMaterial(queryClient, material.workspaceId, material.id);
    },
  });

  return (
    <>
      <Button
        variant="ghost"
        size={compact ? 'sm' : 'md'}
        className={`${DANGER_BUTTON_CLASS} min-h-11`}
        onClick={deletion.open}
        aria-label={compact ? `Usuń materiał „${material.name}”` : undefined}
      >
        {compact ? 'Usuń' : 'Usuń materiał'}
      </Button>
      {deletion.confirming ? (
        <ConfirmDeleteDialog
          title={`Usunąć materiał „${material.name}”?`}
          description="Plik i odczytany tekst znikną. Tego nie da się cofnąć."
          confirmLabel="Usuń materiał"
          {...deletion.dialog}
        />
      ) : null}
    </>
  );
}
