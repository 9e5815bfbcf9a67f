import { GraphQLRequestError } from './graphql-errors.ts';

export const UNEXPECTED_ERROR_MESSAGE = 'Coś poszło nie tak. Spróbuj ponownie za chwilę.';

/** The server's summary of a BAD_USER_INPUT error; it says nothing the field messages do not. */
export const GENERIC_BAD_INPUT_MESSAGE = 'Nieprawidłowe dane.';

export interface ServerFormErrors {
  /** The first server error, in Polish, for the form-level alert. */
  message: string;
  /** Per-field Polish messages of a BAD_USER_INPUT error (`extensions.fields`). */
  fields: Record<string, string>;
  /** Seconds until a RATE_LIMITED action may be tried again. */
  retryAfterSeconds: number | null;
}

function stringRecord(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** A failure found on the client after validation (e.g. the bot check), with a Polish message. */
export class FormMessageError extends Error {
  override readonly name = 'FormMessageError';
}

/** What a form shows for a failed request. */
export function serverFormErrors(error: unknown): ServerFormErrors {
  if (error instanceof FormMessageError)
    return { message: error.message, fields: {}, retryAfterSeconds: null };
  if (!(error instanceof GraphQLRequestError)) {
    return { message: UNEXPECTED_ERROR_MESSAGE, fields: {}, retryAfterSeconds: null };
  }
  const extensions = error.errors[0]?.extensions ?? {};
  const retry = extensions.retryAfterSeconds;
  return {
    message: error.message,
    fields: stringRecord(extensions.fields),
    retryAfterSeconds: typeof retry === 'number' && retry > 0 ? Math.ceil(retry) : null,
  };
}

/**
 * What the form-level alert says, given the fields whose messages are shown next to their inputs:
 * nothing when the server's message is the generic one or the very message a shown field already
 * says (a wrong code was told twice, above the form and under the field); a field message the form
 * has no place for instead of the generic one; otherwise the message.
 */
export function formAlertMessage(
  errors: ServerFormErrors,
  shownFields: readonly string[] = [],
): string | null {
  const entries = Object.entries(errors.fields);
  if (entries.some(([name, message]) => shownFields.includes(name) && message === errors.message))
    return null;
  if (errors.message !== GENERIC_BAD_INPUT_MESSAGE) return errors.message;
  if (entries.some(([name]) => shownFields.includes(name))) return null;
  return entries[0]?.[1] ?? errors.message;
}

/**
 * The field of a BAD_USER_INPUT message as a form names it: the server keys its messages by the
 * input's path (`lektury.2`, `files.0`, sometimes under the input's own name), a form by the field.
 */
function formFieldOf(key: string): string {
  const parts = key.split('.').filter((part) => !/Input$/.test(part));
  return parts[0] ?? key;
}

/** The same failure with its per-field messages keyed by form field (the first message of a field wins). */
export function byFormField(error: unknown): unknown {
  if (!(error instanceof GraphQLRequestError)) return error;
  const [first, ...rest] = error.errors;
  const fields = first?.extensions?.fields;
  if (!first || typeof fields !== 'object' || fields === null) return error;
  const mapped: Record<string, unknown> = {};
  for (const [key, message] of Object.entries(fields)) mapped[formFieldOf(key)] ??= message;
  return new GraphQLRequestError({
    code: error.code,
    status: error.status,
    message: error.message,
    ...(error.serverMessage !== undefined ? { serverMessage: error.serverMessage } : {}),
    errors: [{ ...first, extensions: { ...first.extensions, fields: mapped } }, ...rest],
    data: error.data,
  });
}
