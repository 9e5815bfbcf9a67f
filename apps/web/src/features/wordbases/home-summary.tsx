import { pluralPl } from '@kreda/shared/form-messages';
import { ROUTES } from '@kreda/shared/routes';
import type { QueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { FlashcardsIcon } from '../../components/ui/icons.tsx';
import { textLinkClass } from '../../components/ui/link-styles.ts';
import { dueWordsQuery, useDueWords, useDueWorkspaceNames } from './api/get-due-words.ts';

const words = (n: number) => `${n} ${pluralPl(n, 'słówko', 'słówka', 'słówek')}`;

/** The count is read with the app home's lists, so the page paints once, with it. */
export async function prefetch(queryClient: QueryClient): Promise<void> {
  await queryClient.prefetchQuery(dueWordsQuery());
}

/**
 * The word bases' summary on the app home (app/tool-registry.tsx): "Do powtórki dziś: N słówek"
 * over all workspaces, each workspace linking to its word bases; hidden at 0.
 */
export function Summary() {
  const due = useDueWords();
  const total = due.data?.total ?? 0;
  const names = useDueWorkspaceNames(total > 0);
  if (total === 0 || !due.data) return null;
  const places = due.data.byWorkspace.filter((entry) => entry.count > 0);
  const only = places.length === 1 ? places[0] : undefined;

  return (
    <section
      aria-labelledby="due-title"
      className="flex gap-3 rounded-2xl border border-board-200 bg-board-50 p-4 sm:p-5"
    >
      <FlashcardsIcon className="size-6 shrink-0 text-board-700" />
      <div className="min-w-0">
        <h2 id="due-title" className="text-lg font-bold text-board-950">
          {only ? (
            <Link to={ROUTES.workspaceWordBases(only.workspaceId)} className={textLinkClass}>
              Do powtórki dziś: {words(total)}
            </Link>
          ) : (
            `Do powtórki dziś: ${words(total)}`
          )}
        </h2>
        {only ? null : (
          <ul className="mt-2 flex flex-col gap-1">
            {places.map((place) => (
              <li key={place.workspaceId}>
                <Link
                  to={ROUTES.workspaceWordBases(place.workspaceId)}
                  className={`${textLinkClass} inline-flex min-h-10 items-center`}
                >
                  {names.data?.get(place.workspaceId) ?? 'Przestrzeń'}: {words(place.count)}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
