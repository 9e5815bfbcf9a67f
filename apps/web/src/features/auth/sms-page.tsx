import { normalizePhone, PHONE_INVALID_MESSAGE } from '@kreda/shared/accounts';
import { FORM_MESSAGES } from '@kreda/shared/form-messages';
import { ROUTES } from '@kreda/shared/routes';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { SubmitButton } from '../../components/form/submit-button.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { textLinkClass } from '../../components/ui/link-styles.ts';
import { REDIRECT_PARAM } from '../../lib/redirects.ts';
import { useCurrentUser } from '../../lib/session-cache.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useForm } from '../../lib/use-form.ts';
import { useSendSms } from './api/send-sms.ts';
import { AuthHeading } from './auth-heading.tsx';
import { withRedirect } from './auth-links.ts';
import { TermsNotice } from './terms-notice.tsx';

export function phoneFieldProblem(value: string): string | null {
  if (!value.trim()) return FORM_MESSAGES.required;
  return normalizePhone(value) ? null : PHONE_INVALID_MESSAGE;
}

/**
 * /auth/sms: a guest signs in with a code sent by SMS (the account is created on first use); a
 * signed-in user whose onboarding needs a phone number gives it here.
 */
export function Component() {
  const user = useCurrentUser();
  useDocumentTitle(user ? 'Numer telefonu' : 'Logowanie przez SMS');
  const navigate = useNavigate();
  const sendSms = useSendSms();
  const [params] = useSearchParams();
  const redirectTo = params.get(REDIRECT_PARAM);

  const form = useForm({
    initial: { phone: '' },
    validate: (v) => ({ phone: phoneFieldProblem(v.phone) }),
    onSubmit: async (v) => {
      const phone = normalizePhone(v.phone) ?? v.phone;
      // In onboarding the status moves on to PENDING_SMS_VERIFICATION: the user is read again.
      await sendSms.mutateAsync({ phone, reloadUser: !!user });
      await navigate(withRedirect(`${ROUTES.verifySms}?${new URLSearchParams({ phone })}`, redirectTo));
    },
  });

  return (
    <>
      {user ? (
        <AuthHeading title="Podaj numer telefonu">
          Wyślemy SMS z 6-cyfrowym kodem, żeby potwierdzić, że numer należy do Ciebie.
        </AuthHeading>
      ) : (
        <AuthHeading title="Zaloguj się przez SMS">
          Wyślemy Ci SMS z 6-cyfrowym kodem. Jeśli nie masz jeszcze konta, założymy je przy pierwszym
          logowaniu.
        </AuthHeading>
      )}
      <form
        noValidate
        onSubmit={form.handleSubmit}
        aria-label={user ? 'Potwierdzenie numeru telefonu' : 'Logowanie przez SMS'}
        className="flex flex-col gap-5"
      >
        {form.formError ? <FormAlert>{form.formError}</FormAlert> : null}
        <TextField
          label="Numer telefonu"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder="np. 601 234 567"
          hint="Polski numer możesz wpisać bez +48."
          {...form.field('phone')}
        />
        {user ? null : <TermsNotice />}
        <SubmitButton loading={form.pending} loadingText="Wysyłanie kodu…">
          Wyślij kod
        </SubmitButton>
      </form>
      {user ? null : (
        <p className="mt-6 text-center text-sm">
          Masz konto z adresem e-mail?{' '}
          <Link to={withRedirect(ROUTES.signIn, redirectTo)} className={textLinkClass}>
            Zaloguj się e-mailem
          </Link>
        </p>
      )}
    </>
  );
}
