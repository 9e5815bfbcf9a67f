import { formatRelativeDate } from '@kreda/shared/dates';
import { ROUTES } from '@kreda/shared/routes';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { BackIcon } from '../../components/ui/icons.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { GraphQLRequestError } from '../../lib/graphql-errors.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useNote } from './api/get-note.ts';
import type { Note } from './api/note-fragments.ts';
import { NoteEditor } from './note-editor.tsx';
import { NOTE_ORIGIN_LABELS } from './note-origin.ts';
import { NEW_NOTE_ID } from './note-routes.ts';

function NoteDetail({ note, slug }: { note: Note | null; slug: string }) {
  useDocumentTitle(note?.name ?? 'Nowa notatka');
  const navigate = useNavigate();

  return (
    <div className="mx-auto flex w-full max-w-6xl min-w-0 flex-col gap-5">
      <Link
        to={ROUTES.workspaceNotes(slug)}
        className="inline-flex min-h-11 items-center gap-1 self-start font-medium text-board-800 hover:underline"
      >
        <BackIcon className="size-5" />
        Wszystkie notatki
      </Link>
      <div className="flex min-w-0 flex-col gap-2">
        <h1 className="min-w-0 text-2xl font-bold break-words text-board-950 sm:text-3xl">
          {note?.name ?? 'Nowa notatka'}
        </h1>
        {note ? (
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-muted">
            <span
              data-testid="note-origin"
              className="inline-flex items-center rounded-full border border-board-200 bg-board-50 px-2.5 py-0.5 font-semibold text-board-900"
            >
              {NOTE_ORIGIN_LABELS[note.action]}
            </span>
            <span>Zmieniono: {formatRelativeDate(note.updatedAt)}</span>
          </p>
        ) : (
          <p className="text-ink-muted">Nadaj notatce tytuł i zapisz ją, aby dodać ją do tej przestrzeni.</p>
        )}
      </div>
      <NoteEditor
        note={note}
        workspaceId={slug}
        onCreated={async (created) => {
          await navigate(ROUTES.workspaceNote(slug, created.id), { replace: true });
        }}
        onDeleted={async () => {
          await navigate(ROUTES.workspaceNotes(slug), { replace: true });
        }}
      />
    </div>
  );
}

function NoteNotFound({ slug }: { slug: string }) {
  useDocumentTitle('Nie znaleziono notatki');
  return (
    <section data-testid="error-page" data-status="404" className="max-w-2xl py-6">
      <h1 className="text-2xl font-bold text-board-950 sm:text-3xl">Nie znaleziono notatki.</h1>
      <p className="mt-4">Ta notatka nie istnieje albo została usunięta.</p>
      <Link to={ROUTES.workspaceNotes(slug)} className={buttonClass('primary', 'md', 'mt-6')}>
        Wróć do notatek
      </Link>
    </section>
  );
}

/** /workspace/{slug}/ainote/{id}: one note in the editor; /ainote/new starts a new one. */
export function Component() {
  const { slug = '', id = '' } = useParams();
  const isNew = id === NEW_NOTE_ID;
  const note = useNote(id, { enabled: !isNew });

  if (isNew) return <NoteDetail key={NEW_NOTE_ID} note={null} slug={slug} />;
  if (note.isPending) return <Spinner label="Wczytywanie notatki…" className="py-6" />;
  if (note.isError) {
    if (note.error instanceof GraphQLRequestError && note.error.code === 'NOT_FOUND') {
      return <NoteNotFound slug={slug} />;
    }
    return (
      <div
        role="alert"
        className="mx-auto flex max-w-3xl flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-5 text-red-800"
      >
        <h1 className="text-xl font-bold">Nie udało się wczytać notatki</h1>
        <p>{note.error.message}</p>
        <Button variant="secondary" onClick={() => void note.refetch()} disabled={note.isFetching}>
          Spróbuj ponownie
        </Button>
      </div>
    );
  }
  return <NoteDetail key={note.data.id} note={note.data} slug={slug} />;
}
