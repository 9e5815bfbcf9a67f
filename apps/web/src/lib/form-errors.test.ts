import { act, renderHook } from '@testing-library/react';
import type { FormEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { byFormField, formAlertMessage, GENERIC_BAD_INPUT_MESSAGE, serverFormErrors } from './form-errors.ts';
import { GraphQLRequestError } from './graphql-errors.ts';
import { useForm } from './use-form.ts';

function badInput(message: string, fields: Record<string, string>) {
  return new GraphQLRequestError({
    code: 'BAD_USER_INPUT',
    status: 200,
    message,
    errors: [{ message, extensions: { code: 'BAD_USER_INPUT', fields } }],
  });
}

const errors = (message: string, fields: Record<string, string> = {}) =>
  serverFormErrors(badInput(message, fields));

describe('the form-level alert', () => {
  it('says nothing when a shown field already says what is wrong', () => {
    expect(
      formAlertMessage(errors(GENERIC_BAD_INPUT_MESSAGE, { name: 'Za długa nazwa.' }), ['name']),
    ).toBeNull();
  });

  it('gives a field message the form has no place for instead of the generic one', () => {
    expect(formAlertMessage(errors(GENERIC_BAD_INPUT_MESSAGE, { text: 'Tekst jest za długi.' }))).toBe(
      'Tekst jest za długi.',
    );
    expect(formAlertMessage(errors(GENERIC_BAD_INPUT_MESSAGE))).toBe(GENERIC_BAD_INPUT_MESSAGE);
  });

  it('does not repeat above the form what a shown field says (a wrong code)', () => {
    const wrong = 'Nieprawidłowy kod. Pozostało prób: 4.';
    expect(formAlertMessage(errors(wrong, { code: wrong }), ['code'])).toBeNull();
    // Without a place for the field, the alert is where it is said.
    expect(formAlertMessage(errors(wrong, { code: wrong }), [])).toBe(wrong);
  });

  it('keeps a specific message even with field errors', () => {
    expect(formAlertMessage(errors('Limit wyczerpany.', { name: 'Za długa nazwa.' }), ['name'])).toBe(
      'Limit wyczerpany.',
    );
  });

  it('is left out by useForm when the server names the field', async () => {
    const { result } = renderHook(() =>
      useForm({
        initial: { password: '' },
        onSubmit: async () => {
          throw badInput(GENERIC_BAD_INPUT_MESSAGE, { password: 'To hasło jest zbyt popularne.' });
        },
      }),
    );
    await act(async () => {
      result.current.handleSubmit({ preventDefault: () => undefined } as FormEvent<HTMLFormElement>);
    });
    expect(result.current.errorOf('password')).toBe('To hasło jest zbyt popularne.');
    expect(result.current.formError).toBeNull();
  });
});

describe('messages keyed by form field', () => {
  it('names each message by its field, whatever path or input name the server gives', () => {
    const keyed = byFormField(
      badInput(GENERIC_BAD_INPUT_MESSAGE, {
        'sprawdziansolutionInput.polecenie': 'Za długie polecenie.',
        'files.0': 'Pierwsza strona jest nieczytelna.',
        'files.1': 'Druga strona też.',
        title: 'Za długa nazwa.',
      }),
    );
    expect(serverFormErrors(keyed).fields).toEqual({
      polecenie: 'Za długie polecenie.',
      files: 'Pierwsza strona jest nieczytelna.',
      title: 'Za długa nazwa.',
    });
    const other = new Error('awaria');
    expect(byFormField(other)).toBe(other);
  });
});
