import { ROUTES } from '@kreda/shared/routes';
import { Link } from 'react-router';
import { textLinkClass } from '../../components/ui/link-styles.ts';

function NewTabLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} target="_blank" rel="noopener" className={textLinkClass}>
      {children}
      <span className="sr-only"> (otwiera się w nowej karcie)</span>
    </Link>
  );
}

/**
 * What a new account accepts, shown wherever an account can be made: the e-mail sign-up form and
 * the SMS sign-in (which makes the account on first use). Links open in a new tab, so the form
 * keeps what was typed.
 */
export function TermsNotice() {
  return (
    <p className="text-sm text-ink-muted">
      Zakładając konto, akceptujesz <NewTabLink to={ROUTES.terms}>Regulamin</NewTabLink> i{' '}
      <NewTabLink to={ROUTES.privacyPolicy}>Politykę prywatności</NewTabLink>.
    </p>
  );
}
