import { codeProblem, formatPhone, normalizePhone } from '@kreda/shared/accounts';
import { ROUTES } from '@kreda/shared/routes';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CodeField, cleanCode } from '../../components/form/code-field.tsx';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { SubmitButton } from '../../components/form/submit-button.tsx';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { textLinkClass } from '../../components/ui/link-styles.ts';
import { destinationAfterSignIn, nextStepFor, REDIRECT_PARAM } from '../../lib/redirects.ts';
import { useCurrentUser } from '../../lib/session-cache.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useForm } from '../../lib/use-form.ts';
import { useSendSms } from './api/send-sms.ts';
import { useVerifyPhone } from './api/verify-phone.ts';
import { AuthHeading } from './auth-heading.tsx';
import { withRedirect } from './auth-links.ts';
import { ResendCode } from './resend-code.tsx';

/**
 * /auth/verify-sms: the code from the SMS. For a guest (phone in the query string) it signs in;
 * for a signed-in user in onboarding it confirms the number.
 */
export function Component() {
  useDocumentTitle('Kod z SMS-a');
  const user = useCurrentUser();
  const navigate = useNavigate();
  const verifyPhone = useVerifyPhone();
  const sendSms = useSendSms();
  const [params] = useSearchParams();
  const redirectTo = params.get(REDIRECT_PARAM);
  const phone = normalizePhone(params.get('phone') ?? '') ?? user?.phone ?? null;
  const changeNumber = withRedirect(ROUTES.sms, redirectTo);

  const form = useForm({
    initial: { code: '' },
    validate: (v) => ({ code: codeProblem(v.code) }),
    onSubmit: async (v) => {
      if (!phone) return;
      const me = await verifyPhone.mutateAsync({ phone, code: cleanCode(v.code), signedIn: !!user });
      // Onboarding: same session, the number is now confirmed.
      if (user) {
        await navigate(nextStepFor(me.onboardingStatus), { replace: true });
        return;
      }
      await navigate(destinationAfterSignIn(me.onboardingStatus, redirectTo), { replace: true });
    },
  });

  if (!phone) {
    return (
      <>
        <AuthHeading title="Kod z SMS-a">
          Nie wiemy, na jaki numer wysłać kod. Podaj go jeszcze raz.
        </AuthHeading>
        <Link to={changeNumber} className={buttonClass('primary', 'md', 'w-full')}>
          Podaj numer telefonu
        </Link>
      </>
    );
  }

  return (
    <>
      <AuthHeading title="Wpisz kod z SMS-a">
        Wysłaliśmy 6-cyfrowy kod na numer{' '}
        <strong className="whitespace-nowrap text-ink">{formatPhone(phone)}</strong>.{' '}
        <Link to={changeNumber} className={textLinkClass}>
          Zmień numer
        </Link>
      </AuthHeading>
      <form noValidate onSubmit={form.handleSubmit} className="flex flex-col gap-5">
        {form.formError ? <FormAlert>{form.formError}</FormAlert> : null}
        <CodeField label="Kod z SMS-a" {...form.field('code')} />
        <SubmitButton loading={form.pending} loadingText="Sprawdzanie kodu…">
          {user ? 'Potwierdź numer' : 'Zaloguj się'}
        </SubmitButton>
      </form>
      <ResendCode
        target={phone}
        hint="SMS nie dotarł? Sprawdź, czy numer jest poprawny, albo wyślij kod jeszcze raz."
        onResend={() => sendSms.mutateAsync({ phone })}
      />
    </>
  );
}
