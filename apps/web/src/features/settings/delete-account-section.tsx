import { formatPhone } from '@kreda/shared/accounts';
import { FORM_MESSAGES } from '@kreda/shared/form-messages';
import { ROUTES } from '@kreda/shared/routes';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { CodeField, cleanCode } from '../../components/form/code-field.tsx';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { PasswordField } from '../../components/form/password-field.tsx';
import { Button } from '../../components/ui/button.tsx';
import { buttonClass, DANGER_BUTTON_CLASS } from '../../components/ui/button-styles.ts';
import { Dialog, DialogBody, DialogFooter } from '../../components/ui/dialog.tsx';
import { serverFormErrors } from '../../lib/form-errors.ts';
import type { CurrentUser } from '../../lib/session-cache.ts';
import { toast } from '../../lib/toast.ts';
import { useForm } from '../../lib/use-form.ts';
import { useDeleteAccount } from './api/delete-account.ts';
import { useSendDeleteAccountCode } from './api/send-delete-account-code.ts';

const WHAT_GOES =
  'Skasujemy profil, przestrzenie, materiały z plikami, notatki, rozmowy i historię użycia. Tego nie da się cofnąć.';

/** The SMS code for an account without a password: a button that sends it, then its field. */
function SmsConfirmation({
  phone,
  field,
}: {
  phone: string;
  field: ReturnType<ReturnType<typeof useForm>['field']>;
}) {
  const sendCode = useSendDeleteAccountCode();
  const [sent, setSent] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const send = async () => {
    setProblem(null);
    try {
      setSent((await sendCode.mutateAsync()).message);
    } catch (error) {
      setProblem(serverFormErrors(error).message);
    }
  };
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-ink">
        Twoje konto nie ma hasła, więc usunięcie potwierdzisz kodem wysłanym SMS-em na numer{' '}
        {formatPhone(phone)}.
      </p>
      {problem ? <FormAlert>{problem}</FormAlert> : null}
      {sent ? (
        <p role="status" className="text-sm text-board-900">
          {sent}
        </p>
      ) : null}
      <Button
        variant="secondary"
        className="sm:self-start"
        disabled={sendCode.isPending}
        aria-busy={sendCode.isPending || undefined}
        onClick={() => void send()}
      >
        {sent ? 'Wyślij nowy kod' : 'Wyślij kod SMS'}
      </Button>
      {sent ? <CodeField label="Kod z SMS-a" {...field} /> : null}
    </div>
  );
}

/**
 * The confirmation: the password (or an SMS code), then everything goes. Focus starts on
 * "Anuluj"; Esc and "Anuluj" close it unless the deletion is running.
 */
function DeleteAccountDialog({ user, onClose }: { user: CurrentUser; onClose: () => void }) {
  const cancel = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();
  const deleteAccount = useDeleteAccount();
  const byPassword = user.hasPassword || !user.phone;
  const form = useForm({
    initial: { password: '', code: '' },
    validate: (v) =>
      byPassword
        ? { password: v.password ? null : FORM_MESSAGES.required }
        : { code: cleanCode(v.code).length === 6 ? null : 'Wpisz 6 cyfr kodu z SMS-a.' },
    onSubmit: async ({ password, code }) => {
      const answer = await deleteAccount.mutateAsync(byPassword ? { password } : { code: cleanCode(code) });
      toast.success(answer.message);
      await navigate(ROUTES.home, { replace: true });
    },
  });
  const close = () => {
    if (!form.pending) onClose();
  };
  return (
    <Dialog
      variant="alert"
      role="alertdialog"
      title="Usunąć konto na zawsze?"
      description={WHAT_GOES}
      initialFocus={cancel}
      onClose={close}
    >
      <form
        noValidate
        onSubmit={form.handleSubmit}
        aria-label="Potwierdzenie usunięcia konta"
        className="contents"
      >
        <DialogBody className="flex flex-col gap-4">
          {form.formError ? <FormAlert>{form.formError}</FormAlert> : null}
          {byPassword ? (
            <PasswordField
              label="Hasło do konta"
              autoComplete="current-password"
              {...form.field('password')}
            />
          ) : (
            <SmsConfirmation phone={user.phone ?? ''} field={form.field('code')} />
          )}
        </DialogBody>
        <DialogFooter>
          <button
            ref={cancel}
            type="button"
            className={buttonClass('secondary')}
            onClick={close}
            disabled={form.pending}
          >
            Anuluj
          </button>
          <Button
            type="submit"
            variant="ghost"
            className={`${DANGER_BUTTON_CLASS} bg-white`}
            disabled={form.pending}
            aria-busy={form.pending || undefined}
          >
            {form.pending ? 'Usuwanie…' : 'Usuń konto na zawsze'}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}

/** "Usuń konto" at the bottom of the settings, behind a confirmation dialog. */
export function DeleteAccountSection({ user }: { user: CurrentUser }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-ink">
        {WHAT_GOES} Jeśli chcesz zachować kopię, najpierw pobierz swoje dane.
      </p>
      <Button
        variant="ghost"
        className={`${DANGER_BUTTON_CLASS} sm:self-start`}
        aria-haspopup="dialog"
        onClick={() => setConfirming(true)}
      >
        Usuń konto
      </Button>
      {confirming ? <DeleteAccountDialog user={user} onClose={() => setConfirming(false)} /> : null}
    </div>
  );
}
