import { ROUTES } from '@kreda/shared/routes';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { DANGER_BUTTON_CLASS } from '../../components/ui/button-styles.ts';
import { ConfirmDeleteDialog, useConfirmedDelete } from '../../components/ui/confirm-delete-dialog.tsx';
import { useDeleteTextbook } from './api/delete-textbook.ts';
import type { AdminTextbook } from './api/get-admin-textbooks.ts';

/**
 * The end of a textbook's admin page: its deletion, behind a confirmation. A demo book cannot be
 * deleted (the seed brings it back), so it says how to hide it instead.
 */
export function DeleteTextbook({ book }: { book: Pick<AdminTextbook, 'id' | 'title' | 'demo'> }) {
  const navigate = useNavigate();
  const remove = useDeleteTextbook();
  const deletion = useConfirmedDelete({
    remove: async () => {
      await remove.mutateAsync(book.id);
      return `Usunięto podręcznik „${book.title}”.`;
    },
    afterDeleted: () => navigate(ROUTES.adminTextbooks, { replace: true }),
  });

  return (
    <section
      aria-labelledby="usun-podrecznik"
      className="flex flex-col items-start gap-3 border-t border-board-100 pt-6"
    >
      <h2 id="usun-podrecznik" className="text-xl font-bold text-board-950">
        Usuwanie podręcznika
      </h2>
      {book.demo ? (
        <p className="text-ink-muted">
          Podręcznik demonstracyjny wraca przy każdym uruchomieniu serwera, więc nie można go usunąć. Aby
          uczniowie go nie widzieli, ukryj go przełącznikiem publikacji albo wyłącz bibliotekę demonstracyjną
          ustawieniem LIBRARY_DEMO=false.
        </p>
      ) : (
        <>
          <p className="text-ink-muted">
            Razem z podręcznikiem znikną jego rozdziały, zadania z rozwiązaniami, importy i przesłane pliki
            PDF.
          </p>
          <Button variant="ghost" className={`${DANGER_BUTTON_CLASS} min-h-11`} onClick={deletion.open}>
            Usuń podręcznik
          </Button>
        </>
      )}
      {deletion.confirming ? (
        <ConfirmDeleteDialog
          title={`Usunąć podręcznik „${book.title}”?`}
          description="Rozdziały, zadania, importy i pliki PDF tego podręcznika znikną. Tego nie da się cofnąć."
          confirmLabel="Usuń podręcznik"
          {...deletion.dialog}
        />
      ) : null}
    </section>
  );
}
