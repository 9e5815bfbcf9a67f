import {
  type GraphQLRequestOptions,
  getOperationName,
  graphqlRequest,
  type TypedDocument,
} from './graphql-client.ts';
import { announceUnauthorized, isUnauthorizedError } from './graphql-errors.ts';
import { readSessionCookie } from './session-cookie.ts';
import { isTransientFailure, refreshSession } from './session-refresh.ts';

/** Operations whose 401 means "wrong credentials or no session", never "token expired". */
const NO_REFRESH_OPERATIONS = new Set(['login', 'signUp', 'refreshToken']);

/**
 * graphqlRequest with the session kept alive: when an operation fails as unauthenticated, the
 * access token is refreshed once (shared with any other request doing the same) and the operation
 * retried once. Only a final failure announces kreda:unauthorized (→ sign-in on signed-in pages).
 * Every app request goes through here.
 */
export async function apiRequest<TResult, TVariables = Record<string, never>>(
  document: TypedDocument<TResult, TVariables>,
  variables?: TVariables,
  options: Omit<GraphQLRequestOptions, 'announceUnauthorized'> = {},
): Promise<TResult> {
  const name = getOperationName(document.toString());
  if (name && NO_REFRESH_OPERATIONS.has(name)) return graphqlRequest(document, variables, options);

  const seen = readSessionCookie();
  try {
    return await graphqlRequest(document, variables, { ...options, announceUnauthorized: false });
  } catch (error) {
    if (!isUnauthorizedError(error)) throw error;
    const outcome = await refreshSession(seen);
    if (!outcome.ok) {
      // Offline or a restart: the session may well be valid, so report that, not a sign-out.
      if (isTransientFailure(outcome)) throw outcome.error;
      announceUnauthorized(error);
      throw error;
    }
    return graphqlRequest(document, variables, options);
  }
}
