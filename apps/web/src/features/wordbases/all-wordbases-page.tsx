import { ROUTES } from '@kreda/shared/routes';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { serverFormErrors } from '../../lib/form-errors.ts';
import { toast } from '../../lib/toast.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useAllWordBases } from './api/get-all-wordbases.ts';
import { useLanguageWorkspace } from './api/get-language-workspace.ts';
import { dueLabel, WordBaseEntry } from './wordbase-entry.tsx';
import { NEW_WORD_BASE_PARAM } from './wordbase-routes.ts';

/**
 * "Nowa baza słówek": the set goes into the pupil's "Języki obce" workspace (ADR 024), never into a
 * subject's, and is made there by the workspace's own form (opened on its first way).
 */
function NewSetButton({ variant = 'primary' }: { variant?: 'primary' | 'secondary' }) {
  const navigate = useNavigate();
  const workspace = useLanguageWorkspace();
  const start = async () => {
    try {
      const { id } = await workspace.mutateAsync();
      await navigate(`${ROUTES.workspaceWordBases(id)}?${NEW_WORD_BASE_PARAM}=wpisz`);
    } catch (error) {
      toast.error(serverFormErrors(error).message);
    }
  };
  return (
    <Button
      variant={variant}
      className="self-start sm:shrink-0"
      onClick={() => void start()}
      disabled={workspace.isPending}
      aria-busy={workspace.isPending || undefined}
    >
      {workspace.isPending ? 'Otwieranie…' : 'Nowa baza słówek'}
    </Button>
  );
}

function Sets() {
  const bases = useAllWordBases();
  if (bases.isPending) return <Spinner label="Wczytywanie baz słówek…" className="py-4" />;
  if (bases.isError)
    return (
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-5 text-red-800"
      >
        <p>{bases.error.message}</p>
        <Button variant="secondary" onClick={() => void bases.refetch()} disabled={bases.isFetching}>
          Spróbuj ponownie
        </Button>
      </div>
    );
  if (bases.data.length === 0)
    return (
      <section
        aria-labelledby="all-wordbases-empty"
        className="flex flex-col gap-3 rounded-2xl border border-board-100 bg-white p-4 sm:p-6"
      >
        <h2 id="all-wordbases-empty" className="text-lg font-bold text-board-950">
          Nie masz jeszcze baz słówek
        </h2>
        <p className="text-ink-muted">
          Baza to zestaw fiszek ze słówkami. Wpisz albo wklej listę, a Kreda podpowie, kiedy powtórzyć każde
          słowo. Pojęcia z przedmiotu, np. z biologii, dodasz w przestrzeni tego przedmiotu.
        </p>
        <NewSetButton variant="secondary" />
      </section>
    );
  const due = bases.data.reduce((sum, base) => sum + base.dueCount, 0);
  return (
    <section aria-labelledby="all-wordbases-list" className="flex flex-col gap-3">
      <h2 id="all-wordbases-list" className="text-lg font-bold text-board-950">
        Twoje bazy ({bases.data.length})
      </h2>
      {due > 0 ? <p className="text-board-800">Do powtórki dziś razem: {dueLabel(due)}.</p> : null}
      <ul className="flex flex-col gap-3">
        {bases.data.map((base) => (
          <WordBaseEntry key={base.id} base={base} />
        ))}
      </ul>
    </section>
  );
}

/** /app/slowka: every word set of the pupil, from all workspaces, and "Nowa baza słówek". */
export function Component() {
  useDocumentTitle('Słówka');
  return (
    <div className="mx-auto flex w-full max-w-3xl min-w-0 flex-col gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-board-950 sm:text-3xl">Słówka</h1>
          <p className="mt-1 text-ink-muted">
            Wszystkie Twoje bazy słówek ze wszystkich przestrzeni, od najnowszej. Nowa baza trafia do
            przestrzeni „Języki obce”, nie do przestrzeni przedmiotu.
          </p>
        </div>
        <NewSetButton />
      </div>
      <Sets />
    </div>
  );
}
