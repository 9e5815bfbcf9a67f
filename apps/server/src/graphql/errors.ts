import { ERROR_MESSAGES, type ErrorCode, isErrorCode } from '@kreda/shared/errors';
import { GraphQLError } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import { type DomainError, isDomainError } from '../core/domain-error.ts';

/**
 * Errors are part of the contract: every error a client sees carries `extensions.code` and a Polish
 * message. Nothing internal (stack, SQL, provider text) leaves the server.
 */

const HTTP_STATUS: Partial<Record<ErrorCode, number>> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  RATE_LIMITED: 429,
};

/** A deliberate error for the client, e.g. `clientError('NOT_FOUND')`. */
export function clientError(
  code: ErrorCode,
  message?: string,
  extra: Record<string, unknown> = {},
): GraphQLError {
  const status = HTTP_STATUS[code];
  return createGraphQLError(message ?? ERROR_MESSAGES[code], {
    extensions: { code, ...extra, ...(status ? { http: { status } } : {}) },
  });
}

/**
 * The one place a DomainError becomes what a GraphQL client sees: its code, Polish message, fields
 * and details, at the path of the field that failed.
 */
export function fromDomainError(error: DomainError, located?: GraphQLError): GraphQLError {
  const status = HTTP_STATUS[error.code];
  return createGraphQLError(error.message, {
    ...(located
      ? { nodes: located.nodes, source: located.source, positions: located.positions, path: located.path }
      : {}),
    extensions: {
      code: error.code,
      ...error.details,
      ...(error.fields ? { fields: error.fields } : {}),
      ...(status ? { http: { status } } : {}),
    },
  });
}

/** The DomainError behind an error graphql-js wrapped (a resolver's throw), if any. */
export function domainErrorOf(error: unknown): DomainError | undefined {
  if (isDomainError(error)) return error;
  if (isGraphQLError(error) && isDomainError(error.originalError)) return error.originalError;
  return undefined;
}

/**
 * Duck-typed: graphql-js may be loaded twice (its CommonJS and ESM builds), so `instanceof` can lie.
 */
export function isGraphQLError(error: unknown): error is GraphQLError {
  return error instanceof Error && error.name === 'GraphQLError';
}

/** True for errors our code raised on purpose (they already carry a code and a Polish message). */
export function isClientError(error: unknown): boolean {
  return (
    isGraphQLError(error) &&
    isErrorCode(error.extensions?.code) &&
    error.extensions.code !== 'INTERNAL_SERVER_ERROR'
  );
}

/**
 * Turns the error text of graphql-js, GraphQL Armor and Yoga (about the request, not internals) into
 * a Polish message with a code; the original English text stays in `extensions.detail` for developers.
 */
export function translateRequestError(error: GraphQLError): GraphQLError {
  if (isClientError(error)) return error;
  const text = error.message;
  const rule = REQUEST_ERROR_RULES.find((r) => r.match.test(text));
  if (!rule) return error;
  const match = rule.match.exec(text);
  const message = typeof rule.message === 'function' && match ? rule.message(match) : String(rule.message);
  return new GraphQLError(message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    extensions: { ...error.extensions, code: rule.code, detail: text },
  });
}

