import { type ComponentType, useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useWorkspace } from './api/get-workspace.ts';
import type { Workspace } from './api/workspace-fragments.ts';
import { DeleteWorkspace } from './delete-workspace.tsx';
import { RenameWorkspaceForm } from './rename-workspace-form.tsx';
import { isWorkspaceMissing } from './workspace-gate.tsx';
import { WorkspaceNotFound } from './workspace-not-found.tsx';
import { TopicFacts, TopicScope } from './workspace-topic.tsx';

/** A tool's part of the overview (app/tool-registry.tsx), keyed by its tool. */
type ToolPart = { tool: string; Summary: ComponentType<{ workspaceId: string }> };

interface OverviewParts {
  /** What tools have to say first (e.g. the words due today), under the title. */
  notices: readonly ToolPart[];
  /** The tools' sections (materials, notes, quizzes, tests…), in the registry's order. */
  summaries: readonly ToolPart[];
}

function Overview({ workspace, notices, summaries }: { workspace: Workspace } & OverviewParts) {
  useDocumentTitle(workspace.name);
  const [renaming, setRenaming] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const { temat } = workspace;

  // Back to the button that opened the form, once the title (and the button) are on the page again.
  useEffect(() => {
    if (renaming || !returnFocus.current) return;
    returnFocus.current = false;
    renameButton.current?.focus();
  }, [renaming]);

  const finishRenaming = () => {
    returnFocus.current = true;
    setRenaming(false);
  };

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <div className="flex flex-col gap-3">
        {renaming ? (
          <RenameWorkspaceForm workspace={workspace} onDone={finishRenaming} />
        ) : (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
            <h1 className="min-w-0 text-2xl font-bold break-words text-board-950 sm:text-3xl">
              {workspace.name}
            </h1>
            <button
              ref={renameButton}
              type="button"
              onClick={() => setRenaming(true)}
              className={buttonClass('secondary', 'sm', 'min-h-11 self-start sm:shrink-0')}
            >
              Zmień nazwę
            </button>
          </div>
        )}
        {temat ? <TopicFacts temat={temat} updatedAt={workspace.updatedAt} /> : null}
      </div>

      {notices.map(({ tool, Summary }) => (
        <Summary key={tool} workspaceId={workspace.id} />
      ))}

      {temat ? <TopicScope subtopics={temat.podTematy} /> : null}

      {summaries.map(({ tool, Summary }) => (
        <Summary key={tool} workspaceId={workspace.id} />
      ))}

      <section
        aria-labelledby="danger-title"
        className="flex flex-col gap-3 rounded-2xl border border-red-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between sm:p-6"
      >
        <div>
          <h2 id="danger-title" className="text-lg font-bold text-board-950">
            Usuwanie przestrzeni
          </h2>
          <p className="mt-1 text-sm text-ink-muted">
            Przestrzeń zniknie z listy razem ze wszystkim, co w niej jest.
          </p>
        </div>
        <DeleteWorkspace workspace={workspace} />
      </section>
    </div>
  );
}

/** /workspace/{slug}: the workspace overview (the slug is its id); the route passes the tools' parts. */
export function Component({ notices, summaries }: OverviewParts) {
  const { slug = '' } = useParams();
  const workspace = useWorkspace(slug);

  if (workspace.isPending) return <Spinner label="Wczytywanie przestrzeni…" className="py-6" />;
  if (workspace.isError) {
    if (isWorkspaceMissing(workspace.error)) return <WorkspaceNotFound />;
    return (
      <div
        role="alert"
        className="mx-auto flex max-w-3xl flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-5 text-red-800"
      >
        <h1 className="text-xl font-bold">Nie udało się wczytać przestrzeni</h1>
        <p>{workspace.error.message}</p>
        <Button variant="secondary" onClick={() => void workspace.refetch()} disabled={workspace.isFetching}>
          Spróbuj ponownie
        </Button>
      </div>
    );
  }
  return (
    <Overview key={workspace.data.id} workspace={workspace.data} notices={notices} summaries={summaries} />
  );
}
