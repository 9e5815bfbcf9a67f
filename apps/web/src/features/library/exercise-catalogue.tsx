import { ROUTES } from '@kreda/shared/routes';
import { Link } from 'react-router';
import { SelectField } from '../../components/form/select-field.tsx';
import { Button } from '../../components/ui/button.tsx';
import { textLinkClass } from '../../components/ui/link-styles.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useBooks } from './api/get-books.ts';
import { bookSummary } from './api/library-fragments.ts';
import { BookList } from './book-card.tsx';
import { SearchForm, SearchResults } from './book-search.tsx';
import { ExerciseHeadline } from './exercise-headline.tsx';
import { exercisesPath } from './exercise-links.ts';
import { ANY_SUBJECT_OPTIONS, CLASS_OPTIONS, classParam, subjectParam } from './library-options.ts';
import { foundBooks } from './library-words.ts';
import { LoadFailed, Loading } from './load-states.tsx';
import { useQueryParams } from './use-query-params.ts';
import { ViewHeading } from './view-heading.tsx';

const bookPath = (book: { id: string }) => exercisesPath({ ksiazka: book.id });

/** The books of the chosen subject and class, a page at a time ("Pokaż więcej"). */
function Books({ przedmiot, klasa }: { przedmiot: string; klasa: string }) {
  const books = useBooks({ przedmiot: subjectParam(przedmiot), klasa: classParam(klasa) });
  const shown = books.data?.pages.flatMap((page) => page.data) ?? [];
  const total = books.data?.pages.at(-1)?.total;
  return (
    <section aria-labelledby="lista-ksiazek" className="flex flex-col gap-4">
      <h2 id="lista-ksiazek" className="text-xl font-bold text-board-950">
        Książki z zadaniami
      </h2>
      <p role="status" className="text-ink-muted">
        {total === undefined ? '' : foundBooks(total)}
      </p>
      {books.isPending ? <Loading label="Wczytuję książki…" /> : null}
      {books.isError ? (
        <LoadFailed
          title="Nie udało się wczytać książek"
          error={books.error}
          onRetry={() => void books.refetch()}
          retrying={books.isFetching}
        />
      ) : null}
      {shown.length ? <BookList books={shown.map(bookSummary)} linkTo={bookPath} label="Książki" /> : null}
      {books.hasNextPage ? (
        <div className="flex flex-col items-start gap-2 sm:flex-row sm:items-center">
          <Button
            variant="secondary"
            onClick={() => void books.fetchNextPage()}
            disabled={books.isFetchingNextPage}
          >
            {books.isFetchingNextPage ? 'Wczytuję…' : 'Pokaż więcej'}
          </Button>
          <p className="text-sm text-ink-muted">
            Pokazano {shown.length} z {total}.
          </p>
        </div>
      ) : null}
    </section>
  );
}

/** /workspace/exercise without a book: the books with exercises by subject and class, and the search. */
export function ExerciseCatalogue() {
  useDocumentTitle('Zadania z rozwiązaniami');
  const { params, update } = useQueryParams();
  const przedmiot = subjectParam(params.get('przedmiot')) ?? '';
  const klasa = String(classParam(params.get('klasa')) ?? '');
  const query = params.get('szukaj') ?? '';
  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-2">
        <ViewHeading>Zadania z rozwiązaniami</ViewHeading>
        <ExerciseHeadline />
        <p className="max-w-2xl text-ink-muted">
          Wybierz książkę, rozdział i zadanie. Przy każdym zadaniu jest rozwiązanie krok po kroku, a swoją
          odpowiedź sprawdzisz od razu. Nie potrzebujesz konta.
        </p>
        <p>
          <Link to={ROUTES.textbooks} className={`${textLinkClass} inline-flex min-h-10 items-center`}>
            Podręczniki według przedmiotu i klasy
          </Link>
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id="zadania-przedmiot"
          label="Przedmiot"
          value={przedmiot}
          options={ANY_SUBJECT_OPTIONS}
          onChange={(value) => update({ przedmiot: value, szukaj: null })}
        />
        <SelectField
          id="zadania-klasa"
          label="Klasa"
          value={klasa}
          options={CLASS_OPTIONS}
          onChange={(value) => update({ klasa: value, szukaj: null })}
        />
      </div>
      <SearchForm
        key={query}
        id="zadania-szukaj"
        query={query}
        onSearch={(text) => update({ szukaj: text }, { push: true })}
      />
      {query ? (
        <SearchResults
          query={query}
          linkTo={bookPath}
          onClear={() => update({ szukaj: null }, { push: true })}
        />
      ) : (
        <Books przedmiot={przedmiot} klasa={klasa} />
      )}
    </div>
  );
}
