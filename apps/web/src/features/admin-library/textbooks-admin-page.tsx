import { LEVEL_LABELS, SUBJECT_LABELS } from '@kreda/shared/labels';
import { ROUTES } from '@kreda/shared/routes';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { SelectField } from '../../components/form/select-field.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { Button } from '../../components/ui/button.tsx';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { textLinkClass } from '../../components/ui/link-styles.ts';
import { LoadFailed, Loading } from '../../components/ui/load-states.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import {
  exercisesCount,
  foundTextbooks,
  NEW_TEXTBOOK_PATH,
  SUBJECT_OPTIONS,
  subjectParam,
  TOPICS_PATH,
} from './admin-options.ts';
import {
  ADMIN_TEXTBOOKS_PER_PAGE,
  type AdminTextbook,
  useAdminTextbooks,
} from './api/get-admin-textbooks.ts';
import { DemoBadge, VisibilityBadge } from './status-badges.tsx';

const SUBJECT_FILTER = [{ value: '', label: 'Wszystkie przedmioty' }, ...SUBJECT_OPTIONS];

function TextbookRow({ book }: { book: AdminTextbook }) {
  return (
    <li className="flex flex-col gap-2 rounded-2xl border border-board-100 bg-white p-4">
      <Link
        to={ROUTES.adminTextbook(book.id)}
        className={`${textLinkClass} inline-flex min-h-10 items-center text-lg font-semibold break-words`}
      >
        {book.title}
      </Link>
      <p className="flex flex-wrap gap-2">
        <VisibilityBadge visible={book.visible} />
        {book.demo ? <DemoBadge /> : null}
      </p>
      <p className="text-sm text-ink-muted">
        {[
          SUBJECT_LABELS[book.przedmiot],
          LEVEL_LABELS[book.poziom],
          book.isbn ? `ISBN ${book.isbn}` : 'bez ISBN',
          exercisesCount(book.exerciseCount),
        ].join(' · ')}
      </p>
    </li>
  );
}

/** /admin/podreczniki: every textbook, hidden ones too, by subject, searched by title or ISBN. */
export function Component() {
  useDocumentTitle('Podręczniki – administracja');
  const [params, setParams] = useSearchParams();
  const subject = subjectParam(params.get('przedmiot'));
  const query = params.get('szukaj') ?? '';
  const [typed, setTyped] = useState(query);
  const requested = Math.max(1, Number.parseInt(params.get('strona') ?? '1', 10) || 1);
  const textbooks = useAdminTextbooks({ przedmiot: subject, szukaj: query.trim(), page: requested });

  const change = (changes: Record<string, string>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    change({ szukaj: typed.trim(), strona: '' });
  };

  const total = textbooks.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / ADMIN_TEXTBOOKS_PER_PAGE));
  const page = Math.min(pages, requested);
  const shown = textbooks.data?.data ?? [];

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold text-board-950">Podręczniki</h1>
        <p className="text-ink-muted">
          Wszystkie podręczniki biblioteki, także ukryte. Otwórz podręcznik, aby poprawić jego dane i spis
          treści albo go opublikować.
        </p>
        <p>
          <Link to={NEW_TEXTBOOK_PATH} className={buttonClass('primary', 'md')}>
            Dodaj podręcznik
          </Link>
        </p>
        <p>
          <Link to={TOPICS_PATH} className={`${textLinkClass} inline-flex min-h-10 items-center`}>
            Tematy podstawy programowej i ich podręczniki
          </Link>
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id="admin-podreczniki-przedmiot"
          label="Przedmiot"
          value={subject ?? ''}
          options={SUBJECT_FILTER}
          onChange={(value) => change({ przedmiot: value, strona: '' })}
        />
        {/* A search landmark that every browser knows (iOS 16's Safari has no <search> element). */}
        {/* biome-ignore lint/a11y/useSemanticElements: see above */}
        <form
          role="search"
          aria-label="Szukaj podręcznika"
          onSubmit={search}
          className="flex items-end gap-2"
        >
          <TextField
            id="admin-podreczniki-szukaj"
            label="Tytuł albo ISBN"
            type="search"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            className="min-w-0 flex-1"
          />
          <Button type="submit" className="min-h-12">
            Szukaj
          </Button>
        </form>
      </div>
      <section aria-labelledby="admin-lista-podrecznikow" className="flex flex-col gap-4">
        <h2 id="admin-lista-podrecznikow" className="text-xl font-bold text-board-950">
          Lista podręczników
        </h2>
        <p role="status" className="text-ink-muted">
          {textbooks.isPlaceholderData
            ? 'Wczytuję podręczniki…'
            : textbooks.data
              ? foundTextbooks(total)
              : ''}
        </p>
        {!textbooks.data && !textbooks.error ? <Loading label="Wczytuję podręczniki…" /> : null}
        {textbooks.error ? (
          <LoadFailed
            title="Nie udało się wczytać podręczników"
            error={textbooks.error}
            onRetry={() => void textbooks.refetch()}
            retrying={textbooks.isFetching}
          />
        ) : null}
        {shown.length ? (
          <ul
            aria-label="Podręczniki"
            aria-busy={textbooks.isPlaceholderData}
            className="flex flex-col gap-3"
          >
            {shown.map((book) => (
              <TextbookRow key={book.id} book={book} />
            ))}
          </ul>
        ) : null}
        <Pager
          page={page}
          pages={pages}
          label="Strony listy podręczników"
          onPage={(next) => change({ strona: next > 1 ? String(next) : '' })}
        />
      </section>
    </div>
  );
}
