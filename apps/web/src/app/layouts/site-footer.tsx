import { ROUTES } from '@kreda/shared/routes';
import { Link } from 'react-router';
import { Container } from '../../components/ui/container.tsx';

const footerLinkClass =
  'inline-flex min-h-10 items-center text-board-800 underline underline-offset-2 hover:decoration-2';

/** A group of footer links, labelled for the landmarks list. */
function FooterLinks({ label, links }: { label: string; links: readonly { to: string; text: string }[] }) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-x-6 gap-y-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={footerLinkClass}>
              {link.text}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Footer of the public and auth layouts: the public library, legal links and the copyright line. */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-board-100 bg-white text-sm text-ink-muted">
      <Container className="flex flex-col gap-3 py-6 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
        <div className="flex flex-col gap-2 sm:flex-row sm:gap-6">
          <FooterLinks
            label="Biblioteka"
            links={[
              { to: ROUTES.textbooks, text: 'Podręczniki' },
              { to: ROUTES.workspaceExercise, text: 'Zadania z rozwiązaniami' },
            ]}
          />
          <FooterLinks
            label="Informacje prawne"
            links={[
              { to: ROUTES.terms, text: 'Regulamin' },
              { to: ROUTES.privacyPolicy, text: 'Polityka prywatności' },
            ]}
          />
        </div>
        <p>© {year} Kreda</p>
      </Container>
    </footer>
  );
}
