import { ROUTES } from '@kreda/shared/routes';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** The in-layout 404 for a workspace that is not the user's or no longer exists. */
export function WorkspaceNotFound() {
  useDocumentTitle('Nie znaleziono przestrzeni');
  return (
    <section data-testid="error-page" data-status="404" data-variant="not-found" className="max-w-2xl py-6">
      <p className="text-sm font-semibold tracking-wide text-board-700 uppercase">Błąd 404</p>
      <h1 className="mt-2 text-3xl font-bold text-board-950 sm:text-4xl">Nie znaleziono przestrzeni.</h1>
      <p className="mt-4 text-lg">
        Ta przestrzeń nie istnieje albo została usunięta. Możliwe też, że link prowadzi do przestrzeni innej
        osoby.
      </p>
      <Link to={ROUTES.workspaces} className={buttonClass('primary', 'md', 'mt-8')}>
        Wróć do listy przestrzeni
      </Link>
    </section>
  );
}
