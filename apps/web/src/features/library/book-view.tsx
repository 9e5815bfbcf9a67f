import { ROUTES } from '@kreda/shared/routes';
import { Link } from 'react-router';
import { textLinkClass } from '../../components/ui/link-styles.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { type BookChapter, type BookWithChapters, useBook } from './api/get-book.ts';
import { bookSummary } from './api/library-fragments.ts';
import { BookFacts } from './book-card.tsx';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { DemoBadge } from './demo-badge.tsx';
import { exercisesPath } from './exercise-links.ts';
import { exercisesCount } from './library-words.ts';
import { isNotFound, LoadFailed, Loading, NotFound } from './load-states.tsx';
import { ViewHeading } from './view-heading.tsx';

/** The catalogue's first step, the trail's start on every deeper page. */
export const CATALOGUE_STEP = { to: ROUTES.workspaceExercise, label: 'Zadania z rozwiązaniami' };

/** A missing or unpublished book of the exercise catalogue. */
export function NoBook() {
  return (
    <NotFound title="Nie znaleziono książki" back={{ to: ROUTES.workspaceExercise, label: 'Wróć do zadań' }}>
      Tej książki nie ma w katalogu zadań – mogła zostać wycofana albo link jest niepełny.
    </NotFound>
  );
}

/** One chapter: its subchapters, each opening its exercises. */
function Chapter({ bookId, chapter }: { bookId: string; chapter: BookChapter }) {
  const headingId = `rozdzial-${chapter.id}`;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-board-100 bg-white p-4 sm:p-5">
      <h2 id={headingId} className="text-lg font-bold break-words text-board-950">
        {chapter.number}. {chapter.name}
      </h2>
      <p className="mb-2 text-sm text-ink-muted">{exercisesCount(chapter.exerciseCount)}</p>
      <ul className="flex flex-col">
        {chapter.subrozdzialy.map((part) => (
          <li key={part.id} className="border-t border-board-100">
            {part.exerciseCount > 0 ? (
              <Link
                to={exercisesPath({ ksiazka: bookId, rozdzial: String(part.id) })}
                className="flex min-h-11 flex-col justify-center gap-0.5 py-2 no-underline hover:bg-board-50"
              >
                <span className="font-medium break-words text-board-800 underline underline-offset-2">
                  {part.number}. {part.name}
                </span>
                <span className="text-sm text-ink-muted">
                  {[part.page ? `s. ${part.page}` : null, exercisesCount(part.exerciseCount)]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </Link>
            ) : (
              <p className="py-2 break-words text-ink-muted">
                {part.number}. {part.name} – bez zadań
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Book({ book }: { book: BookWithChapters }) {
  const summary = bookSummary(book);
  useDocumentTitle(`Zadania – ${summary.title}`);
  return (
    <article className="flex flex-col gap-6">
      <header className="flex flex-col gap-4">
        <Breadcrumbs trail={[CATALOGUE_STEP]} current={summary.title} />
        <ViewHeading>{summary.title}</ViewHeading>
        {summary.demo ? <DemoBadge long /> : null}
        <BookFacts book={summary} isbn />
        <p>
          <Link
            to={ROUTES.textbook(summary.id)}
            className={`${textLinkClass} inline-flex min-h-10 items-center`}
          >
            Spis treści podręcznika
          </Link>
        </p>
      </header>
      {book.rozdzialy.length === 0 ? <p>Ta książka nie ma jeszcze zadań.</p> : null}
      {book.rozdzialy.map((chapter) => (
        <Chapter key={chapter.id} bookId={summary.id} chapter={chapter} />
      ))}
    </article>
  );
}

/** `?ksiazka=<id>`: a book's chapters and subchapters, each opening its exercises. */
export function BookView({ id }: { id: string }) {
  const book = useBook(id);
  if (book.isPending) return <Loading label="Wczytuję książkę…" />;
  if (book.isError && isNotFound(book.error)) return <NoBook />;
  if (book.isError)
    return (
      <LoadFailed
        heading="h1"
        title="Nie udało się wczytać książki"
        error={book.error}
        onRetry={() => void book.refetch()}
        retrying={book.isFetching}
      />
    );
  return <Book book={book.data} />;
}
