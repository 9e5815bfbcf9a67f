import { ROUTES } from '@kreda/shared/routes';
import { Link } from 'react-router';
import { SelectField } from '../../components/form/select-field.tsx';
import { Container } from '../../components/ui/container.tsx';
import { textLinkClass } from '../../components/ui/link-styles.ts';
import { useCurrentUser } from '../../lib/session-cache.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useTextbooks } from './api/get-textbooks.ts';
import { bookSummary } from './api/library-fragments.ts';
import { BookList } from './book-card.tsx';
import { SearchForm, SearchResults } from './book-search.tsx';
import { ExerciseHeadline } from './exercise-headline.tsx';
import { LEVEL_OPTIONS, levelParam, SUBJECT_OPTIONS, subjectParam } from './library-options.ts';
import { foundTextbooks } from './library-words.ts';
import { LoadFailed, Loading } from './load-states.tsx';
import { useQueryParams } from './use-query-params.ts';
import { ViewHeading } from './view-heading.tsx';

const textbookPath = (book: { id: string }) => ROUTES.textbook(book.id);

/** The published textbooks of the chosen subject and class. */
function TextbookList({ przedmiot, poziom }: { przedmiot: string; poziom: string }) {
  const subject = subjectParam(przedmiot);
  const level = levelParam(poziom);
  const filter = subject && level ? { przedmiot: subject, poziom: level } : null;
  const textbooks = useTextbooks(filter);
  return (
    <section aria-labelledby="lista-podrecznikow" className="flex flex-col gap-4">
      <h2 id="lista-podrecznikow" className="text-xl font-bold text-board-950">
        Lista podręczników
      </h2>
      <p role="status" className="text-ink-muted">
        {!filter
          ? 'Wybierz przedmiot i klasę, aby zobaczyć podręczniki.'
          : textbooks.data
            ? foundTextbooks(textbooks.data.length)
            : ''}
      </p>
      {filter && textbooks.isPending ? <Loading label="Wczytuję podręczniki…" /> : null}
      {textbooks.isError ? (
        <LoadFailed
          title="Nie udało się wczytać podręczników"
          error={textbooks.error}
          onRetry={() => void textbooks.refetch()}
          retrying={textbooks.isFetching}
        />
      ) : null}
      {textbooks.data?.length ? (
        <BookList books={textbooks.data.map(bookSummary)} linkTo={textbookPath} label="Podręczniki" />
      ) : null}
    </section>
  );
}

/** /podrecznikio: the textbook catalogue by subject and class, and the search (public). */
export function Component() {
  useDocumentTitle('Podręczniki');
  const { params, update } = useQueryParams();
  // A signed-in pupil's own class is the first choice, until they pick another.
  const ownLevel = useCurrentUser()?.onboarding?.poziom ?? '';
  const przedmiot = params.get('przedmiot') ?? '';
  const poziom = params.get('poziom') ?? ownLevel;
  const query = params.get('szukaj') ?? '';
  return (
    <Container className="flex flex-col gap-8 py-8 sm:py-12">
      <div className="flex flex-col gap-2">
        <ViewHeading>Podręczniki</ViewHeading>
        <ExerciseHeadline />
        <p className="max-w-2xl text-ink-muted">
          Wybierz przedmiot i klasę, otwórz podręcznik i przejdź do zadań z jego podrozdziałów – z
          rozwiązaniem krok po kroku przy każdym. Nie potrzebujesz konta.
        </p>
        <p>
          <Link
            to={ROUTES.workspaceExercise}
            className={`${textLinkClass} inline-flex min-h-10 items-center`}
          >
            Wszystkie zadania z rozwiązaniami
          </Link>
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id="podreczniki-przedmiot"
          label="Przedmiot"
          placeholder="Wybierz przedmiot"
          value={subjectParam(przedmiot) ?? ''}
          options={SUBJECT_OPTIONS}
          onChange={(value) => update({ przedmiot: value, szukaj: null })}
        />
        <SelectField
          id="podreczniki-klasa"
          label="Klasa"
          placeholder="Wybierz klasę"
          value={levelParam(poziom) ?? ''}
          options={LEVEL_OPTIONS}
          onChange={(value) => update({ poziom: value, szukaj: null })}
        />
      </div>
      <SearchForm
        key={query}
        id="podreczniki-szukaj"
        query={query}
        onSearch={(text) => update({ szukaj: text }, { push: true })}
      />
      {query ? (
        <SearchResults
          query={query}
          linkTo={textbookPath}
          onClear={() => update({ szukaj: null }, { push: true })}
        />
      ) : (
        <TextbookList przedmiot={przedmiot} poziom={poziom} />
      )}
    </Container>
  );
}
