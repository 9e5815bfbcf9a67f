import { emailProblem, normalizeEmail } from '@kreda/shared/accounts';
import { ROUTES } from '@kreda/shared/routes';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { SubmitButton } from '../../components/form/submit-button.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { Button } from '../../components/ui/button.tsx';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { textLinkClass } from '../../components/ui/link-styles.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useForm } from '../../lib/use-form.ts';
import { useResetPassword } from './api/reset-password.ts';
import { AuthHeading } from './auth-heading.tsx';

function resetPasswordLink(email: string): string {
  return `${ROUTES.resetPassword}?${new URLSearchParams({ email })}`;
}

/** Shown after any request: the same words whether or not the account exists. */
function Sent({ email, onAgain }: { email: string; onAgain: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <>
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-board-950 outline-none sm:text-3xl">
        Sprawdź skrzynkę
      </h1>
      <p className="mt-3 text-ink-muted" role="status">
        Jeśli istnieje konto z adresem <strong className="break-all text-ink">{email}</strong>, wysłaliśmy na
        nie wiadomość z 6-cyfrowym kodem. Wpisz go na następnej stronie i ustaw nowe hasło. Wiadomość może
        trafić do folderu spam.
      </p>
      <Link to={resetPasswordLink(email)} className={buttonClass('primary', 'md', 'mt-6 w-full')}>
        Mam kod — ustaw nowe hasło
      </Link>
      <Button variant="ghost" className="mt-3 w-full" onClick={onAgain}>
        Wyślij na inny adres
      </Button>
    </>
  );
}

/** /auth/reset: asks for a password-reset code. */
export function Component() {
  useDocumentTitle('Reset hasła');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const resetPassword = useResetPassword();

  const form = useForm({
    initial: { email: '' },
    validate: (v) => ({ email: emailProblem(v.email) }),
    onSubmit: async ({ email }) => {
      const address = normalizeEmail(email);
      await resetPassword.mutateAsync(address);
      setSentTo(address);
    },
  });

  if (sentTo) return <Sent email={sentTo} onAgain={() => setSentTo(null)} />;

  return (
    <>
      <AuthHeading title="Nie pamiętasz hasła?">
        Podaj adres e-mail swojego konta. Wyślemy na niego kod, którym ustawisz nowe hasło.
      </AuthHeading>
      <form noValidate onSubmit={form.handleSubmit} aria-label="Reset hasła" className="flex flex-col gap-5">
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
        <SubmitButton loading={form.pending} loadingText="Wysyłanie…">
          Wyślij kod
        </SubmitButton>
      </form>
      <p className="mt-6 text-center text-sm">
        Pamiętasz hasło?{' '}
        <Link to={ROUTES.signIn} className={textLinkClass}>
          Zaloguj się
        </Link>
      </p>
    </>
  );
}
