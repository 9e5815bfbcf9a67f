import { ROUTES } from '@kreda/shared/routes';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { useActionSources } from '../../lib/api/get-action-sources.ts';

const SHOWN_PER_KIND = 3;

/**
 * The materials' section of a workspace's overview (app/tool-registry.tsx): its materials by kind,
 * each linking to the material or note.
 */
export function Summary({ workspaceId }: { workspaceId: string }) {
  // The materials as the chat offers them.
  const sources = useActionSources(workspaceId, 'CONVERSATION');
  const filled = (sources.data?.groups ?? []).filter((group) => group.sources.length > 0);

  return (
    <section
      aria-labelledby="kinds-title"
      className="flex flex-col gap-4 rounded-2xl border border-board-100 bg-white p-4 sm:p-6"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 id="kinds-title" className="text-lg font-bold text-board-950">
            Materiały według rodzaju
          </h2>
          <p className="mt-1 text-sm text-ink-muted">
            Notatki, sprawdziany, rozwiązane zadania i filmy, z których korzysta czat.
          </p>
        </div>
        <Link
          to={ROUTES.workspaceMaterials(workspaceId)}
          className={buttonClass('secondary', 'md', 'self-start sm:shrink-0')}
        >
          Dodaj materiały
        </Link>
      </div>
      {sources.isSuccess && filled.length === 0 ? (
        <p className="text-ink-muted">Nie ma jeszcze materiałów ani notatek w tej przestrzeni.</p>
      ) : null}
      {filled.length > 0 ? (
        <ul className="grid gap-3 sm:grid-cols-2">
          {filled.map((group) => (
            <li key={group.type} className="min-w-0 rounded-xl border border-board-100 p-3">
              <h3 className="font-semibold text-board-950">
                {group.label} <span className="font-normal text-ink-muted">({group.sources.length})</span>
              </h3>
              <ul className="mt-2 flex flex-col gap-1 text-sm">
                {group.sources.slice(0, SHOWN_PER_KIND).map((source) =>
                  source.__typename === 'UserDoc' || source.__typename === 'AiNote' ? (
                    <li key={source.id} className="min-w-0 truncate">
                      <Link
                        to={
                          source.__typename === 'AiNote'
                            ? ROUTES.workspaceNote(workspaceId, source.id)
                            : ROUTES.workspaceMaterial(workspaceId, source.id)
                        }
                        className="text-board-800 underline-offset-2 hover:underline"
                      >
                        {source.name}
                      </Link>
                    </li>
                  ) : null,
                )}
                {group.sources.length > SHOWN_PER_KIND ? (
                  <li className="text-ink-muted">i {group.sources.length - SHOWN_PER_KIND} więcej</li>
                ) : null}
              </ul>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
