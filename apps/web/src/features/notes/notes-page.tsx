import { formatRelativeDate } from '@kreda/shared/dates';
import { ROUTES } from '@kreda/shared/routes';
import { Link, useParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useNotes } from './api/get-notes.ts';
import type { NoteSummary } from './api/note-fragments.ts';
import { useLiveNotes } from './api/use-live-notes.ts';
import { DeleteNote } from './delete-note.tsx';
import { NOTE_ORIGIN_LABELS } from './note-origin.ts';
import { NEW_NOTE_ID } from './note-routes.ts';

function NoteRow({ note, slug }: { note: NoteSummary; slug: string }) {
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-board-100 bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <Link
          to={ROUTES.workspaceNote(slug, note.id)}
          className="inline-flex min-h-10 max-w-full min-w-10 items-center self-start font-semibold break-words text-board-900 underline-offset-2 hover:underline"
        >
          {note.name}
        </Link>
        <p className="text-sm text-ink-muted">
          {NOTE_ORIGIN_LABELS[note.action]} · {formatRelativeDate(note.updatedAt)}
        </p>
      </div>
      <div className="sm:shrink-0">
        <DeleteNote note={note} compact />
      </div>
    </li>
  );
}

function NoteList({ slug }: { slug: string }) {
  const notes = useNotes(slug);
  if (notes.isPending) return <Spinner label="Wczytywanie notatek…" className="py-6" />;
  if (notes.isError) {
    return (
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-5 text-red-800"
      >
        <p>{notes.error.message}</p>
        <Button variant="secondary" onClick={() => void notes.refetch()} disabled={notes.isFetching}>
          Spróbuj ponownie
        </Button>
      </div>
    );
  }
  if (notes.data.length === 0) {
    return (
      <section
        aria-labelledby="notes-empty"
        className="rounded-2xl border border-board-100 bg-white p-4 sm:p-6"
      >
        <h2 id="notes-empty" className="text-lg font-bold text-board-950">
          Nie ma jeszcze notatek
        </h2>
        <p className="mt-2 text-ink-muted">
          Zapisz tu to, czego się uczysz: definicje, przykłady i wzory. Notatki utworzone z odpowiedzi w
          czacie też pojawią się na tej liście.
        </p>
      </section>
    );
  }
  return (
    <section aria-labelledby="notes-list" className="flex flex-col gap-3">
      <h2 id="notes-list" className="text-lg font-bold text-board-950">
        Twoje notatki
      </h2>
      <ul className="flex flex-col gap-3">
        {notes.data.map((note) => (
          <NoteRow key={note.id} note={note} slug={slug} />
        ))}
      </ul>
    </section>
  );
}

/** /workspace/{slug}/ainote: the workspace's notes, newest first, live. */
export function Component() {
  const { slug = '' } = useParams();
  useDocumentTitle('Notatki');
  useLiveNotes(slug);
  return (
    <div className="mx-auto flex max-w-3xl min-w-0 flex-col gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-board-950 sm:text-3xl">Notatki</h1>
          <p className="mt-1 text-ink-muted">Twoje notatki w tej przestrzeni, z wzorami matematycznymi.</p>
        </div>
        <Link
          to={ROUTES.workspaceNote(slug, NEW_NOTE_ID)}
          className={buttonClass('primary', 'md', 'self-start sm:shrink-0')}
        >
          Nowa notatka
        </Link>
      </div>
      <NoteList slug={slug} />
    </div>
  );
}
