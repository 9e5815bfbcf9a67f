import { ROUTES } from '@kreda/shared/routes';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { Logo } from '../../components/ui/logo.tsx';

/** Header of the public pages: the logo and the two ways into an account. */
export function PublicHeader() {
  return (
    <header className="border-b border-board-100 bg-white/95">
      <div className="mx-auto flex min-h-16 w-full max-w-6xl items-center justify-between gap-2 px-3 sm:px-6">
        <Logo />
        <nav aria-label="Konto">
          <ul className="flex items-center gap-0.5 sm:gap-3">
            <li>
              <Link
                to={ROUTES.signIn}
                className={buttonClass(
                  'ghost',
                  'sm',
                  'px-2.5 whitespace-nowrap sm:min-h-11 sm:px-4 sm:text-base',
                )}
              >
                Zaloguj się
              </Link>
            </li>
            <li>
              <Link
                to={ROUTES.signUp}
                className={buttonClass(
                  'primary',
                  'sm',
                  'px-2.5 whitespace-nowrap sm:min-h-11 sm:px-4 sm:text-base',
                )}
              >
                Załóż konto
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
