import { type FormEvent, useState } from 'react';
import { TextField } from '../../components/form/text-field.tsx';
import { Button } from '../../components/ui/button.tsx';
import { type BookSummary, bookSummary } from './api/library-fragments.ts';
import { SEARCH_MAX, searchProblem, useBookSearch } from './api/search-books.ts';
import { BookList } from './book-card.tsx';
import { foundBooks } from './library-words.ts';
import { LoadFailed, Loading } from './load-states.tsx';

/**
 * The search by a title fragment or an ISBN: the form checks the text before anything is sent,
 * then hands it to the page (which keeps it in the address, so a search can be shared).
 */
export function SearchForm({
  id,
  query,
  onSearch,
}: {
  id: string;
  query: string;
  onSearch: (text: string) => void;
}) {
  const [text, setText] = useState(query);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = searchProblem(text);
    setProblem(found);
    if (!found) onSearch(text.trim());
  };
  return (
    // A search landmark that every browser knows (iOS 16's Safari has no <search> element).
    // biome-ignore lint/a11y/useSemanticElements: see above
    <form
      role="search"
      aria-label="Szukaj książki"
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-2"
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <TextField
          id={id}
          label="Tytuł albo numer ISBN"
          className="min-w-0 flex-1"
          value={text}
          maxLength={SEARCH_MAX}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => {
            setText(event.target.value);
            if (problem) setProblem(null);
          }}
          error={problem}
        />
        <Button type="submit" className="sm:mt-8">
          Szukaj
        </Button>
      </div>
    </form>
  );
}

/** What a search found, with a way back to the lists. */
export function SearchResults({
  query,
  linkTo,
  onClear,
}: {
  query: string;
  linkTo: (book: BookSummary) => string;
  onClear: () => void;
}) {
  const search = useBookSearch(query);
  return (
    <section aria-labelledby="wyniki" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="wyniki" className="text-xl font-bold break-words text-board-950">
          Wyniki wyszukiwania: „{query}”
        </h2>
        <Button variant="secondary" size="sm" onClick={onClear}>
          Wyczyść wyszukiwanie
        </Button>
      </div>
      {search.isPending ? <Loading label="Szukam…" /> : null}
      {search.isError ? (
        <LoadFailed
          title="Nie udało się wyszukać"
          error={search.error}
          onRetry={() => void search.refetch()}
          retrying={search.isFetching}
        />
      ) : null}
      <p role="status" className="text-ink-muted">
        {search.data ? foundBooks(search.data.length) : ''}
      </p>
      {search.data && search.data.length === 0 ? (
        <p>
          Sprawdź pisownię tytułu albo wpisz cały numer ISBN. Szukamy we wszystkich przedmiotach i klasach.
        </p>
      ) : null}
      {search.data?.length ? (
        <BookList books={search.data.map(bookSummary)} linkTo={linkTo} label="Znalezione książki" />
      ) : null}
    </section>
  );
}
