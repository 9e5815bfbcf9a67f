import { pluralPl } from '@kreda/shared/form-messages';
import { ROUTES } from '@kreda/shared/routes';
import { CountSummary } from '../../components/ui/count-summary.tsx';
import { useNoteCount } from './api/get-note-count.ts';

/** The notes' section of a workspace's overview (app/tool-registry.tsx). */
export function Summary({ workspaceId }: { workspaceId: string }) {
  return (
    <CountSummary
      id="notes"
      title="Notatki"
      count={useNoteCount(workspaceId).data}
      unknown="Twoje notatki z wzorami w tej przestrzeni."
      empty="Nie ma jeszcze notatek."
      counted={(n) => `${n} ${pluralPl(n, 'notatka', 'notatki', 'notatek')}`}
      to={ROUTES.workspaceNotes(workspaceId)}
      linkText="Otwórz notatki"
    />
  );
}
