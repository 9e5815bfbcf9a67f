import { ROUTES } from '@kreda/shared/routes';
import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { textLinkClass } from '../../components/ui/link-styles.ts';
import { allWordBasesQuery } from './api/get-all-wordbases.ts';
import { Summary as DueWords, prefetch as prefetchDue } from './home-summary.tsx';
import { WordBaseEntry } from './wordbase-entry.tsx';

/** How many of the newest sets the app home shows; "Wszystkie bazy" leads to the rest. */
const HOME_SETS = 3;

/** Read with the app home's lists, so the page paints once, with them. */
export async function prefetch(queryClient: QueryClient): Promise<void> {
  await Promise.all([prefetchDue(queryClient), queryClient.prefetchQuery(allWordBasesQuery(HOME_SETS))]);
}

/** The pupil's newest sets on the app home, from any workspace; hidden until there is one. */
function NewestSets() {
  // The app home's route loader has just read them: no second read when the list mounts.
  const bases = useQuery({ ...allWordBasesQuery(HOME_SETS), refetchOnMount: false });
  if (!bases.data || bases.data.length === 0) return null;
  return (
    <section aria-labelledby="home-wordbases-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="home-wordbases-title" className="text-lg font-bold text-board-950">
          Twoje bazy słówek
        </h2>
        <Link to={ROUTES.wordBases} className={`${textLinkClass} inline-flex min-h-10 items-center`}>
          Wszystkie bazy słówek
        </Link>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {bases.data.map((base) => (
          <WordBaseEntry key={base.id} base={base} />
        ))}
      </ul>
    </section>
  );
}

/** The word bases' part of the app home (app/tool-registry.tsx): the words due today, the newest sets. */
export function Summary() {
  return (
    <>
      <DueWords />
      <NewestSets />
    </>
  );
}
