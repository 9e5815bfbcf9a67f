import { ROUTES } from '@kreda/shared/routes';
import { Link } from 'react-router';
import { Container } from '../../components/ui/container.tsx';

/** Footer of the public and auth layouts: legal links and the copyright line. */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-board-100 bg-white text-sm text-ink-muted">
      <Container className="flex flex-col gap-3 py-6 sm:flex-row sm:items-center sm:justify-between">
        <nav aria-label="Informacje prawne">
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            <li>
              <Link
                to={ROUTES.terms}
                className="inline-flex min-h-10 items-center text-board-800 underline underline-offset-2 hover:decoration-2"
              >
                Regulamin
              </Link>
            </li>
            <li>
              <Link
                to={ROUTES.privacyPolicy}
                className="inline-flex min-h-10 items-center text-board-800 underline underline-offset-2 hover:decoration-2"
              >
                Polityka prywatności
              </Link>
            </li>
          </ul>
        </nav>
        <p>© {year} Kreda</p>
      </Container>
    </footer>
  );
}
