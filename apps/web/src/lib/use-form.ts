import { type ChangeEvent, type FormEvent, useCallback, useId, useRef, useState } from 'react';
import { formAlertMessage, type ServerFormErrors, serverFormErrors } from './form-errors.ts';

type Values = Record<string, string>;
type Problems<T extends Values> = Partial<Record<keyof T, string | null>>;

export interface UseFormOptions<T extends Values> {
  initial: T;
  /** Client checks with the shared Polish messages; null or missing = fine. */
  validate?: (values: T) => Problems<T>;
  /** Sends the form; a thrown error is shown (field messages under fields, the first in the alert). */
  onSubmit: (values: T) => Promise<void>;
  /** Sees a failure before it is shown (e.g. to reset a bot check or start a cooldown). */
  onError?: (errors: ServerFormErrors) => void;
}

function clean<T extends Values>(problems: Problems<T>): Partial<Record<keyof T, string>> {
  return Object.fromEntries(Object.entries(problems).filter(([, message]) => Boolean(message))) as Partial<
    Record<keyof T, string>
  >;
}

/**
 * Small form state for the account forms: values, client and server errors, the pending flag.
 * Client errors appear after the first submit and then follow typing; focus moves to the first
 * field with an error. One hook on purpose (over 80 lines): its handlers share the values and errors.
 */
export function useForm<T extends Values>({ initial, validate, onSubmit, onError }: UseFormOptions<T>) {
  const prefix = useId();
  const [values, setValues] = useState<T>(initial);
  const [clientErrors, setClientErrors] = useState<Partial<Record<keyof T, string>>>({});
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const submitted = useRef(false);
  const order = Object.keys(initial) as (keyof T & string)[];

  const fieldId = (name: keyof T & string) => `${prefix}-${name}`;

  const focusFirst = (errors: Partial<Record<string, string>>) => {
    const first = order.find((name) => errors[name]);
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  /** Sets several fields at once (two `setValue` calls in one event would keep only the last). */
  const setValuesOf = (patch: Partial<T>) => {
    const next = { ...values, ...patch };
    setValues(next);
    if (submitted.current && validate) setClientErrors(clean(validate(next)));
    // A server message about these fields no longer applies once the user edits them.
    setFieldErrors((errors) => Object.fromEntries(Object.entries(errors).filter(([key]) => !(key in patch))));
  };
  const setValue = (name: keyof T & string, value: string) => setValuesOf({ [name]: value } as Partial<T>);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    submitted.current = true;
    const problems = clean(validate?.(values) ?? {});
    setClientErrors(problems);
    setFieldErrors({});
    setFormError(null);
    if (Object.keys(problems).length > 0) {
      focusFirst(problems as Record<string, string>);
      return;
    }
    setPending(true);
    try {
      await onSubmit(values);
    } catch (error) {
      const errors = serverFormErrors(error);
      onError?.(errors);
      const known = Object.fromEntries(Object.entries(errors.fields).filter(([name]) => name in initial));
      setFieldErrors(known);
      // "Nieprawidłowe dane." above the field that says what is wrong would only repeat it.
      setFormError(formAlertMessage(errors, Object.keys(known)));
      focusFirst(known);
    } finally {
      setPending(false);
    }
  };

  const errorOf = (name: keyof T & string): string | undefined => fieldErrors[name] ?? clientErrors[name];

  /** Props for a TextField bound to `name`. */
  const field = (name: keyof T & string) => ({
    id: fieldId(name),
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.target.value),
    error: errorOf(name),
  });

  /** Back to the initial values, without errors (e.g. after a password was changed). */
  const reset = () => {
    submitted.current = false;
    setValues(initial);
    setClientErrors({});
    setFieldErrors({});
    setFormError(null);
  };

  return {
    values,
    reset,
    setValue,
    setValuesOf,
    field,
    fieldId,
    errorOf,
    formError,
    setFormError: useCallback((message: string | null) => setFormError(message), []),
    pending,
    handleSubmit: (event: FormEvent<HTMLFormElement>) => void handleSubmit(event),
  };
}
