import { pluralPl } from '@kreda/shared/form-messages';
import { ROUTES } from '@kreda/shared/routes';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { useNoteCount } from './api/get-note-count.ts';

/**
 * The notes' section of a workspace's overview (app/tool-registry.tsx): how many notes the
 * workspace has and the way to them; without a count when it cannot be read.
 */
export function Summary({ workspaceId }: { workspaceId: string }) {
  const count = useNoteCount(workspaceId);
  const n = count.data;
  return (
    <section
      aria-labelledby="notes-title"
      className="flex flex-col gap-3 rounded-2xl border border-board-100 bg-white p-4 sm:flex-row sm:items-center sm:justify-between sm:p-6"
    >
      <div>
        <h2 id="notes-title" className="text-lg font-bold text-board-950">
          Notatki
        </h2>
        <p className="mt-1 text-sm text-ink-muted" data-testid="notes-count">
          {n === undefined
            ? 'Twoje notatki z wzorami w tej przestrzeni.'
            : n === 0
              ? 'Nie ma jeszcze notatek.'
              : `${n} ${pluralPl(n, 'notatka', 'notatki', 'notatek')}`}
        </p>
      </div>
      <Link
        to={ROUTES.workspaceNotes(workspaceId)}
        className={buttonClass('secondary', 'md', 'self-start sm:shrink-0')}
      >
        Otwórz notatki
      </Link>
    </section>
  );
}
