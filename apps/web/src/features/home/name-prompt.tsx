import { NAME_MAX_LENGTH } from '@kreda/shared/accounts';
import { FORM_MESSAGES } from '@kreda/shared/form-messages';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { SubmitButton } from '../../components/form/submit-button.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { useUpdateUserInfo } from '../../lib/api/update-user-info.ts';
import { useForm } from '../../lib/use-form.ts';

/**
 * "Jak masz na imię?" on the home of a pupil who has not given a name (sign-up asks only for an
 * address): one field, and the greeting says the name at once (the user is cached anew). Before,
 * the home greeted with the e-mail address.
 */
export function NamePrompt() {
  const update = useUpdateUserInfo();
  const form = useForm({
    initial: { name: '' },
    validate: ({ name }) => ({
      name: !name.trim()
        ? 'Wpisz swoje imię.'
        : [...name.trim()].length > NAME_MAX_LENGTH
          ? FORM_MESSAGES.maxLength(NAME_MAX_LENGTH)
          : null,
    }),
    onSubmit: async ({ name }) => {
      await update.mutateAsync({ name: name.trim() });
    },
  });
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit}
      aria-label="Twoje imię"
      className="flex flex-col gap-3 rounded-2xl border border-board-100 bg-white p-4 sm:flex-row sm:items-end"
    >
      {form.formError ? <FormAlert>{form.formError}</FormAlert> : null}
      <TextField
        label="Jak masz na imię?"
        hint="Tak będziemy się do Ciebie zwracać. Zmienisz to w ustawieniach."
        autoComplete="given-name"
        className="min-w-0 flex-1"
        {...form.field('name')}
      />
      <SubmitButton loading={form.pending} loadingText="Zapisywanie…" className="sm:mb-7 sm:w-auto">
        Zapisz
      </SubmitButton>
    </form>
  );
}
