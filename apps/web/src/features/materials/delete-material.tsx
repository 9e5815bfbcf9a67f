import { Button } from '../../components/ui/button.tsx';
import { DANGER_BUTTON_CLASS } from '../../components/ui/button-styles.ts';
import { ConfirmDeleteDialog, useConfirmedDelete } from '../../components/ui/confirm-delete-dialog.tsx';
import { useDeleteMaterial } from './api/delete-material.ts';
import type { MaterialSummary } from './api/material-fragments.ts';

/** "Usuń" with a confirmation; `onDeleted` runs after the toast (e.g. leave the detail page). */
export function DeleteMaterial({
  material,
  onDeleted,
  compact = false,
}: {
  material: Pick<MaterialSummary, 'id' | 'workspaceId' | 'name'>;
  onDeleted?: () => void | Promise<void>;
  compact?: boolean;
}) {
  const remove = useDeleteMaterial();
  const deletion = useConfirmedDelete({
    remove: () => remove.mutateAsync(material),
    afterDeleted: async () => {
      await onDeleted?.();
      remove.forget(material);
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
