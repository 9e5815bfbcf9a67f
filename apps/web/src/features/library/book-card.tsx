import { LEVEL_LABELS, SUBJECT_LABELS } from '@kreda/shared/labels';
import { Link } from 'react-router';
import type { BookSummary } from './api/library-fragments.ts';
import { DemoBadge } from './demo-badge.tsx';
import { exercisesCount } from './library-words.ts';

/** Subject, class, authors, publisher and exercises of a book, as a description list. */
export function BookFacts({ book, isbn = false }: { book: BookSummary; isbn?: boolean }) {
  const facts: [string, string][] = [
    ['Przedmiot', SUBJECT_LABELS[book.przedmiot]],
    ['Klasa', LEVEL_LABELS[book.poziom]],
    ...(book.authors.length
      ? [[book.authors.length > 1 ? 'Autorzy' : 'Autor', book.authors.join(', ')]]
      : []),
    ...(book.wydawnictwo ? [['Wydawnictwo', book.wydawnictwo]] : []),
    ...(isbn && book.isbn ? [['ISBN', book.isbn]] : []),
    ['Zadania z rozwiązaniami', exercisesCount(book.exerciseCount)],
  ] as [string, string][];
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      {facts.map(([term, value]) => (
        <div key={term} className="min-w-0">
          <dt className="text-ink-muted">{term}</dt>
          <dd className="font-medium break-words text-board-950">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One book of a list: its title opens it (the whole card is the link's tap area). */
function BookCard({ book, to }: { book: BookSummary; to: string }) {
  return (
    <li className="relative flex min-w-0 gap-4 rounded-2xl border border-board-100 bg-white p-4 focus-within:ring-2 focus-within:ring-board-700 hover:border-board-300 sm:p-5">
      {book.imageUrl ? (
        // Decorative beside the title that names the book; lazy below the fold.
        <img
          src={book.imageUrl}
          alt=""
          width={72}
          height={102}
          loading="lazy"
          decoding="async"
          className="h-[102px] w-[72px] shrink-0 rounded-md border border-board-100 object-cover"
        />
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <h3 className="text-lg font-bold break-words text-board-950">
          <Link
            to={to}
            className="text-board-900 underline underline-offset-2 outline-none after:absolute after:inset-0 after:rounded-2xl hover:decoration-2"
          >
            {book.title}
          </Link>
        </h3>
        {book.demo ? <DemoBadge /> : null}
        <BookFacts book={book} />
      </div>
    </li>
  );
}

/** Books as cards, each opening at `linkTo(book)`. */
export function BookList({
  books,
  linkTo,
  label,
}: {
  books: readonly BookSummary[];
  linkTo: (book: BookSummary) => string;
  label: string;
}) {
  return (
    <ul aria-label={label} className="grid gap-4 lg:grid-cols-2">
      {books.map((book) => (
        <BookCard key={book.id} book={book} to={linkTo(book)} />
      ))}
    </ul>
  );
}
