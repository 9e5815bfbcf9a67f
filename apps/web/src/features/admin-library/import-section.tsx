import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { SubmitButton } from '../../components/form/submit-button.tsx';
import { Button } from '../../components/ui/button.tsx';
import { LoadFailed, Loading } from '../../components/ui/load-states.tsx';
import { serverFormErrors } from '../../lib/form-errors.ts';
import { type AdminBook, adminTextbookKey } from './api/get-admin-textbook.ts';
import { useImports } from './api/get-imports.ts';
import { useRetryImport } from './api/import-actions.ts';
import { useImportPdf } from './api/import-pdf.ts';
import { ImportProgress } from './import-progress.tsx';
import { ManualTocForm } from './manual-toc-form.tsx';
import { PdfField } from './pdf-field.tsx';

/** Sends a PDF for a textbook without a table of contents; the import starts on the server. */
function UploadForm({ bookId, initialError }: { bookId: string; initialError?: string | undefined }) {
  const upload = useImportPdf();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(initialError ?? null);
  const [progress, setProgress] = useState(0);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file) {
      setProblem('Wybierz plik PDF podręcznika.');
      return;
    }
    setProblem(null);
    upload.mutate(
      { podrecznikId: bookId, file, onProgress: ({ percent }) => setProgress(percent) },
      {
        onError: (error) =>
          setProblem(Object.values(serverFormErrors(error).fields)[0] ?? serverFormErrors(error).message),
      },
    );
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3">
      <PdfField id={`pdf-${bookId}`} onFile={setFile} error={problem} required />
      {upload.isPending ? <p role="status">Wysyłam plik… {progress}%</p> : null}
      <SubmitButton loading={upload.isPending} loadingText="Wysyłam…" className="sm:w-auto sm:self-start">
        Importuj PDF
      </SubmitButton>
    </form>
  );
}

/**
 * The textbook's import from PDF: the latest import's stages, what the admin can do when it stops
 * (type the table of contents, run it again), and the upload while the book has no contents yet.
 * A textbook with contents and no import (the demo library) shows nothing here.
 */
export function ImportSection({ book, uploadError }: { book: AdminBook; uploadError?: string | undefined }) {
  const imports = useImports(book.id);
  const retry = useRetryImport(book.id);
  const latest = imports.data?.[0];
  const empty = book.chapters.length === 0;
  const queryClient = useQueryClient();
  // Finished before the page read the book (no live event will say so): its contents are read now.
  const finishedUnseen = empty && latest?.state === 'DONE';
  useEffect(() => {
    if (finishedUnseen) void queryClient.invalidateQueries({ queryKey: adminTextbookKey(book.id) });
  }, [finishedUnseen, queryClient, book.id]);
  if (!empty && imports.data && !latest) return null;
  return (
    <section aria-labelledby="import-pdf" className="flex flex-col gap-4">
      <h2 id="import-pdf" className="text-xl font-bold text-board-950">
        Import z pliku PDF
      </h2>
      {imports.isPending ? <Loading label="Wczytuję import…" /> : null}
      {imports.isError ? (
        <LoadFailed
          title="Nie udało się wczytać importu"
          error={imports.error}
          onRetry={() => void imports.refetch()}
          retrying={imports.isFetching}
        />
      ) : null}
      {latest ? <ImportProgress item={latest} /> : null}
      {latest?.error ? (
        <FormAlert tone={latest.state === 'FAILED' ? 'error' : 'info'}>{latest.error}</FormAlert>
      ) : null}
      {latest?.note ? <FormAlert tone="info">{latest.note}</FormAlert> : null}
      {latest?.state === 'NEEDS_TOC' ? <ManualTocForm bookId={book.id} importId={latest.id} /> : null}
      {latest?.state === 'FAILED' ? (
        <div className="flex flex-col gap-2">
          <Button
            variant="secondary"
            onClick={() => retry.mutate(latest.id)}
            disabled={retry.isPending}
            className="self-start"
          >
            Ponów import
          </Button>
          {retry.isError ? <FormAlert>{serverFormErrors(retry.error).message}</FormAlert> : null}
        </div>
      ) : null}
      {empty && imports.data && (!latest || latest.state === 'FAILED') ? (
        <UploadForm bookId={book.id} initialError={uploadError} />
      ) : null}
      {latest?.state === 'DONE' && !book.podrecznik.visible ? (
        <p className="text-ink-muted">
          Sprawdź spis treści poniżej i opublikuj podręcznik przełącznikiem powyżej.
        </p>
      ) : null}
    </section>
  );
}
