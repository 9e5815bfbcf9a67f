import { emailProblem, normalizeEmail } from '@kreda/shared/accounts';
import { FORM_MESSAGES } from '@kreda/shared/form-messages';
import { ROUTES } from '@kreda/shared/routes';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { PasswordField } from '../../components/form/password-field.tsx';
import { SubmitButton } from '../../components/form/submit-button.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { textLinkClass } from '../../components/ui/link-styles.ts';
import { FormMessageError } from '../../lib/form-errors.ts';
import { destinationAfterSignIn, REDIRECT_PARAM } from '../../lib/redirects.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useForm } from '../../lib/use-form.ts';
import { useLogin } from './api/login.ts';
import { AuthHeading } from './auth-heading.tsx';
import { withRedirect } from './auth-links.ts';
import { useBotCheck } from './use-bot-check.tsx';

/** /auth/sign-in: e-mail and password; ways to SMS sign-in, password reset and sign-up. */
export function Component() {
  useDocumentTitle('Logowanie');
  const navigate = useNavigate();
  const login = useLogin();
  const [params] = useSearchParams();
  const redirectTo = params.get(REDIRECT_PARAM);
  const bot = useBotCheck();

  const form = useForm({
    initial: { email: '', password: '' },
    validate: (v) => ({
      email: emailProblem(v.email),
      password: v.password ? null : FORM_MESSAGES.required,
    }),
    onSubmit: async ({ email, password }) => {
      const botProblem = bot.problem();
      if (botProblem) throw new FormMessageError(botProblem);
      const user = await login.mutateAsync({
        email: normalizeEmail(email),
        password,
        headers: bot.headers(),
      });
      await navigate(destinationAfterSignIn(user.onboardingStatus, redirectTo), { replace: true });
    },
    onError: () => bot.reset(),
  });

  return (
    <>
      <AuthHeading title="Zaloguj się">Witaj z powrotem! Zaloguj się, aby wrócić do nauki.</AuthHeading>
      <form noValidate onSubmit={form.handleSubmit} aria-label="Logowanie" className="flex flex-col gap-5">
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
        <div>
          <PasswordField label="Hasło" autoComplete="current-password" {...form.field('password')} />
          <p className="mt-2 text-right text-sm">
            <Link to={ROUTES.reset} className={`${textLinkClass} inline-flex min-h-10 items-center`}>
              Nie pamiętasz hasła?
            </Link>
          </p>
        </div>
        {bot.widget}
        <SubmitButton loading={form.pending} loadingText="Logowanie…">
          Zaloguj się
        </SubmitButton>
      </form>
      <div className="my-6 flex items-center gap-3 text-sm text-ink-muted" aria-hidden="true">
        <span className="h-px flex-1 bg-board-100" />
        albo
        <span className="h-px flex-1 bg-board-100" />
      </div>
      <Link to={withRedirect(ROUTES.sms, redirectTo)} className={buttonClass('secondary', 'md', 'w-full')}>
        Zaloguj się kodem SMS
      </Link>
      <p className="mt-6 text-center text-sm">
        Nie masz konta?{' '}
        <Link to={withRedirect(ROUTES.signUp, redirectTo)} className={textLinkClass}>
          Załóż konto
        </Link>
      </p>
    </>
  );
}
