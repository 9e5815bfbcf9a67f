import { codeProblem, emailProblem, normalizeEmail, passwordProblem } from '@kreda/shared/accounts';
import { ROUTES } from '@kreda/shared/routes';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CodeField, cleanCode } from '../../components/form/code-field.tsx';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { PASSWORD_RULE, PasswordField } from '../../components/form/password-field.tsx';
import { SubmitButton } from '../../components/form/submit-button.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { textLinkClass } from '../../components/ui/link-styles.ts';
import { destinationAfterSignIn, REDIRECT_PARAM } from '../../lib/redirects.ts';
import { toast } from '../../lib/toast.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useForm } from '../../lib/use-form.ts';
import { useNewPassword } from './api/new-password.ts';
import { AuthHeading } from './auth-heading.tsx';

/** /auth/reset-password?email=…: the code from the e-mail and a new password; signs in. */
export function Component() {
  useDocumentTitle('Ustaw nowe hasło');
  const navigate = useNavigate();
  const newPassword = useNewPassword();
  const [params] = useSearchParams();

  const form = useForm({
    initial: { email: params.get('email') ?? '', code: '', password: '' },
    validate: (v) => ({
      email: emailProblem(v.email),
      code: codeProblem(v.code),
      password: passwordProblem(v.password),
    }),
    onSubmit: async ({ email, code, password }) => {
      const user = await newPassword.mutateAsync({
        email: normalizeEmail(email),
        code: cleanCode(code),
        password,
      });
      toast.success('Ustawiono nowe hasło. Inne urządzenia zostały wylogowane.');
      await navigate(destinationAfterSignIn(user.onboardingStatus, params.get(REDIRECT_PARAM)), {
        replace: true,
      });
    },
  });

  return (
    <>
      <AuthHeading title="Ustaw nowe hasło">Wpisz kod z wiadomości i wybierz nowe hasło.</AuthHeading>
      <form
        noValidate
        onSubmit={form.handleSubmit}
        aria-label="Ustawianie nowego hasła"
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
        <CodeField label="Kod z e-maila" {...form.field('code')} />
        <PasswordField
          label="Nowe hasło"
          autoComplete="new-password"
          hint={PASSWORD_RULE}
          {...form.field('password')}
        />
        <SubmitButton loading={form.pending} loadingText="Zapisywanie…">
          Ustaw hasło i zaloguj się
        </SubmitButton>
      </form>
      <p className="mt-6 text-center text-sm">
        Kod nie dotarł albo wygasł?{' '}
        <Link to={ROUTES.reset} className={textLinkClass}>
          Wyślij nowy
        </Link>
      </p>
    </>
  );
}
