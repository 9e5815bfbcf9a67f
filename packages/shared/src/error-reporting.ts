import type { ErrorCode } from './errors.ts';

// What server and web agree on when they send an error to error reporting (Sentry, ADR 035): which
// failures count (spec point 8: "app errors with status 300–499 are not sent, other app errors
// are"), and how an error's text is cleaned before it leaves.

/**
 * The HTTP status each error code stands for. Only error reporting reads it: the statuses the API
 * answers with stay the contract's (GraphQL errors come with 200 except 401, 403 and 429).
 * Codes for the client's own way (a bad input, a missing session, a used-up limit) are 4xx;
 * failures of the server or of a service behind it are 5xx.
 */
export const ERROR_CODE_STATUS: Record<ErrorCode, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  BAD_USER_INPUT: 400,
  INSUFFICIENT_RESOURCES: 402,
  RATE_LIMITED: 429,
  INTERNAL_SERVER_ERROR: 500,
  GRAPHQL_VALIDATION_FAILED: 400,
  GRAPHQL_PARSE_FAILED: 400,
  BAD_REQUEST: 400,
  DELIVERY_FAILED: 502,
  AI_NOT_CONFIGURED: 503,
  AI_FAILED: 502,
  INVALID_FILE: 422,
  FILE_TOO_LARGE: 413,
  UNSUPPORTED_FILE_TYPE: 415,
  VALIDATION_FAILED: 422,
};

/** The status of an error code; a code we do not know is a failure of ours (500). */
export function statusOfErrorCode(code: unknown): number {
  return typeof code === 'string' && Object.hasOwn(ERROR_CODE_STATUS, code)
    ? ERROR_CODE_STATUS[code as ErrorCode]
    : 500;
}

/** The spec's rule: an error with a status of 300–499 is the user's way, not a bug, and is not sent. */
export function shouldReport(status: number): boolean {
  return !(status >= 300 && status <= 499);
}

/** A URL without its query string and fragment (they may carry tokens, codes or search text). */
export function withoutQuery(url: string): string {
  const end = url.search(/[?#]/);
  return end < 0 ? url : url.slice(0, end);
}

const EMAIL = /[^\s@<>()[\]"',;:]+@[^\s@<>()[\]"',;:]+\.[a-z]{2,}/gi;
/** Drizzle appends a failed statement's bound values ("params: …"): a pupil's text, their e-mail. */
const BOUND_VALUES = /\n\s*params:[\s\S]*$/;
const MAX_TEXT = 1000;

/**
 * An error's message as it may be sent: without the values of a failed SQL statement, with e-mail
 * addresses blanked, and at most 1000 characters.
 */
export function scrubErrorText(text: string): string {
  const kept = text.replace(BOUND_VALUES, '\nparams: [removed]').replace(EMAIL, '[e-mail]');
  return kept.length > MAX_TEXT ? `${kept.slice(0, MAX_TEXT)}…` : kept;
}
