import { emailProblem, normalizeEmail, passwordProblem } from '@kreda/shared/accounts';
import { ROUTES } from '@kreda/shared/routes';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { PASSWORD_RULE, PasswordField } from '../../components/form/password-field.tsx';
import { SubmitButton } from '../../components/form/submit-button.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { textLinkClass } from '../../components/ui/link-styles.ts';
import { FormMessageError } from '../../lib/form-errors.ts';
import { REDIRECT_PARAM, safeRedirect } from '../../lib/redirects.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useForm } from '../../lib/use-form.ts';
import { useSignUp } from './api/sign-up.ts';
import { AuthHeading } from './auth-heading.tsx';
import { withRedirect } from './auth-links.ts';
import { TermsNotice } from './terms-notice.tsx';
import { useBotCheck } from './use-bot-check.tsx';

/** /auth/sign-up: e-mail and password; the code e-mailed next (on /auth/verify) signs in. */
export function Component() {
  useDocumentTitle('Załóż konto');
  const navigate = useNavigate();
  const signUp = useSignUp();
  const [params] = useSearchParams();
  const redirectTo = params.get(REDIRECT_PARAM);
  const bot = useBotCheck();

  const form = useForm({
    initial: { email: '', password: '' },
    validate: (v) => ({ email: emailProblem(v.email), password: passwordProblem(v.password) }),
    onSubmit: async ({ email, password }) => {
      const botProblem = bot.problem();
      if (botProblem) throw new FormMessageError(botProblem);
      const address = normalizeEmail(email);
      await signUp.mutateAsync({ email: address, password, headers: bot.headers() });
      const next = new URLSearchParams({ email: address });
      const back = safeRedirect(redirectTo);
      if (back) next.set(REDIRECT_PARAM, back);
      await navigate(`${ROUTES.verify}?${next.toString()}`, { replace: true });
    },
    onError: () => bot.reset(),
  });

  return (
    <>
      <AuthHeading title="Załóż konto">Zakładanie konta jest bezpłatne i zajmuje chwilę.</AuthHeading>
      <form
        noValidate
        onSubmit={form.handleSubmit}
        aria-label="Zakładanie konta"
        className="flex flex-col gap-5"
      >
        {form.formError ? <FormAlert>{form.formError}</FormAlert> : null}
        <TextField
          label="Adres e-mail"
          type="email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          {...form.field('email')}
        />
        <PasswordField
          label="Hasło"
          autoComplete="new-password"
          hint={PASSWORD_RULE}
          {...form.field('password')}
        />
        {bot.widget}
        <TermsNotice />
        <SubmitButton loading={form.pending} loadingText="Zakładanie konta…">
          Załóż konto
        </SubmitButton>
      </form>
      <p className="mt-6 text-center text-sm">
        Masz już konto?{' '}
        <Link to={withRedirect(ROUTES.signIn, redirectTo)} className={textLinkClass}>
          Zaloguj się
        </Link>
      </p>
      <p className="mt-3 text-center text-sm">
        <Link
          to={withRedirect(ROUTES.sms, redirectTo)}
          className={`${textLinkClass} inline-flex min-h-10 items-center`}
        >
          Wolisz numer telefonu? Zaloguj się kodem SMS
        </Link>
      </p>
    </>
  );
}
