import { NAME_MAX_LENGTH, SURNAME_MAX_LENGTH } from '@kreda/shared/accounts';
import { FORM_MESSAGES } from '@kreda/shared/form-messages';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { SubmitButton } from '../../components/form/submit-button.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { useUpdateUserInfo } from '../../lib/api/update-user-info.ts';
import { displayName } from '../../lib/display-name.ts';
import type { CurrentUser } from '../../lib/session-cache.ts';
import { toast } from '../../lib/toast.ts';
import { useForm } from '../../lib/use-form.ts';
import { AvatarPicker } from './avatar-picker.tsx';

const tooLong = (value: string, max: number) =>
  [...value.trim()].length > max ? FORM_MESSAGES.maxLength(max) : null;

/** Name, surname and avatar (updateUserInfo). */
export function ProfileForm({ user }: { user: CurrentUser }) {
  const updateUserInfo = useUpdateUserInfo();
  const form = useForm({
    initial: { name: user.name ?? '', surname: user.surname ?? '', avatar: user.avatar ?? '' },
    validate: (v) => ({
      name: tooLong(v.name, NAME_MAX_LENGTH),
      surname: tooLong(v.surname, SURNAME_MAX_LENGTH),
    }),
    onSubmit: async ({ name, surname, avatar }) => {
      await updateUserInfo.mutateAsync({
        name: name.trim(),
        surname: surname.trim(),
        avatar: avatar || null,
      });
      toast.success('Zapisano zmiany w profilu.');
    },
  });
  const preview = form.values.name.trim() || displayName(user);

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit}
      aria-labelledby="profile-title"
      className="flex flex-col gap-5"
    >
      {form.formError ? <FormAlert>{form.formError}</FormAlert> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Imię" autoComplete="given-name" {...form.field('name')} />
        <TextField label="Nazwisko" autoComplete="family-name" {...form.field('surname')} />
      </div>
      <AvatarPicker
        id={form.fieldId('avatar')}
        value={form.values.avatar}
        onChange={(avatar) => form.setValue('avatar', avatar)}
        name={preview}
      />
      <SubmitButton loading={form.pending} loadingText="Zapisywanie…" className="sm:w-auto sm:self-start">
        Zapisz zmiany
      </SubmitButton>
    </form>
  );
}
