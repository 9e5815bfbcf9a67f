import { useEffect, useRef, useState } from 'react';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { LoadFailed, Loading } from '../../components/ui/load-states.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { useWordPage, WORDS_PER_PAGE } from './api/get-word-page.ts';
import type { WordBase } from './api/wordbase-fragments.ts';
import { useWordEdits } from './use-word-edits.ts';
import { WordForm } from './word-form.tsx';
import { WordRow } from './word-row.tsx';
import { itemsLabel } from './wordbase-labels.ts';

/** Typing settles for this long before the search goes to the server. */
export const WORD_SEARCH_DELAY_MS = 300;

/** The search box: what is typed is searched once typing settles (Enter searches at once). */
function WordSearch({ kind, onSearch }: { kind: WordBase['type']; onSearch: (value: string) => void }) {
  const [typed, setTyped] = useState('');
  const latest = useRef(onSearch);
  latest.current = onSearch;
  useEffect(() => {
    const timer = setTimeout(() => latest.current(typed.trim()), WORD_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  return (
    // A search landmark that every browser knows (iOS 16's Safari has no <search> element).
    // biome-ignore lint/a11y/useSemanticElements: see above
    <form
      role="search"
      aria-label={kind === 'Other' ? 'Szukaj pojęcia w bazie' : 'Szukaj słowa w bazie'}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(typed.trim());
      }}
    >
      <TextField
        id="word-search"
        label="Szukaj w bazie"
        hint={kind === 'Other' ? 'Pojęcie albo fragment definicji.' : 'Słowo albo tłumaczenie.'}
        type="search"
        maxLength={100}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
    </form>
  );
}

/** "Słowa 51–100 z 5000." or what the search found, for the list's status line. */
function listStatus(kind: WordBase['type'], search: string, page: number, total: number): string {
  if (search && total === 0) return 'Nic nie znaleziono.';
  if (total === 0) return '';
  const first = (page - 1) * WORDS_PER_PAGE + 1;
  const last = Math.min(total, page * WORDS_PER_PAGE);
  const found = search ? `Znaleziono ${itemsLabel(kind, total)}` : itemsLabel(kind, total);
  return total <= WORDS_PER_PAGE ? `${found}.` : `${found}, pokazano ${first}–${last}.`;
}

/**
 * The set's words with their review state, a page at a time, searchable over the whole set on the
 * server; each can be changed or removed (with "Cofnij"), and words added.
 */
export function WordsEditor({ base }: { base: WordBase }) {
  const edits = useWordEdits(base);
  const [editing, setEditing] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const heading = useRef<HTMLHeadingElement>(null);
  const words = useWordPage(base.id, page, search);
  const total = words.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / WORDS_PER_PAGE));
  const shown = words.data?.data ?? [];
  const busy = words.isPlaceholderData;
  // The last word of the last page was removed: the page before it.
  useEffect(() => {
    if (words.data && !busy && page > pages) setPage(pages);
  }, [words.data, busy, page, pages]);
  const noun = base.type === 'Other' ? 'Pojęcia' : 'Słowa';

  return (
    <section
      aria-labelledby="words-title"
      className="flex flex-col gap-3 rounded-2xl border border-board-100 bg-white p-4 sm:p-6"
    >
      <h2
        id="words-title"
        ref={heading}
        tabIndex={-1}
        className="text-lg font-bold text-board-950 outline-none"
      >
        {noun} ({itemsLabel(base.type, base.wordCount)})
      </h2>
      {edits.notice ? <FormAlert tone="info">{edits.notice}</FormAlert> : null}
      {base.wordCount === 0 && !search ? (
        <p className="text-ink-muted">Ta baza nie ma jeszcze słów. Dodaj pierwsze poniżej.</p>
      ) : (
        <WordSearch
          kind={base.type}
          onSearch={(value) => {
            if (value === search) return;
            setSearch(value);
            setPage(1);
          }}
        />
      )}
      <p role="status" className="text-sm text-ink-muted">
        {busy ? 'Wczytywanie…' : words.data ? listStatus(base.type, search, page, total) : ''}
      </p>
      {words.isPending && !words.error ? <Loading label={`Wczytywanie: ${noun.toLowerCase()}…`} /> : null}
      {words.error ? (
        <LoadFailed
          heading="h3"
          title={`Nie udało się wczytać listy: ${noun.toLowerCase()}`}
          error={words.error}
          onRetry={() => void words.refetch()}
          retrying={words.isFetching}
        />
      ) : null}
      {shown.length > 0 ? (
        <ul className="flex flex-col" aria-busy={busy || undefined}>
          {shown.map((word) => (
            <WordRow
              key={word.id}
              word={word}
              kind={base.type}
              editing={editing === word.id}
              onEdit={() => setEditing(word.id)}
              onDone={() => setEditing(null)}
              onRemove={() =>
                void edits.remove(word).then((removed) => {
                  if (removed) heading.current?.focus();
                })
              }
              busy={edits.removing}
              edits={edits}
            />
          ))}
        </ul>
      ) : null}
      <Pager
        page={Math.min(page, pages)}
        pages={pages}
        label={`Strony listy: ${noun.toLowerCase()}`}
        onPage={setPage}
      />
      <div className="border-t border-board-100 pt-4">
        <h3 className="mb-2 font-semibold text-board-950">
          {base.type === 'Other' ? 'Dodaj pojęcie' : 'Dodaj słowo'}
        </h3>
        <WordForm
          kind={base.type}
          label={base.type === 'Other' ? 'Dodaj pojęcie' : 'Dodaj słowo'}
          submitLabel="Dodaj"
          resetAfter
          onSave={edits.add}
        />
      </div>
    </section>
  );
}
