import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useSolverWorkspace } from './api/get-solver-workspace.ts';
import { ChatView } from './chat-view.tsx';

/**
 * /app/solver (and /app/1solver, /app/old_solver): the task solver, a chat outside the subject
 * workspaces. Its conversations live in the pupil's hidden general workspace.
 */
export function Component() {
  useDocumentTitle('Czat do zadań');
  const workspace = useSolverWorkspace();
  if (workspace.isPending) return <Spinner label="Wczytywanie czatu…" className="py-6" />;
  if (workspace.isError) {
    return (
      <div
        role="alert"
        className="mx-auto flex max-w-3xl flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-5 text-red-800"
      >
        <p>{workspace.error.message}</p>
        <Button variant="secondary" onClick={() => void workspace.refetch()} disabled={workspace.isFetching}>
          Spróbuj ponownie
        </Button>
      </div>
    );
  }
  return (
    <ChatView
      workspaceId={workspace.data.id}
      target={{ kind: 'solver' }}
      title="Czat do zadań"
      intro="Zrób zdjęcie zadania albo wpisz pytanie z dowolnego przedmiotu – Kreda wyjaśni rozwiązanie krok po kroku."
    />
  );
}
