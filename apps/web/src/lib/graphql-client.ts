import { ERROR_MESSAGES_PL, isErrorCode, isInsufficientResources } from '@kreda/shared/errors';

/**
 * Structural twin of codegen's `TypedDocumentString` (src/gql), so this client works before
 * any document is generated and infers result and variables types from the document.
 */
export interface TypedDocument<TResult, TVariables> {
  toString(): string;
  __apiType?: (variables: TVariables) => TResult;
}

export const GRAPHQL_ENDPOINT = '/api/graphql';
export const INSUFFICIENT_RESOURCES_EVENT = 'kreda:insufficient-resources';
export const UNAUTHORIZED_EVENT = 'kreda:unauthorized';

export const NETWORK_ERROR_MESSAGE = 'Brak połączenia z serwerem. Sprawdź internet i spróbuj ponownie.';
export const BAD_RESPONSE_MESSAGE = 'Serwer zwrócił nieoczekiwaną odpowiedź. Spróbuj ponownie za chwilę.';
const LIMIT_REACHED_MESSAGE = 'Wykorzystano limit tej funkcji w Twoim planie.';

/** Client-side codes for failures that never reached a GraphQL response. */
export type ClientErrorCode = 'NETWORK_ERROR' | 'BAD_RESPONSE' | 'HTTP_ERROR';

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
  /** `extensions.code` of the first GraphQL error, or a ClientErrorCode. */
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

export interface GraphQLRequestOptions {
  signal?: AbortSignal;
  /** Only tests and server-side tools point elsewhere; the app always uses /api/graphql. */
  endpoint?: string;
}

const OPERATION_NAME = /\b(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/;

/** Name of the first operation in a document, or undefined for an anonymous one. */
export function getOperationName(query: string): string | undefined {
  return OPERATION_NAME.exec(query)?.[1];
}

function emit(type: string, detail: unknown): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent(type, { detail }));
}

function userMessage(code: string, serverMessage: string | undefined): string {
  if (isInsufficientResources(serverMessage) || code === 'INSUFFICIENT_RESOURCES')
    return LIMIT_REACHED_MESSAGE;
  if (code === 'UNAUTHENTICATED') return ERROR_MESSAGES_PL.UNAUTHENTICATED;
  if (serverMessage) return serverMessage;
  return isErrorCode(code) ? ERROR_MESSAGES_PL[code] : BAD_RESPONSE_MESSAGE;
}

/** Tells the rest of the app (sign-in redirect, limit dialog) before the caller sees the error. */
function announce(error: GraphQLRequestError): GraphQLRequestError {
  const detail = { code: error.code, status: error.status, message: error.message };
  if (
    error.code === 'INSUFFICIENT_RESOURCES' ||
    error.errors.some((e) => isInsufficientResources(e.message))
  ) {
    emit(INSUFFICIENT_RESOURCES_EVENT, detail);
  }
  if (error.code === 'UNAUTHENTICATED' || error.status === 401) emit(UNAUTHORIZED_EVENT, detail);
  return error;
}

/** Sends one query or mutation to the API; resolves with `data` or throws GraphQLRequestError. */
export async function graphqlRequest<TResult, TVariables = Record<string, never>>(
  document: TypedDocument<TResult, TVariables> | string,
  variables?: TVariables,
  options: GraphQLRequestOptions = {},
): Promise<TResult> {
  const query = document.toString();
  let response: Response;
  try {
    response = await fetch(options.endpoint ?? GRAPHQL_ENDPOINT, {
      method: 'POST',
      credentials: 'include',
      // The server's CSRF prevention rejects any request without this header.
      headers: { 'content-type': 'application/json', 'x-kreda-csrf': '1' },
      body: JSON.stringify({ query, variables: variables ?? {}, operationName: getOperationName(query) }),
      signal: options.signal ?? null,
    });
  } catch (cause) {
    // An abort is the caller's own decision (TanStack Query cancelling), not a network failure.
    if (options.signal?.aborted) throw cause;
    throw announce(
      new GraphQLRequestError({ code: 'NETWORK_ERROR', status: 0, message: NETWORK_ERROR_MESSAGE }),
    );
  }

  type Body = { data?: TResult | null; errors?: GraphQLErrorEntry[] };
  let body: Body | null;
  try {
    body = (await response.json()) as Body | null;
  } catch {
    body = null;
  }

  const errors = Array.isArray(body?.errors) ? body.errors : [];
  const first = errors[0];
  if (first) {
    const code =
      first.extensions?.code ?? (response.status === 401 ? 'UNAUTHENTICATED' : 'INTERNAL_SERVER_ERROR');
    throw announce(
      new GraphQLRequestError({
        code,
        status: response.status,
        message: userMessage(code, first.message),
        serverMessage: first.message,
        errors,
        data: body?.data ?? null,
      }),
    );
  }

  if (!response.ok || !body || body.data === undefined || body.data === null) {
    const code = response.status === 401 ? 'UNAUTHENTICATED' : body ? 'HTTP_ERROR' : 'BAD_RESPONSE';
    throw announce(
      new GraphQLRequestError({ code, status: response.status, message: userMessage(code, undefined) }),
    );
  }
  return body.data;
}
