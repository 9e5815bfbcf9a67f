import { ROUTES } from '@kreda/shared/routes';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Container } from '../../components/ui/container.tsx';
import { textLinkClass } from '../../components/ui/link-styles.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useTextbook } from './api/get-textbook.ts';
import { bookSummary } from './api/library-fragments.ts';
import { BookFacts } from './book-card.tsx';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { DemoBadge } from './demo-badge.tsx';
import { exercisesPath } from './exercise-links.ts';
import { isNotFound, LoadFailed, Loading, NotFound } from './load-states.tsx';
import { TableOfContents } from './table-of-contents.tsx';
import { TextbookTopics } from './textbook-topics.tsx';
import { ViewHeading } from './view-heading.tsx';

type Loaded = NonNullable<ReturnType<typeof useTextbook>['data']>;

function Textbook({ book }: { book: Loaded }) {
  const summary = bookSummary(book.podrecznik);
  useDocumentTitle(summary.title);
  return (
    <article className="flex flex-col gap-8">
      <header className="flex flex-col gap-4">
        <Breadcrumbs trail={[{ to: ROUTES.textbooks, label: 'Podręczniki' }]} current={summary.title} />
        <ViewHeading>{summary.title}</ViewHeading>
        {summary.imageUrl ? (
          <img
            src={summary.imageUrl}
            alt={`Okładka podręcznika „${summary.title}”`}
            width={160}
            height={227}
            className="h-auto w-40 rounded-lg border border-board-100 bg-white object-contain"
          />
        ) : null}
        {summary.demo ? <DemoBadge long /> : null}
        <BookFacts book={summary} isbn />
        {summary.exerciseCount > 0 ? (
          <p>
            <Link
              to={exercisesPath({ ksiazka: summary.id })}
              className={`${textLinkClass} inline-flex min-h-10 items-center`}
            >
              Zadania z rozwiązaniami z tego podręcznika
            </Link>
          </p>
        ) : null}
      </header>
      <TextbookTopics book={summary} />
      <section aria-labelledby="spis-tresci" className="flex flex-col gap-4">
        <h2 id="spis-tresci" className="text-2xl font-bold text-board-950">
          Spis treści
        </h2>
        <TableOfContents
          bookId={summary.id}
          przedmiot={summary.przedmiot}
          poziom={summary.poziom}
          chapters={book.chapters}
        />
      </section>
    </article>
  );
}

/** /podrecznikio/:id: one textbook with its table of contents (public). */
export function Component() {
  const { id = '' } = useParams();
  const textbook = useTextbook(id);
  let body: ReactNode;
  if (textbook.isPending) body = <Loading label="Wczytuję podręcznik…" />;
  else if (textbook.isError && isNotFound(textbook.error))
    body = (
      <NotFound
        title="Nie znaleziono podręcznika"
        back={{ to: ROUTES.textbooks, label: 'Wróć do podręczników' }}
      >
        Tego podręcznika nie ma w katalogu – mógł zostać wycofany albo link jest niepełny.
      </NotFound>
    );
  else if (textbook.isError)
    body = (
      <LoadFailed
        heading="h1"
        title="Nie udało się wczytać podręcznika"
        error={textbook.error}
        onRetry={() => void textbook.refetch()}
        retrying={textbook.isFetching}
      />
    );
  else body = <Textbook book={textbook.data} />;
  return <Container className="py-8 sm:py-12">{body}</Container>;
}
