import { shouldReport, statusOfErrorCode } from '@kreda/shared/error-reporting';
import { isChunkLoadError } from './chunk-reload.ts';
import { GraphQLRequestError } from './graphql-errors.ts';

/**
 * The status an error in the browser stands for: a request's error code as the server maps it
 * (UNAUTHENTICATED 401, NOT_FOUND 404, INTERNAL_SERVER_ERROR 500…, `@kreda/shared/error-reporting`),
 * else its HTTP status; a route's thrown response its status; anything else, a bug of the app, 500.
 */
export function statusOfBrowserError(error: unknown): number {
  if (error instanceof GraphQLRequestError)
    return statusOfErrorCode(error.code) ?? (error.status >= 100 ? error.status : 500);
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const { status } = error as { status: unknown };
    if (typeof status === 'number' && status >= 100 && status <= 599) return status;
  }
  return 500;
}

/**
 * Whether an error is sent to error reporting: not with a status of 300–499 (the user's way, spec
 * point 8), and not a lost chunk after a deployment (the page reloads for it).
 */
export function isReportable(error: unknown): boolean {
  return shouldReport(statusOfBrowserError(error)) && !isChunkLoadError(error);
}
