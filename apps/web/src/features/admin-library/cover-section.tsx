import { type FormEvent, useState } from 'react';
import { SubmitButton } from '../../components/form/submit-button.tsx';
import { Button } from '../../components/ui/button.tsx';
import { DANGER_BUTTON_CLASS } from '../../components/ui/button-styles.ts';
import { ConfirmDeleteDialog, useConfirmedDelete } from '../../components/ui/confirm-delete-dialog.tsx';
import { serverFormErrors } from '../../lib/form-errors.ts';
import { toast } from '../../lib/toast.ts';
import { useRemoveCover, useSetCover } from './api/cover.ts';
import type { AdminTextbook } from './api/get-admin-textbooks.ts';
import { FileField } from './pdf-field.tsx';

const FIELD_ID = 'okladka-plik';

/** The textbook's cover: shown, replaced with an uploaded image, removed after a confirmation. */
export function CoverSection({ book }: { book: Pick<AdminTextbook, 'id' | 'title' | 'imageUrl'> }) {
  const upload = useSetCover();
  const remove = useRemoveCover();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const deletion = useConfirmedDelete({
    remove: async () => {
      await remove.mutateAsync(book.id);
      return 'Usunięto okładkę.';
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file) {
      setProblem('Wybierz obraz okładki.');
      return;
    }
    setProblem(null);
    upload.mutate(
      { podrecznikId: book.id, file },
      {
        onSuccess: () => {
          toast.success('Zapisano okładkę.');
          setFile(null);
          (event.target as HTMLFormElement).reset();
        },
        onError: (error) => {
          const errors = serverFormErrors(error);
          setProblem(errors.fields.file ?? errors.message);
        },
      },
    );
  };
  return (
    <section aria-labelledby="okladka" className="flex flex-col gap-4">
      <h2 id="okladka" className="text-xl font-bold text-board-950">
        Okładka
      </h2>
      {book.imageUrl ? (
        <img
          src={book.imageUrl}
          alt={`Okładka: ${book.title}`}
          width={160}
          height={227}
          className="h-auto w-40 rounded-lg border border-board-100 bg-white object-contain"
        />
      ) : (
        <p className="text-ink-muted">Brak okładki.</p>
      )}
      <form noValidate onSubmit={submit} className="flex flex-col gap-3">
        <FileField
          id={FIELD_ID}
          label={book.imageUrl ? 'Nowa okładka' : 'Obraz okładki'}
          accept="image/jpeg,image/png,image/webp"
          hint="JPEG, PNG albo WebP; zapiszemy go wyprostowany, bez metadanych, najwyżej 480 × 680 px."
          onFile={(chosen) => {
            setProblem(null);
            setFile(chosen);
          }}
          error={problem}
        />
        <div className="flex flex-wrap gap-3">
          <SubmitButton loading={upload.isPending} loadingText="Wysyłam…" className="sm:w-auto">
            Zapisz okładkę
          </SubmitButton>
          {book.imageUrl ? (
            <Button variant="ghost" className={`${DANGER_BUTTON_CLASS} min-h-11`} onClick={deletion.open}>
              Usuń okładkę
            </Button>
          ) : null}
        </div>
      </form>
      {deletion.confirming ? (
        <ConfirmDeleteDialog
          title="Usunąć okładkę?"
          description={`Podręcznik „${book.title}” będzie bez okładki, dopóki nie prześlesz nowej.`}
          confirmLabel="Usuń okładkę"
          {...deletion.dialog}
        />
      ) : null}
    </section>
  );
}
