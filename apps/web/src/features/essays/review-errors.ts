import { isInsufficientResources, withoutLimitMarker } from '@kreda/shared/errors';
import { formAlertMessage, serverFormErrors } from '../../lib/form-errors.ts';
import { GraphQLRequestError } from '../../lib/graphql-errors.ts';

const LIMIT_FALLBACK = 'Wykorzystano limit poprawionych rozprawek w Twoim planie.';
const AI_OFF =
  'Na tym serwerze nie skonfigurowano sztucznej inteligencji, więc poprawionej wersji nie da się teraz napisać.';

/**
 * The server's own Polish explanation of a used-up limit: the client shows a generic sentence for
 * every limit, but this button can say which limit and when it renews. The English marker that
 * programs look for ("Insufficient resources: …") is cut off.
 */
function limitMessage(serverMessage: string | undefined): string {
  if (!serverMessage?.trim()) return LIMIT_FALLBACK;
  return withoutLimitMarker(serverMessage);
}

/** Why an action of the review page (writing the corrected essay) failed, as one Polish sentence. */
export function reviewActionProblem(error: unknown): string {
  if (!(error instanceof GraphQLRequestError)) return serverFormErrors(error).message;
  const serverMessage = error.errors[0]?.message ?? error.serverMessage;
  if (error.code === 'INSUFFICIENT_RESOURCES' || isInsufficientResources(serverMessage))
    return limitMessage(serverMessage);
  if (error.code === 'AI_NOT_CONFIGURED') return AI_OFF;
  return formAlertMessage(serverFormErrors(error)) ?? error.message;
}
