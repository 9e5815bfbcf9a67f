import { passwordProblem } from '@kreda/shared/accounts';
import { FORM_MESSAGES } from '@kreda/shared/form-messages';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { PASSWORD_RULE, PasswordField } from '../../components/form/password-field.tsx';
import { SubmitButton } from '../../components/form/submit-button.tsx';
import { toast } from '../../lib/toast.ts';
import { useForm } from '../../lib/use-form.ts';
import { useChangePassword } from './api/change-password.ts';

/** changePassword: current and new password; accounts without a password only set a new one. */
export function PasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const changePassword = useChangePassword();
  const form = useForm({
    initial: { currentPassword: '', newPassword: '' },
    validate: (v) => ({
      currentPassword: hasPassword && !v.currentPassword ? FORM_MESSAGES.required : null,
      newPassword: passwordProblem(v.newPassword),
    }),
    onSubmit: async ({ currentPassword, newPassword }) => {
      const answer = await changePassword.mutateAsync(
        hasPassword ? { currentPassword, newPassword } : { newPassword },
      );
      form.reset();
      toast.success(answer.message || 'Hasło zostało zmienione.');
    },
  });

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit}
      aria-labelledby="password-title"
      className="flex flex-col gap-5"
    >
      {form.formError ? <FormAlert>{form.formError}</FormAlert> : null}
      {hasPassword ? (
        <PasswordField
          label="Obecne hasło"
          autoComplete="current-password"
          {...form.field('currentPassword')}
        />
      ) : null}
      <PasswordField
        label="Nowe hasło"
        autoComplete="new-password"
        hint={PASSWORD_RULE}
        {...form.field('newPassword')}
      />
      <SubmitButton loading={form.pending} loadingText="Zapisywanie…" className="sm:w-auto sm:self-start">
        {hasPassword ? 'Zmień hasło' : 'Ustaw hasło'}
      </SubmitButton>
    </form>
  );
}
