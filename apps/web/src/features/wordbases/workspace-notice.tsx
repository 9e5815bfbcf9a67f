import { pluralPl } from '@kreda/shared/form-messages';
import { ROUTES } from '@kreda/shared/routes';
import { Link } from 'react-router';
import { FlashcardsIcon } from '../../components/ui/icons.tsx';
import { useWorkspaceDueWords } from './api/get-due-words.ts';

/**
 * The word bases' notice on a workspace's overview (app/tool-registry.tsx): "Do powtórki dziś:
 * N słówek" of this workspace, leading to its word bases; nothing when none are due.
 */
export function Summary({ workspaceId }: { workspaceId: string }) {
  const due = useWorkspaceDueWords(workspaceId);
  const count = due.data ?? 0;
  if (count === 0) return null;
  return (
    <Link
      to={ROUTES.workspaceWordBases(workspaceId)}
      className="flex min-h-12 items-center gap-3 rounded-2xl border border-board-200 bg-board-50 px-4 py-3 font-semibold text-board-950 no-underline hover:bg-board-100"
    >
      <FlashcardsIcon className="size-6 shrink-0 text-board-700" />
      <span>
        Do powtórki dziś: {count} {pluralPl(count, 'słówko', 'słówka', 'słówek')}
      </span>
    </Link>
  );
}
