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
export const OFFLINE_MESSAGE = 'Brak połączenia z internetem. Sprawdź, czy masz zasięg lub Wi-Fi.';
export const TIMEOUT_MESSAGE = 'Serwer nie odpowiada. Spróbuj ponownie za chwilę.';
/** How long a query may wait for its whole answer before it ends as TIMEOUT. */
export const QUERY_TIMEOUT_MS = 30_000;
/**
 * A mutation may wait for an AI provider (a note, a translation), which the server gives up on
 * after AI_TIMEOUT_SECONDS (120 s by default): the client waits a little longer than that.
 */
export const MUTATION_TIMEOUT_MS = 150_000;
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
  /** Milliseconds to wait for the whole answer (QUERY_/MUTATION_TIMEOUT_MS unless set); then TIMEOUT. */
  timeoutMs?: number;
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

/**
 * The caller's signal joined with a timer: aborts when either does. `timedOut()` tells the two
 * apart; `clear()` stops the timer once the answer is read.
 */
function deadline(signal: AbortSignal | undefined, ms: number) {
  const controller = new AbortController();
  let expired = false;
  const timer = setTimeout(() => {
    expired = true;
    controller.abort();
  }, ms);
  const follow = () => controller.abort();
  if (signal?.aborted) controller.abort();
  else signal?.addEventListener('abort', follow, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => expired && !signal?.aborted,
    clear: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', follow);
    },
  };
}

/** A request that got no answer: offline, the server unreachable, or too slow. */
function connectionError(timedOut: boolean): GraphQLRequestError {
  if (timedOut) return new GraphQLRequestError({ code: 'TIMEOUT', status: 0, message: TIMEOUT_MESSAGE });
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return offline
    ? new GraphQLRequestError({ code: 'OFFLINE', status: 0, message: OFFLINE_MESSAGE })
    : new GraphQLRequestError({ code: 'NETWORK_ERROR', status: 0, message: NETWORK_ERROR_MESSAGE });
}

/** Sends one query or mutation to the API; resolves with `data` or throws GraphQLRequestError. */
export async function graphqlRequest<TResult, TVariables = Record<string, never>>(
  document: TypedDocument<TResult, TVariables> | string,
  variables?: TVariables,
  options: GraphQLRequestOptions = {},
): Promise<TResult> {
  const query = document.toString();
  const announce401 = options.announceUnauthorized ?? true;
  const timeout =
    options.timeoutMs ?? (/^\s*mutation\b/m.test(query) ? MUTATION_TIMEOUT_MS : QUERY_TIMEOUT_MS);
  const limit = deadline(options.signal, timeout);
  let response: Response;
  type Body = { data?: TResult | null; errors?: GraphQLErrorEntry[] };
  let body: Body | null;
  try {
    try {
      response = await fetch(options.endpoint ?? GRAPHQL_ENDPOINT, {
        method: 'POST',
        credentials: 'include',
        // The server's CSRF prevention rejects any request without this header.
        headers: { ...options.headers, 'content-type': 'application/json', 'x-kreda-csrf': '1' },
        body: JSON.stringify({ query, variables: variables ?? {}, operationName: getOperationName(query) }),
        signal: limit.signal,
      });
    } catch (cause) {
      // An abort is the caller's own decision (TanStack Query cancelling), not a network failure.
      if (options.signal?.aborted) throw cause;
      throw announce(connectionError(limit.timedOut()));
    }
    try {
      body = (await response.json()) as Body | null;
    } catch (cause) {
      if (options.signal?.aborted) throw cause;
      // The answer stopped coming: cut off by the timer or by the network, not a malformed body.
      if (limit.signal.aborted) throw announce(connectionError(true));
      body = null;
    }
  } finally {
    limit.clear();
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
