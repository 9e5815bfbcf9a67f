import type { UsageAction } from '@kreda/shared/enums';
import { type Actor, requireVerified } from '../../core/actor.ts';
import type { Deps } from '../../core/deps.ts';
import { DomainError } from '../../core/domain-error.ts';
import { AiError } from '../../platform/ai/ai.ts';
import type { AiCallMeta, AiRole } from '../../platform/ai/types.ts';
import { type Reservation, reserveUsage, type UsageEntity } from './service.ts';

/** Who an AI action is for: a signed-in actor (checked to be verified) or, in a job, a stored user id. */
export type AiActionFor = { actor: Actor } | { userId: string };

export interface AiActionRequest {
  /** The plan's limit the action counts against. */
  action: UsageAction;
  /** Uses to count (default 1). */
  amount?: number;
  /** The model the work needs (default main); AI_NOT_CONFIGURED when it is missing. */
  role?: AiRole | 'transcription' | 'embedding';
  /**
   * The entity the use is for when it is known before the work (a chat message): its outcome
   * settles the reservation, as after `reservation.attach`.
   */
  entity?: UsageEntity;
}

/** What the work receives: the meta to pass to every AI call, and the reservation it may hand on. */
export interface AiActionWork {
  meta: AiCallMeta;
  /**
   * The counted use. The runner gives it back when the work throws and keeps it for good when the
   * work returns — unless the reservation names an entity (`entity` above, or `attach` inside the
   * work's transaction): then the entity's outcome settles it (`commitUsageFor`, `failAndRelease`).
   */
  reservation: Reservation;
}

/** An AI layer failure as the Polish domain error a pupil sees (the provider's text stays in the log). */
export function aiFailure(error: AiError): DomainError {
  return new DomainError(error.code === 'AI_NOT_CONFIGURED' ? 'AI_NOT_CONFIGURED' : 'AI_FAILED');
}

/**
 * The one way to run an AI action: a verified account → the model is configured → the plan's
 * limit is reserved atomically (a `usage_ledger` row) → the work → on success the use is kept (or
 * left to the entity it was attached to), on failure it is given back and an AI error becomes a
 * Polish DomainError. Every call inside `work` carries `meta`, so it is recorded
 * with its tokens and duration against the user and the action.
 */
export async function runAiAction<T>(
  deps: Pick<Deps, 'db' | 'services'>,
  request: AiActionRequest & AiActionFor,
  work: (context: AiActionWork) => Promise<T>,
): Promise<T> {
  const userId = 'actor' in request ? requireVerified(request.actor).user.id : request.userId;
  if (!deps.services.ai.has(request.role ?? 'main')) throw new DomainError('AI_NOT_CONFIGURED');
  const reservation = await reserveUsage(deps.db, {
    userId,
    action: request.action,
    ...(request.amount ? { amount: request.amount } : {}),
    ...(request.entity ? { entity: request.entity } : {}),
  });
  let result: T;
  try {
    result = await work({ meta: { userId, action: request.action }, reservation });
  } catch (error) {
    await reservation.release().catch(() => {});
    throw error instanceof AiError ? aiFailure(error) : error;
  }
  if (!reservation.entity) await reservation.commit();
  return result;
}
