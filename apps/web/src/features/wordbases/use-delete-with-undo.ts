import { serverFormErrors } from '../../lib/form-errors.ts';
import { toast } from '../../lib/toast.ts';
import { useDeleteWordBase } from './api/delete-wordbase.ts';

/**
 * Deletes a set at once, without asking: the toast's "Cofnij" brings it back (deleteWordBase with
 * `undo: true`). Resolves with whether it was deleted.
 */
export function useDeleteWithUndo() {
  const remove = useDeleteWordBase();

  const undo = async (id: string, name: string) => {
    try {
      await remove.mutateAsync({ id, undo: true });
      toast.success(`Przywrócono bazę „${name}”.`);
    } catch (error) {
      toast.error(serverFormErrors(error).message);
    }
  };

  const run = async (base: { id: string; name: string }): Promise<boolean> => {
    try {
      await remove.mutateAsync({ id: base.id });
    } catch (error) {
      toast.error(serverFormErrors(error).message);
      return false;
    }
    toast.success(`Usunięto bazę „${base.name}”.`, {
      action: { label: 'Cofnij', onClick: () => void undo(base.id, base.name) },
    });
    return true;
  };

  return { run, pending: remove.isPending };
}