const REQUEST_ERROR_RULES: {
  match: RegExp;
  code: ErrorCode;
  message: string | ((match: RegExpExecArray) => string);
}[] = [
  {
    match: /Value "([^"]*)" does not exist in "([^"]+)" enum/,
    code: 'BAD_USER_INPUT',
    message: (m) => `Nieprawidłowa wartość „${m[1]}” (dozwolone są tylko wartości typu ${m[2]}).`,
  },
  {
    match: /^Variable "\$([^"]+)" got invalid value/,
    code: 'BAD_USER_INPUT',
    message: (m) => `Nieprawidłowe dane wejściowe w zmiennej „${m[1]}”.`,
  },
  {
    match: /Required CSRF header/i,
    code: 'FORBIDDEN',
    message: 'Brak nagłówka ochrony przed CSRF. Odśwież stronę i spróbuj ponownie.',
  },
  {
    match: /depth limit/i,
    code: 'GRAPHQL_VALIDATION_FAILED',
    message: 'Zapytanie jest zbyt głęboko zagnieżdżone.',
  },
  {
    match: /aliases limit/i,
    code: 'GRAPHQL_VALIDATION_FAILED',
    message: 'Zapytanie zawiera zbyt wiele aliasów.',
  },
  { match: /token limit/i, code: 'GRAPHQL_VALIDATION_FAILED', message: 'Zapytanie jest zbyt długie.' },
  {
    match: /cost limit/i,
    code: 'GRAPHQL_VALIDATION_FAILED',
    message: 'Zapytanie jest zbyt kosztowne. Pobierz mniej danych naraz.',
  },
  {
    match: /directives limit/i,
    code: 'GRAPHQL_VALIDATION_FAILED',
    message: 'Zapytanie zawiera zbyt wiele dyrektyw.',
  },
  {
    match: /^Syntax Error/i,
    code: 'GRAPHQL_PARSE_FAILED',
    message: 'Nieprawidłowa składnia zapytania GraphQL.',
  },
  {
    match: /^Variable "\$[^"]+" (got invalid value|of required type|of non-null type)/i,
    code: 'BAD_USER_INPUT',
    message: 'Nieprawidłowe dane wejściowe.',
  },
  {
    match: /^Must provide query string|^Must provide document/i,
    code: 'BAD_REQUEST',
    message: 'Brak zapytania GraphQL.',
  },
  {
    match: /^Could not determine what operation to execute|^Must provide operation name/i,
    code: 'BAD_REQUEST',
    message: 'Nie wskazano operacji do wykonania.',
  },
  {
    match: /^Can only perform a .* operation from a POST request/i,
    code: 'BAD_REQUEST',
    message: 'Tę operację można wykonać tylko żądaniem POST.',
  },
  {
    match: /^POST body sent invalid JSON|^Request body is not a valid JSON|invalid JSON/i,
    code: 'BAD_REQUEST',
    message: 'Treść żądania nie jest poprawnym JSON-em.',
  },
  {
    match:
      /^Cannot query field|^Unknown argument|^Unknown type|^Field .* argument .* required|^Expected value of type|^Field ".*" of type .* must have a selection|^Field ".*" must not have a selection|^Unknown (fragment|directive)|^Fragment|^There can be only one|^Argument .* has invalid value|^Enum ".*" cannot represent/i,
    code: 'GRAPHQL_VALIDATION_FAILED',
    message: 'Nieprawidłowe zapytanie GraphQL.',
  },
];

/** What a GraphQL client is told of an error, and whether it was a failure nobody meant. */
export interface MaskedError {
  /** The error as the client sees it: code, Polish message, nothing internal. */
  masked: GraphQLError;
  /** True for a failure of ours (a bug, a broken database): logged, reported and answered generically. */
  unexpected: boolean;
  /** What failed: the DomainError or the error a resolver threw, unwrapped from graphql-js's wrapper. */
  cause: unknown;
}

/**
 * The one decision about every error a client sees: domain errors and deliberate client errors as
 * they are, request errors in Polish, anything else an INTERNAL_SERVER_ERROR with a generic Polish
 * message. Pure: the masker logs what is unexpected, error reporting sends it.
 */
export function maskGraphQLError(error: unknown): MaskedError {
  const domain = domainErrorOf(error);
  if (domain) {
    return {
      masked: fromDomainError(domain, isGraphQLError(error) ? error : undefined),
      unexpected: false,
      cause: domain,
    };
  }
  if (isGraphQLError(error)) {
    // Resolver errors arrive wrapped; the wrapper inherits the code of a deliberate client error.
    if (isClientError(error)) return { masked: error, unexpected: false, cause: error };
    // A request that was itself wrong (syntax, validation, variables) gets a Polish message.
    const translated = translateRequestError(error);
    if (translated !== error) return { masked: translated, unexpected: false, cause: error };
    if (!error.originalError) {
      const masked = clientError('BAD_REQUEST', undefined, { detail: error.message });
      return { masked, unexpected: false, cause: error };
    }
  }
  const cause = isGraphQLError(error) ? (error.originalError ?? error) : error;
  return { masked: clientError('INTERNAL_SERVER_ERROR'), unexpected: true, cause };
}

/** The contract's `ExecutionError` result (union member of operations such as `createUserDoc`). */
export interface ExecutionErrorResult {
  __typename: 'ExecutionError';
  errorCode: string;
  message: string;
}

/**
 * Runs a command whose contract answers some failures as an `ExecutionError` result instead of a
 * GraphQL error: a DomainError with one of `codes` becomes the result; anything else is thrown.
 */
export async function orExecutionError<T>(
  codes: readonly ErrorCode[],
  work: () => Promise<T>,
): Promise<T | ExecutionErrorResult> {
  try {
    return await work();
  } catch (error) {
    const domain = domainErrorOf(error);
    if (domain && codes.includes(domain.code))
      return { __typename: 'ExecutionError', errorCode: domain.code, message: domain.message };
    throw error;
  }
}
