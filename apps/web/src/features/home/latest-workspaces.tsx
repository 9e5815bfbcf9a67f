import { formatRelativeDate } from '@kreda/shared/dates';
import { LEVEL_LABELS, SUBJECT_LABELS } from '@kreda/shared/labels';
import { ROUTES } from '@kreda/shared/routes';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { SpacesIcon } from '../../components/ui/icons.tsx';
import { textLinkClass } from '../../components/ui/link-styles.ts';
import { NEW_WORKSPACE_PATH } from '../../lib/workspace-lists.ts';
import { useLatestWorkspaces } from './api/get-latest-workspaces.ts';

/** How many the home page lists (its route loader reads them before the page renders). */
export const LATEST_LIMIT = 3;

/** "Twoje przestrzenie" on the app home: the three most recently used, and the way to all of them. */
export function LatestWorkspaces() {
  const latest = useLatestWorkspaces(LATEST_LIMIT);
  const list = latest.data ?? [];

  let content: ReactNode;
  if (latest.isPending) {
    content = (
      <p role="status" className="mt-4 text-sm text-ink-muted">
        Wczytywanie przestrzeni…
      </p>
    );
  } else if (latest.isError) {
    content = (
      <div role="alert" className="mt-4 flex flex-col items-start gap-3 text-sm text-red-800">
        <p>Nie udało się wczytać przestrzeni. {latest.error.message}</p>
        <Button variant="secondary" size="sm" onClick={() => void latest.refetch()}>
          Spróbuj ponownie
        </Button>
      </div>
    );
  } else if (list.length === 0) {
    content = (
      <div className="mt-4 flex flex-col items-start gap-3">
        <p className="text-sm text-ink-muted">
          Nie masz jeszcze przestrzeni. Przestrzeń to miejsce na naukę jednego tematu z wybranego przedmiotu.
        </p>
        <Link to={NEW_WORKSPACE_PATH} className={buttonClass('primary')}>
          Utwórz pierwszą przestrzeń
        </Link>
      </div>
    );
  } else {
    content = (
      <>
        <ul className="mt-4 flex flex-col gap-2">
          {list.map((workspace) => (
            <li key={workspace.id}>
              <Link
                to={ROUTES.workspace(workspace.id)}
                className="flex min-h-12 items-start gap-3 rounded-xl border border-board-100 px-3 py-2.5 no-underline hover:bg-board-50"
              >
                <SpacesIcon className="mt-0.5 size-5 shrink-0 text-board-700" />
                <span className="min-w-0">
                  <span className="block font-semibold break-words text-board-950">{workspace.name}</span>
                  <span className="block text-sm text-ink-muted">
                    {SUBJECT_LABELS[workspace.temat.przedmiot]} · {LEVEL_LABELS[workspace.temat.poziom]} ·
                    Ostatnio używana: {formatRelativeDate(workspace.updatedAt)}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
        <Link to={ROUTES.workspaces} className={`${textLinkClass} mt-2 inline-flex min-h-11 items-center`}>
          Wszystkie przestrzenie
        </Link>
      </>
    );
  }

  return (
    <section
      aria-labelledby="workspaces-title"
      data-tour="workspaces"
      className="rounded-2xl border border-board-100 bg-white p-5"
    >
      <h2 id="workspaces-title" className="text-lg font-bold text-board-950">
        Twoje przestrzenie
      </h2>
      {content}
    </section>
  );
}
