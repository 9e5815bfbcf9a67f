import { pluralPl } from '@kreda/shared/form-messages';
import { LEVEL_LABELS, SUBJECT_LABELS } from '@kreda/shared/labels';
import { useState } from 'react';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDeleteDialog, useConfirmedDelete } from '../../components/ui/confirm-delete-dialog.tsx';
import { serverFormErrors } from '../../lib/form-errors.ts';
import { type RagDocument, useRagChange } from './api/rag.ts';

const chunks = (n: number) => `${n} ${pluralPl(n, 'fragment', 'fragmenty', 'fragmentów')}`;
const characters = (n: number) => `${n.toLocaleString('pl-PL')} ${pluralPl(n, 'znak', 'znaki', 'znaków')}`;

/** Where a chapter stands in the index, in words. */
function stateOf(doc: RagDocument): string {
  if (doc.deleted) return 'usunięty ze spisu treści';
  if (doc.chunkCount === 0) return 'brak w indeksie';
  return `${chunks(doc.chunkCount)} · ${characters(doc.characters)}`;
}

function ChapterRow({ doc }: { doc: RagDocument }) {
  const { remove } = useRagChange();
  const removal = useConfirmedDelete({
    remove: async () => {
      await remove.mutateAsync(doc.id);
      return `Usunięto z indeksu: ${doc.chapter}.`;
    },
  });
  return (
    <li className="flex flex-col gap-2 border-t border-board-100 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium break-words text-board-950">{doc.chapter}</p>
        <p className="text-sm text-ink-muted">{stateOf(doc)}</p>
      </div>
      {doc.chunkCount > 0 ? (
        <Button variant="ghost" size="sm" className="self-start sm:self-center" onClick={removal.open}>
          Usuń z indeksu<span className="sr-only"> – {doc.chapter}</span>
        </Button>
      ) : null}
      {removal.confirming ? (
        <ConfirmDeleteDialog
          title="Usunąć rozdział z indeksu?"
          description={`Narzędzia AI przestaną znajdować fragmenty rozdziału „${doc.chapter}”, dopóki nie zindeksujesz podręcznika ponownie. Tekst rozdziału zostaje w podręczniku.`}
          confirmLabel="Usuń z indeksu"
          {...removal.dialog}
        />
      ) : null}
    </li>
  );
}

function BookGroup({ docs }: { docs: readonly RagDocument[] }) {
  const first = docs[0] as RagDocument;
  const { reindex } = useRagChange();
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const run = async () => {
    setProblem(null);
    setDone(null);
    try {
      const indexed = await reindex.mutateAsync(first.podrecznikId);
      const total = indexed.reduce((sum, doc) => sum + doc.chunkCount, 0);
      setDone(`Zindeksowano ponownie: ${chunks(total)}.`);
    } catch (error) {
      setProblem(serverFormErrors(error).message);
    }
  };
  return (
    <li className="flex flex-col gap-2 rounded-2xl border border-board-100 bg-white p-4">
      <h3 className="text-lg font-semibold break-words text-board-950">{first.title}</h3>
      <p className="text-sm text-ink-muted">
        {[
          SUBJECT_LABELS[first.przedmiot],
          LEVEL_LABELS[first.poziom],
          first.visible ? 'opublikowany' : 'ukryty',
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <Button
        variant="secondary"
        size="sm"
        className="self-start"
        onClick={() => void run()}
        disabled={reindex.isPending}
        aria-busy={reindex.isPending || undefined}
      >
        {reindex.isPending ? 'Indeksuję…' : 'Indeksuj ponownie'}
        <span className="sr-only"> – {first.title}</span>
      </Button>
      <div aria-live="polite">
        {done ? <p className="text-sm text-board-800">{done}</p> : null}
        {problem ? <FormAlert>{problem}</FormAlert> : null}
      </div>
      <ol aria-label={`Rozdziały: ${first.title}`}>
        {docs.map((doc) => (
          <ChapterRow key={doc.id} doc={doc} />
        ))}
      </ol>
    </li>
  );
}

/** The documents (chapters) by book, each book with "Indeksuj ponownie". */
export function RagDocuments({ documents }: { documents: readonly RagDocument[] }) {
  if (documents.length === 0) return <p>Brak podręczników dla tych filtrów.</p>;
  const books = new Map<string, RagDocument[]>();
  for (const doc of documents) books.set(doc.podrecznikId, [...(books.get(doc.podrecznikId) ?? []), doc]);
  return (
    <ul aria-label="Podręczniki w indeksie" className="flex flex-col gap-4">
      {[...books.values()].map((docs) => (
        <BookGroup key={docs[0]?.podrecznikId} docs={docs} />
      ))}
    </ul>
  );
}
