import { GraphQLRequestError } from '../../../lib/graphql-errors.ts';

/**
 * The field of a BAD_USER_INPUT message as the form names it: the server keys its messages by
 * the input's path (`lektury.2`, sometimes under the input's own name), the form by the field.
 */
function fieldOf(key: string): string {
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
  for (const [key, message] of Object.entries(fields)) mapped[fieldOf(key)] ??= message;
  return new GraphQLRequestError({
    code: error.code,
    status: error.status,
    message: error.message,
    ...(error.serverMessage !== undefined ? { serverMessage: error.serverMessage } : {}),
    errors: [{ ...first, extensions: { ...first.extensions, fields: mapped } }, ...rest],
    data: error.data,
  });
}
