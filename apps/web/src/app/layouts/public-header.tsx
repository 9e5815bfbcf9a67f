import { ROUTES } from '@kreda/shared/routes';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { Logo } from '../../components/ui/logo.tsx';
import { useCurrentUser } from '../../lib/session-cache.ts';

const accountLinkClass = 'px-2.5 whitespace-nowrap sm:min-h-11 sm:px-4 sm:text-base';

/** Header of the public pages: the logo and the two ways into an account (or back to the app). */
export function PublicHeader() {
  const user = useCurrentUser();
  if (user) {
    return (
      <header className="border-b border-board-100 bg-white/95">
        <div className="mx-auto flex min-h-16 w-full max-w-6xl items-center justify-between gap-2 px-3 sm:px-6">
          <Logo />
          <nav aria-label="Konto">
            <Link to={ROUTES.app} className={buttonClass('primary', 'sm', accountLinkClass)}>
              Przejdź do nauki
            </Link>
          </nav>
        </div>
      </header>
    );
  }
  return (
    <header className="border-b border-board-100 bg-white/95">
      <div className="mx-auto flex min-h-16 w-full max-w-6xl items-center justify-between gap-2 px-3 sm:px-6">
        <Logo />
        <nav aria-label="Konto">
          <ul className="flex items-center gap-0.5 sm:gap-3">
            <li>
              <Link to={ROUTES.signIn} className={buttonClass('ghost', 'sm', accountLinkClass)}>
                Zaloguj się
              </Link>
            </li>
            <li>
              <Link to={ROUTES.signUp} className={buttonClass('primary', 'sm', accountLinkClass)}>
                Załóż konto
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
