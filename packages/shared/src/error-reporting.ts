import type { ErrorCode } from './errors.ts';

// What server and web agree on when they send an error to error reporting (Sentry, ADR 035): which
// failures count (spec point 8: "app errors with status 300–499 are not sent, other app errors
// are"). How an event is cleaned before it leaves is in error-scrub.ts.

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

/** The status of one of our error codes; undefined for anything else (the caller decides). */
export function statusOfErrorCode(code: unknown): number | undefined {
  return typeof code === 'string' && Object.hasOwn(ERROR_CODE_STATUS, code)
    ? ERROR_CODE_STATUS[code as ErrorCode]
    : undefined;
}

/** The spec's rule: an error with a status of 300–499 is the user's way, not a bug, and is not sent. */
export function shouldReport(status: number): boolean {
  return !(status >= 300 && status <= 499);
}
