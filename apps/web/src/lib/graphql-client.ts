import { ERROR_MESSAGES_PL, isErrorCode, isInsufficientResources } from '@kreda/shared/errors';
import {
  announceUnauthorized,
  emit,
  type GraphQLErrorEntry,
  GraphQLRequestError,
  INSUFFICIENT_RESOURCES_EVENT,
  isUnauthorizedError,
} from './graphql-errors.ts';

/**
 * Structural twin of codegen's `TypedDocumentString` (src/gql), so this client works before
 * any document is generated and infers result and variables types from the document.
 */
export interface TypedDocument<TResult, TVariables> {
  toString(): string;
  __apiType?: (variables: TVariables) => TResult;
}

export const GRAPHQL_ENDPOINT = '/api/graphql';

export const NETWORK_ERROR_MESSAGE = 'Brak połączenia z serwerem. Sprawdź internet i spróbuj ponownie.';
export const BAD_RESPONSE_MESSAGE = 'Serwer zwrócił nieoczekiwaną odpowiedź. Spróbuj ponownie za chwilę.';
const LIMIT_REACHED_MESSAGE = 'Wykorzystano limit tej funkcji w Twoim planie.';

export interface GraphQLRequestOptions {
  signal?: AbortSignal;
  /** Only tests and server-side tools point elsewhere; the app always uses /api/graphql. */
  endpoint?: string;
  /** Extra request headers (e.g. the bot-protection token); they cannot replace the CSRF header. */
  headers?: Record<string, string>;
  /**
   * Set false when the caller handles a 401 itself (the session wrapper refreshes and retries
   * first, and announces only a final failure).
   */
  announceUnauthorized?: boolean;
}

const OPERATION_NAME = /\b(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/;

/** Name of the first operation in a document, or undefined for an anonymous one. */
export function getOperationName(query: string): string | undefined {
  return OPERATION_NAME.exec(query)?.[1];
}

function userMessage(code: string, serverMessage: string | undefined): string {
  if (isInsufficientResources(serverMessage) || code === 'INSUFFICIENT_RESOURCES')
    return LIMIT_REACHED_MESSAGE;
  if (code === 'UNAUTHENTICATED') return ERROR_MESSAGES_PL.UNAUTHENTICATED;
  if (serverMessage) return serverMessage;
  return isErrorCode(code) ? ERROR_MESSAGES_PL[code] : BAD_RESPONSE_MESSAGE;
}

/** Tells the rest of the app (sign-in redirect, limit dialog) before the caller sees the error. */
function announce(error: GraphQLRequestError, unauthorized = true): GraphQLRequestError {
  const detail = { code: error.code, status: error.status, message: error.message };
  if (
    error.code === 'INSUFFICIENT_RESOURCES' ||
    error.errors.some((e) => isInsufficientResources(e.message))
  ) {
    emit(INSUFFICIENT_RESOURCES_EVENT, detail);
  }
  if (unauthorized && isUnauthorizedError(error)) announceUnauthorized(error);
  return error;
}

/** Sends one query or mutation to the API; resolves with `data` or throws GraphQLRequestError. */
export async function graphqlRequest<TResult, TVariables = Record<string, never>>(
  document: TypedDocument<TResult, TVariables> | string,
  variables?: TVariables,
  options: GraphQLRequestOptions = {},
): Promise<TResult> {
  const query = document.toString();
  const announce401 = options.announceUnauthorized ?? true;
  let response: Response;
  try {
    response = await fetch(options.endpoint ?? GRAPHQL_ENDPOINT, {
      method: 'POST',
      credentials: 'include',
      // The server's CSRF prevention rejects any request without this header.
      headers: { ...options.headers, 'content-type': 'application/json', 'x-kreda-csrf': '1' },
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
      announce401,
    );
  }

  if (!response.ok || !body || body.data === undefined || body.data === null) {
    const code = response.status === 401 ? 'UNAUTHENTICATED' : body ? 'HTTP_ERROR' : 'BAD_RESPONSE';
    throw announce(
      new GraphQLRequestError({ code, status: response.status, message: userMessage(code, undefined) }),
      announce401,
    );
  }
  return body.data;
}
