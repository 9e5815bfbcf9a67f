import { ROUTES } from '@kreda/shared/routes';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { GraphQLRequestError } from '../../lib/graphql-errors.ts';
import { REDIRECT_PARAM, signInPath } from '../../lib/redirects.ts';
import { useCurrentUser } from '../../lib/session-cache.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { type SharedItem, useSharedItem } from './api/get-shared-item.ts';
import { CopyDialog } from './copy-dialog.tsx';

const KIND_LABELS: Record<string, string> = { WORD_BASE: 'Baza słówek', QUIZ: 'Quiz' };

/** A revoked link, a deleted item, an unknown or a mistyped token: one page, in Polish. */
function Inactive({ message }: { message: string | null }) {
  const user = useCurrentUser();
  useDocumentTitle('Link nieaktywny');
  return (
    <section data-testid="shared-inactive" className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-2xl font-bold text-board-950 sm:text-3xl">Ten link nie jest już aktywny</h1>
      <p className="mt-4">
        {message && message !== 'Ten link nie jest już aktywny.'
          ? message
          : 'Właściciel przestał udostępniać tę rzecz albo ją usunął. Poproś go o nowy link.'}
      </p>
      <Link to={user ? ROUTES.app : ROUTES.home} className={buttonClass('primary', 'md', 'mt-6')}>
        {user ? 'Przejdź do aplikacji' : 'Strona główna'}
      </Link>
    </section>
  );
}

function Entries({ item }: { item: SharedItem }) {
  return (
    <ol className="flex flex-col gap-2">
      {item.entries.map((entry, index) => (
        // Entries have no ids of their own: their order is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
        <li key={index} className="rounded-xl border border-board-100 bg-white px-4 py-3">
          <p className="font-medium break-words text-board-950">{entry.text}</p>
          {entry.answer ? <p className="mt-1 break-words text-ink-muted">{entry.answer}</p> : null}
          {entry.options.length ? (
            <ul className="mt-2 list-disc pl-5 text-ink-muted">
              {entry.options.map((option) => (
                <li key={option} className="break-words">
                  {option}
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

/** Signed in: copy now. Signed out: sign in or up, and come back to this link. */
function CopyAction({ item }: { item: SharedItem }) {
  const user = useCurrentUser();
  const here = useLocation().pathname;
  const [copying, setCopying] = useState(false);
  if (!user)
    return (
      <div className="flex flex-col gap-3 rounded-2xl border border-board-100 bg-board-50 p-4">
        <p>Zaloguj się albo załóż konto, aby skopiować to do swoich materiałów i się uczyć.</p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Link to={signInPath(here)} className={buttonClass('primary', 'md')}>
            Zaloguj się
          </Link>
          <Link
            to={`${ROUTES.signUp}?${new URLSearchParams({ [REDIRECT_PARAM]: here })}`}
            className={buttonClass('secondary', 'md')}
          >
            Załóż konto
          </Link>
        </div>
      </div>
    );
  return (
    <>
      <Button className="self-start" aria-haspopup="dialog" onClick={() => setCopying(true)}>
        Skopiuj do moich materiałów
      </Button>
      {copying ? <CopyDialog item={item} onClose={() => setCopying(false)} /> : null}
    </>
  );
}

function Shared({ item }: { item: SharedItem }) {
  useDocumentTitle(item.title);
  return (
    <article className="mx-auto flex w-full max-w-3xl min-w-0 flex-col gap-5 px-4 py-8">
      <header className="flex flex-col gap-2">
        <p className="text-sm font-semibold text-board-800">
          {KIND_LABELS[item.kind] ?? 'Udostępnione'} od kolegi z klasy
        </p>
        <h1 className="text-2xl font-bold break-words text-board-950 sm:text-3xl">{item.title}</h1>
        <p className="text-ink-muted">{item.summary}</p>
        {item.description ? <p className="break-words">{item.description}</p> : null}
      </header>
      <CopyAction item={item} />
      <Entries item={item} />
    </article>
  );
}

/** /udostepnione/{token}: what a classmate shared, for anyone with the link (public). */
export function Component() {
  const { token = '' } = useParams();
  const item = useSharedItem(token);
  if (item.isPending) return <Spinner label="Wczytywanie…" className="px-4 py-10" />;
  if (item.isError) {
    const error = item.error;
    if (
      error instanceof GraphQLRequestError &&
      (error.code === 'NOT_FOUND' || error.code === 'BAD_USER_INPUT')
    )
      return <Inactive message={error.message} />;
    return (
      <div role="alert" className="mx-auto flex max-w-2xl flex-col items-start gap-3 px-4 py-10">
        <h1 className="text-xl font-bold">Nie udało się wczytać</h1>
        <p>{error.message}</p>
        <Button variant="secondary" onClick={() => void item.refetch()} disabled={item.isFetching}>
          Spróbuj ponownie
        </Button>
      </div>
    );
  }
  return <Shared item={item.data} />;
}
