import {
  emailProblem,
  formatPhone,
  normalizeEmail,
  normalizePhone,
  PHONE_INVALID_MESSAGE,
} from '@kreda/shared/accounts';
import { FORM_MESSAGES } from '@kreda/shared/form-messages';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { PasswordField } from '../../components/form/password-field.tsx';
import { SubmitButton } from '../../components/form/submit-button.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { Button } from '../../components/ui/button.tsx';
import type { CurrentUser } from '../../lib/session-cache.ts';
import { useForm } from '../../lib/use-form.ts';
import { useChangeEmail } from './api/change-email.ts';
import { useConfirmEmailChange } from './api/confirm-email-change.ts';
import { useConfirmPhone } from './api/confirm-phone.ts';
import { useSendPhoneCode } from './api/send-phone-code.ts';
import { ContactChange } from './contact-change.tsx';

interface DetailsProps {
  hasPassword: boolean;
  onSent: (target: string, message: string) => void;
  onCancel: () => void;
}

const PASSWORD_HINT = 'Dla bezpieczeństwa potwierdź zmianę hasłem do konta.';

function FormButtons({ pending, onCancel }: { pending: boolean; onCancel: () => void }) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      <SubmitButton loading={pending} loadingText="Wysyłanie kodu…" className="sm:w-auto">
        Wyślij kod
      </SubmitButton>
      <Button variant="ghost" onClick={onCancel} disabled={pending}>
        Anuluj
      </Button>
    </div>
  );
}

/** Step 1 of a new e-mail: the address (and the password) — `changeEmail` mails it a code. */
function EmailDetails({ hasPassword, onSent, onCancel }: DetailsProps) {
  const changeEmail = useChangeEmail();
  const form = useForm({
    initial: { email: '', password: '' },
    validate: (v) => ({
      email: emailProblem(v.email),
      password: hasPassword && !v.password ? FORM_MESSAGES.required : null,
    }),
    onSubmit: async ({ email, password }) => {
      const address = normalizeEmail(email);
      const answer = await changeEmail.mutateAsync(
        hasPassword ? { email: address, password } : { email: address },
      );
      onSent(address, answer.message);
    },
  });
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit}
      aria-label="Zmiana adresu e-mail"
      className="flex flex-col gap-4"
    >
      {form.formError ? <FormAlert>{form.formError}</FormAlert> : null}
      <TextField
        label="Nowy adres e-mail"
        type="email"
        autoComplete="email"
        inputMode="email"
        hint="Wyślemy na niego 6-cyfrowy kod. Adres zmieni się dopiero po jego wpisaniu."
        {...form.field('email')}
      />
      {hasPassword ? (
        <PasswordField
          label="Hasło do konta"
          autoComplete="current-password"
          hint={PASSWORD_HINT}
          {...form.field('password')}
        />
      ) : null}
      <FormButtons pending={form.pending} onCancel={onCancel} />
    </form>
  );
}

/** Step 1 of a new number: the number (and the password) — `sendSms` texts it a code. */
function PhoneDetails({ hasPassword, onSent, onCancel }: DetailsProps) {
  const sendCode = useSendPhoneCode();
  const form = useForm({
    initial: { phone: '', password: '' },
    validate: (v) => ({
      phone: !v.phone.trim()
        ? FORM_MESSAGES.required
        : normalizePhone(v.phone)
          ? null
          : PHONE_INVALID_MESSAGE,
      password: hasPassword && !v.password ? FORM_MESSAGES.required : null,
    }),
    onSubmit: async ({ phone, password }) => {
      const number = normalizePhone(phone) ?? phone;
      const answer = await sendCode.mutateAsync(
        hasPassword ? { phone: number, password } : { phone: number },
      );
      onSent(number, answer.message);
    },
  });
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit}
      aria-label="Zmiana numeru telefonu"
      className="flex flex-col gap-4"
    >
      {form.formError ? <FormAlert>{form.formError}</FormAlert> : null}
      <TextField
        label="Nowy numer telefonu"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        placeholder="np. 601 234 567"
        hint="Polski numer możesz wpisać bez +48. Będzie można nim logować się kodem SMS."
        {...form.field('phone')}
      />
      {hasPassword ? (
        <PasswordField
          label="Hasło do konta"
          autoComplete="current-password"
          hint={PASSWORD_HINT}
          {...form.field('password')}
        />
      ) : null}
      <FormButtons pending={form.pending} onCancel={onCancel} />
    </form>
  );
}

/** The account's e-mail and phone, each changed with a code sent to the new one. */
export function ContactSection({ user }: { user: CurrentUser }) {
  const confirmEmail = useConfirmEmailChange();
  const confirmPhone = useConfirmPhone();
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <ContactChange
        label="Adres e-mail"
        shown={user.email ?? null}
        startLabel={user.email ? 'Zmień adres e-mail' : 'Dodaj adres e-mail'}
        codeLabel="Kod z e-maila"
        renderDetails={(step) => <EmailDetails hasPassword={user.hasPassword} {...step} />}
        confirm={async (email, code) => {
          await confirmEmail.mutateAsync({ email, code });
          return 'Adres e-mail został zmieniony.';
        }}
      />
      <ContactChange
        label="Numer telefonu"
        shown={user.phone ? formatPhone(user.phone) : null}
        startLabel={user.phone ? 'Zmień numer telefonu' : 'Dodaj numer telefonu'}
        codeLabel="Kod z SMS-a"
        renderDetails={(step) => <PhoneDetails hasPassword={user.hasPassword} {...step} />}
        confirm={async (phone, code) => (await confirmPhone.mutateAsync({ phone, code })).message}
      />
    </div>
  );
}
