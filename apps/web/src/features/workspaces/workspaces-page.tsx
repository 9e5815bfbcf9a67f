import { ROUTES } from '@kreda/shared/routes';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { SpacesIcon } from '../../components/ui/icons.tsx';
import { textLinkClass } from '../../components/ui/link-styles.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { NEW_WORKSPACE_PARAM } from '../../lib/workspace-lists.ts';
import { useWorkspaces } from './api/get-workspaces.ts';
import { CreateWorkspaceDialog } from './create-workspace-dialog.tsx';
import { WorkspaceCard } from './workspace-card.tsx';

function NewWorkspaceButton({ onClick }: { onClick: () => void }) {
  return (
    <Button onClick={onClick} className="w-full sm:w-auto">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M12 5v14M5 12h14" strokeLinecap="round" />
      </svg>
      Nowa przestrzeń
    </Button>
  );
}

function ListSkeleton() {
  return (
    <div>
      <p role="status" className="sr-only">
        Wczytywanie przestrzeni…
      </p>
      <ul aria-hidden="true" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((key) => (
          <li key={key} className="flex flex-col gap-3 rounded-2xl border border-board-100 bg-white p-5">
            <span className="h-6 w-3/4 rounded bg-board-100 motion-safe:animate-pulse" />
            <span className="h-4 w-1/2 rounded bg-board-50 motion-safe:animate-pulse" />
            <span className="h-4 w-2/3 rounded bg-board-50 motion-safe:animate-pulse" />
          </li>
        ))}
      </ul>
    </div>
  );
}

function EmptyState({ onCreate }: { onCreate: () => void }) {
  return (
    <section
      aria-labelledby="empty-title"
      className="flex flex-col items-start gap-4 rounded-2xl border border-dashed border-board-200 bg-white p-5 sm:p-8"
    >
      <SpacesIcon className="size-10 text-board-700" />
      <div>
        <h2 id="empty-title" className="text-xl font-bold text-board-950">
          Nie masz jeszcze żadnej przestrzeni
        </h2>
        <p className="mt-2 max-w-prose text-ink">
          Przestrzeń to miejsce na naukę jednego tematu: wybierasz przedmiot, klasę i temat z podstawy
          programowej, a Kreda trzyma w niej wszystko, co do niego zbierzesz. Od razu zobaczysz w niej zakres
          tematu.
        </p>
        <p className="mt-2 text-sm">
          <Link to={ROUTES.workspaceAbout} className={`${textLinkClass} inline-flex min-h-10 items-center`}>
            Jak działają przestrzenie?
          </Link>
        </p>
      </div>
      <NewWorkspaceButton onClick={onCreate} />
    </section>
  );
}

/** /workspace: the user's workspaces, and the way to start a new one. */
export function Component() {
  useDocumentTitle('Twoje przestrzenie');
  const workspaces = useWorkspaces();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const creating = params.has(NEW_WORKSPACE_PARAM);

  // Opening is a history step, so Back closes the dialog (on a phone it fills the screen).
  const openDialog = () =>
    void navigate(
      { search: `?${NEW_WORKSPACE_PARAM}=1` },
      { state: { openedHere: true }, preventScrollReset: true },
    );
  const closeDialog = () => {
    if ((location.state as { openedHere?: boolean } | null)?.openedHere) {
      void navigate(-1);
      return;
    }
    // Arrived by a link with ?nowa: there is no step of ours to go back to.
    const next = new URLSearchParams(params);
    next.delete(NEW_WORKSPACE_PARAM);
    setParams(next, { replace: true, preventScrollReset: true });
  };

  const list = workspaces.data ?? [];
  const hasList = list.length > 0;

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-board-950 sm:text-3xl">Twoje przestrzenie</h1>
          <p className="mt-1 text-ink-muted">Każda przestrzeń to jeden temat z wybranego przedmiotu.</p>
        </div>
        {hasList ? <NewWorkspaceButton onClick={openDialog} /> : null}
      </div>

      {workspaces.isPending ? (
        <ListSkeleton />
      ) : workspaces.isError ? (
        <div
          role="alert"
          className="flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-5 text-red-800"
        >
          <p>
            <strong className="font-semibold">Nie udało się wczytać przestrzeni.</strong>{' '}
            {workspaces.error.message}
          </p>
          <Button
            variant="secondary"
            onClick={() => void workspaces.refetch()}
            disabled={workspaces.isFetching}
          >
            Spróbuj ponownie
          </Button>
        </div>
      ) : hasList ? (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {list.map((workspace) => (
            <li key={workspace.id}>
              <WorkspaceCard workspace={workspace} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState onCreate={openDialog} />
      )}

      {creating ? <CreateWorkspaceDialog onClose={closeDialog} /> : null}
    </div>
  );
}
