import { ConfirmDialog, useConfirmedAction } from './confirm-dialog.tsx';

interface ConfirmDeleteDialogProps {
  title: string;
  description: string;
  /** Label of the confirming button, e.g. "Usuń przestrzeń". */
  confirmLabel: string;
  pending: boolean;
  /** The server's reason when the deletion failed. */
  problem: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * The state of a deletion behind ConfirmDeleteDialog: open, confirm (the server's message as the
 * toast, then `afterDeleted`), or the reason it failed in the dialog; the dialog cannot be
 * closed while the deletion runs. Spread `dialog` into ConfirmDeleteDialog.
 */
export function useConfirmedDelete(options: {
  /** Deletes on the server; resolves with its message for the toast. */
  remove: () => Promise<string | null | undefined>;
  /** After the toast: leave the page, forget cached entries. */
  afterDeleted?: () => void | Promise<void>;
  /** The Polish reason shown for a failure (default: the server's message). */
  describeError?: (error: unknown) => string;
}) {
  const { confirming, open, dialog } = useConfirmedAction({
    run: options.remove,
    successMessage: 'Pomyślnie usunięto',
    ...(options.afterDeleted ? { afterDone: options.afterDeleted } : {}),
    ...(options.describeError ? { describeError: options.describeError } : {}),
  });
  return { confirming, open, dialog };
}

/** The "are you sure?" alert dialog every deletion uses; focus starts on "Anuluj". */
export function ConfirmDeleteDialog(props: ConfirmDeleteDialogProps) {
  return <ConfirmDialog {...props} pendingLabel="Usuwanie…" tone="danger" />;
}
