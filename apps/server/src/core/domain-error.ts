import { ERROR_MESSAGES, type ErrorCode } from '@kreda/shared/errors';

/**
 * A deliberate failure of a business rule, independent of any transport: services, commands and
 * jobs throw it; `graphql/errors.ts` maps it to a GraphQL error (or an `ExecutionError` result where
 * the contract has one) in one place, and a job can store its Polish message as the failure reason.
 */
export class DomainError extends Error {
  override readonly name = 'DomainError';
  readonly code: ErrorCode;
  /** Per-field Polish messages of a BAD_USER_INPUT. */
  readonly fields: Record<string, string> | undefined;
  /** Extra facts a client may use (e.g. `retryAfterSeconds`, a limit's `renewsAt`). */
  readonly details: Record<string, unknown>;

  constructor(
    code: ErrorCode,
    message: string = ERROR_MESSAGES[code],
    options: { fields?: Record<string, string>; details?: Record<string, unknown> } = {},
  ) {
    super(message);
    this.code = code;
    this.fields = options.fields;
    this.details = options.details ?? {};
  }
}

/** True for a DomainError, also across duplicated module instances (duck-typed like GraphQLError). */
export function isDomainError(error: unknown): error is DomainError {
  return error instanceof Error && error.name === 'DomainError' && 'code' in error;
}

/** A BAD_USER_INPUT with per-field Polish messages; nothing was changed. */
export function badInput(fields: Record<string, string>, message = 'Nieprawidłowe dane.'): DomainError {
  return new DomainError('BAD_USER_INPUT', message, { fields });
}

/** NOT_FOUND with a Polish message naming what was not found (also for another user's ids). */
export function notFound(message: string = ERROR_MESSAGES.NOT_FOUND): DomainError {
  return new DomainError('NOT_FOUND', message);
}

/**
 * A DomainError from a code, a message and the extras a client may read: `fields` becomes the
 * per-field messages, everything else its details (e.g. `{ retryAfterSeconds }`).
 */
export function domainError(
  code: ErrorCode,
  message?: string,
  extra: { fields?: Record<string, string>; [key: string]: unknown } = {},
): DomainError {
  const { fields, ...details } = extra;
  return new DomainError(code, message, { ...(fields ? { fields } : {}), details });
}
