import { ROUTES } from '@kreda/shared/routes';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { Container } from '../../components/ui/container.tsx';
import { Logo } from '../../components/ui/logo.tsx';

/** Header of the public pages: the logo and the two ways into an account. */
export function PublicHeader() {
  return (
    <header className="border-b border-board-100 bg-white/95">
      <Container className="flex min-h-16 items-center justify-between gap-2">
        <Logo />
        <nav aria-label="Konto">
          <ul className="flex items-center gap-1 sm:gap-3">
            <li>
              <Link to={ROUTES.signIn} className={buttonClass('ghost', 'sm', 'sm:min-h-11 sm:text-base')}>
                Zaloguj się
              </Link>
            </li>
            <li>
              <Link to={ROUTES.signUp} className={buttonClass('primary', 'sm', 'sm:min-h-11 sm:text-base')}>
                Załóż konto
              </Link>
            </li>
          </ul>
        </nav>
      </Container>
    </header>
  );
}
