import { INSUFFICIENT_RESOURCES_MARKER, isInsufficientResources } from '@kreda/shared/errors';
import { isConnectionError, isOfflineError } from '../../lib/connection.ts';
import { serverFormErrors } from '../../lib/form-errors.ts';
import { GraphQLRequestError } from '../../lib/graphql-errors.ts';

export const AI_NOT_CONFIGURED_MESSAGE =
  'Na tym serwerze nie skonfigurowano sztucznej inteligencji, więc czat nie może odpowiadać. ' +
  'Twoja wiadomość nie została wysłana.';
const LIMIT_FALLBACK = 'Wykorzystano limit wiadomości w czacie w Twoim planie.';
export const OFFLINE_SEND_MESSAGE =
  'Brak połączenia z internetem, więc wiadomość nie została wysłana. Wyślemy ją sami, gdy ' +
  'połączenie wróci.';
/** After the pupil called off the automatic send (or changed the message meanwhile). */
export const OFFLINE_HELD_MESSAGE =
  'Brak połączenia z internetem. Wiadomość czeka w polu poniżej — wyślij ją, gdy połączenie wróci.';

/** Why a message was not sent, in Polish, and where to show it. */
export type SendProblem =
  | { kind: 'ai-off'; message: string }
  /** The plan's limit: `message` is the server's Polish explanation. */
  | { kind: 'limit'; message: string }
  | { kind: 'rate'; message: string; retryAfterSeconds: number | null }
  /** BAD_USER_INPUT: per-field messages (`message`, `files`), or a general one. */
  | { kind: 'input'; message: string; fields: Record<string, string> }
  /** The browser is offline: the message did not leave and goes once the connection is back. */
  | { kind: 'offline'; message: string }
  /** No answer from the server (unreachable or too slow): the pupil decides whether to send again. */
  | { kind: 'connection'; message: string }
  | { kind: 'other'; message: string };

/** "Insufficient resources: wykorzystano…" → "Wykorzystano…" (the marker is for programs). */
export function polishLimitMessage(serverMessage: string | undefined): string {
  if (!serverMessage || !isInsufficientResources(serverMessage)) return LIMIT_FALLBACK;
  const index = serverMessage.toLowerCase().indexOf(INSUFFICIENT_RESOURCES_MARKER.toLowerCase());
  const rest = serverMessage
    .slice(index + INSUFFICIENT_RESOURCES_MARKER.length)
    .replace(/^[\s:.–-]+/, '')
    .trim();
  return rest ? rest.charAt(0).toLocaleUpperCase('pl-PL') + rest.slice(1) : LIMIT_FALLBACK;
}

/** Sorts a failed send into what the pupil is told. */
export function sendProblem(error: unknown): SendProblem {
  if (isOfflineError(error)) return { kind: 'offline', message: OFFLINE_SEND_MESSAGE };
  if (isConnectionError(error)) return { kind: 'connection', message: error.message };
  if (!(error instanceof GraphQLRequestError))
    return { kind: 'other', message: serverFormErrors(error).message };
  const serverMessage = error.errors[0]?.message ?? error.serverMessage;
  if (error.code === 'AI_NOT_CONFIGURED') return { kind: 'ai-off', message: AI_NOT_CONFIGURED_MESSAGE };
  if (error.code === 'INSUFFICIENT_RESOURCES' || isInsufficientResources(serverMessage))
    return { kind: 'limit', message: polishLimitMessage(serverMessage) };
  const { message, fields, retryAfterSeconds } = serverFormErrors(error);
  if (error.code === 'RATE_LIMITED') return { kind: 'rate', message, retryAfterSeconds };
  if (error.code === 'BAD_USER_INPUT') return { kind: 'input', message, fields };
  return { kind: 'other', message };
}

/** A failure of any other chat action (rename, note, stop) as one Polish sentence. */
export function actionProblem(error: unknown): string {
  if (isConnectionError(error)) return error.message;
  const problem = sendProblem(error);
  if (problem.kind === 'input') return Object.values(problem.fields)[0] ?? problem.message;
  return problem.message;
}
