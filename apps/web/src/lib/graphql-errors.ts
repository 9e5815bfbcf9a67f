// The error type every request failure becomes, and the app-wide events some failures trigger.
// Kept apart from the request code: the entry chunk needs these few lines, not the client.

export const INSUFFICIENT_RESOURCES_EVENT = 'kreda:insufficient-resources';
export const UNAUTHORIZED_EVENT = 'kreda:unauthorized';

export interface GraphQLErrorEntry {
  message: string;
  path?: ReadonlyArray<string | number>;
  extensions?: { code?: string; [key: string]: unknown };
}

export interface GraphQLRequestErrorInit {
  code: string;
  status: number;
  message: string;
  serverMessage?: string;
  errors?: GraphQLErrorEntry[];
  data?: unknown;
}

/** Every failed request ends here; `message` is always fit to show to a Polish user. */
export class GraphQLRequestError extends Error {
  override readonly name = 'GraphQLRequestError';
  /** `extensions.code` of the first GraphQL error, or, for a failure that never reached a GraphQL response, `NETWORK_ERROR`, `BAD_RESPONSE` or `HTTP_ERROR`. */
  readonly code: string;
  /** HTTP status; 0 when the server was not reached. */
  readonly status: number;
  /** The server's own text (e.g. "Unauthorized"), kept for logs and checks. */
  readonly serverMessage: string | undefined;
  readonly errors: GraphQLErrorEntry[];
  /** Partial data that came with the errors, if any. */
  readonly data: unknown;

  constructor(init: GraphQLRequestErrorInit) {
    super(init.message);
    this.code = init.code;
    this.status = init.status;
    this.serverMessage = init.serverMessage;
    this.errors = init.errors ?? [];
    this.data = init.data;
  }
}

/** Dispatches an app-wide event on window (no-op outside a browser). */
export function emit(type: string, detail: unknown): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent(type, { detail }));
}

/** True for the failures that mean "no valid session": UNAUTHENTICATED, HTTP 401 or "Unauthorized". */
export function isUnauthorizedError(error: unknown): error is GraphQLRequestError {
  return (
    error instanceof GraphQLRequestError &&
    (error.code === 'UNAUTHENTICATED' || error.status === 401 || error.serverMessage === 'Unauthorized')
  );
}

/** Dispatches kreda:unauthorized: the app clears the user and, on a signed-in page, goes to sign-in. */
export function announceUnauthorized(error: GraphQLRequestError): void {
  emit(UNAUTHORIZED_EVENT, { code: error.code, status: error.status, message: error.message });
}
