import { formatRelativeDate } from '@kreda/shared/dates';
import { LEVEL_LABELS, SUBJECT_LABELS } from '@kreda/shared/labels';
import { ROUTES } from '@kreda/shared/routes';
import { Link } from 'react-router';
import { SpacesIcon } from '../../components/ui/icons.tsx';
import type { TopicWorkspace } from './api/workspace-fragments.ts';

/** One workspace in the list; the whole card is the link (its name is the link's text). */
export function WorkspaceCard({ workspace }: { workspace: TopicWorkspace }) {
  const { temat } = workspace;
  return (
    <article className="relative flex h-full flex-col gap-3 rounded-2xl border border-board-100 bg-white p-4 shadow-sm hover:border-board-300 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-board-950 sm:p-5">
      <div className="flex items-start gap-3">
        <SpacesIcon className="mt-0.5 size-6 shrink-0 text-board-700" />
        <h2 className="min-w-0 text-lg font-bold break-words text-board-950">
          {/* The ::after stretches the link over the card, so a tap anywhere opens it. */}
          <Link
            to={ROUTES.workspace(workspace.id)}
            className="no-underline outline-none after:absolute after:inset-0 after:rounded-2xl hover:underline"
          >
            {workspace.name}
          </Link>
        </h2>
      </div>
      <dl className="flex flex-1 flex-col gap-1 text-sm">
        <div className="flex flex-wrap gap-x-1">
          <dt className="sr-only">Przedmiot i klasa</dt>
          <dd className="font-medium text-board-900">
            {SUBJECT_LABELS[temat.przedmiot]} · {LEVEL_LABELS[temat.poziom]}
          </dd>
        </div>
        <div className="flex flex-wrap gap-x-1">
          <dt className="text-ink-muted">Temat:</dt>
          <dd className="min-w-0 break-words text-ink">{temat.temat}</dd>
        </div>
        <div className="mt-auto flex flex-wrap gap-x-1 pt-1">
          <dt className="text-ink-muted">Ostatnio używana:</dt>
          <dd className="text-ink">{formatRelativeDate(workspace.updatedAt)}</dd>
        </div>
      </dl>
    </article>
  );
}
