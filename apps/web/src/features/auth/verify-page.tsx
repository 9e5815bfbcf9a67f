import { CODE_TTL_MINUTES, codeProblem, normalizeEmail } from '@kreda/shared/accounts';
import { ROUTES } from '@kreda/shared/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CodeField, cleanCode } from '../../components/form/code-field.tsx';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { SubmitButton } from '../../components/form/submit-button.tsx';
import { textLinkClass } from '../../components/ui/link-styles.ts';
import { signOut } from '../../lib/current-user.ts';
import { destinationAfterSignIn, REDIRECT_PARAM } from '../../lib/redirects.ts';
import { useCurrentUser } from '../../lib/session-cache.ts';
import { toast } from '../../lib/toast.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useForm } from '../../lib/use-form.ts';
import { useResendAuthCode } from './api/resend-auth-code.ts';
import { useVerifyCode } from './api/verify-code.ts';
import { AuthHeading } from './auth-heading.tsx';
import { ResendCode } from './resend-code.tsx';

/**
 * /auth/verify: the code e-mailed after sign-up. Just after sign-up the pupil is a guest who brings
 * the address (`?email=`, checked by the guard) and the right code signs in; a signed-in account
 * still waiting for its code (signed in by password) confirms its own address.
 */
export function Component() {
  useDocumentTitle('Potwierdź adres e-mail');
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const verify = useVerifyCode();
  const resend = useResendAuthCode();
  const guestEmail = user ? undefined : normalizeEmail(params.get('email') ?? '');
  const email = user?.email ?? guestEmail ?? '';

  const form = useForm({
    initial: { code: '' },
    validate: (v) => ({ code: codeProblem(v.code) }),
    onSubmit: async (v) => {
      const verified = await verify.mutateAsync({ code: cleanCode(v.code), email: guestEmail });
      toast.success('Adres e-mail potwierdzony.');
      await navigate(destinationAfterSignIn(verified.onboardingStatus, params.get(REDIRECT_PARAM)), {
        replace: true,
      });
    },
  });

  return (
    <>
      <AuthHeading title="Potwierdź adres e-mail">
        Wpisz 6-cyfrowy kod, który wysłaliśmy na adres <strong className="break-all text-ink">{email}</strong>
        . Kod jest ważny przez {CODE_TTL_MINUTES} minut.
      </AuthHeading>
      <form noValidate onSubmit={form.handleSubmit} className="flex flex-col gap-5">
        {form.formError ? <FormAlert>{form.formError}</FormAlert> : null}
        <CodeField label="Kod z e-maila" {...form.field('code')} />
        <SubmitButton loading={form.pending} loadingText="Sprawdzanie kodu…">
          Potwierdź
        </SubmitButton>
      </form>
      <ResendCode
        target={email}
        hint="Wiadomość nie dotarła? Sprawdź folder spam albo wyślij kod jeszcze raz."
        onResend={() => resend.mutateAsync(guestEmail)}
      />
      {user ? (
        <SwitchAddress />
      ) : (
        <p className="mt-4 text-center text-sm text-ink-muted">
          To nie Twój adres?{' '}
          <Link to={ROUTES.signUp} className={textLinkClass}>
            Załóż konto ponownie
          </Link>
        </p>
      )}
    </>
  );
}

/** Signed in on an address that is not the pupil's: sign out and start again. */
function SwitchAddress() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [leaving, setLeaving] = useState(false);

  const switchAddress = async () => {
    setLeaving(true);
    try {
      await signOut(queryClient, { leave: () => navigate(ROUTES.signUp, { replace: true }) });
    } catch {
      setLeaving(false);
      toast.error('Nie udało się wylogować. Sprawdź połączenie i spróbuj ponownie.');
    }
  };

  return (
    <p className="mt-4 text-center text-sm text-ink-muted">
      To nie Twój adres?{' '}
      <button
        type="button"
        onClick={() => void switchAddress()}
        disabled={leaving}
        aria-busy={leaving || undefined}
        className="inline-flex min-h-10 items-center font-medium text-board-700 underline underline-offset-2 hover:text-board-900"
      >
        Wyloguj się i załóż konto ponownie
      </button>
    </p>
  );
}
