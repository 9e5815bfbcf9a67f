import { withoutLimitMarker } from '@kreda/shared/errors';
import type { Deps } from '../../core/deps.ts';
import { isDomainError } from '../../core/domain-error.ts';
import { AiError } from '../../platform/ai/ai.ts';
import type { DB } from '../../platform/db/database.ts';
import { releaseUsageFor, type UsageEntity } from './service.ts';

/*
 * How long AI work (a job generating, extracting, solving or grading) ends. One retry policy, one
 * text per way of failing, and one way to fail and give the use back, for every tool.
 */

/** Retries of a job whose work is AI calls: two more runs, 5 s and then about 10–20 s later. */
export const AI_JOB_RETRY = { retryLimit: 2, retryDelaySeconds: 5 } as const;

/** What a pupil reads when the provider kept failing; the use has been given back. */
export const AI_FAILED_TEXT = 'AI nie odpowiedziało poprawnie. Limit wrócił – spróbuj ponownie za chwilę.';

/** A tool's texts for its failures: when AI is off, and when its work failed for another reason. */
export interface WorkFailureTexts {
  /** e.g. "AI nie jest skonfigurowane – quizu nie da się teraz przygotować." */
  notConfigured: string;
  /** When the provider kept failing; default `AI_FAILED_TEXT`. */
  aiFailed?: string;
}

/** A provider's refusal of the request itself (4xx but 429): another run would send the same. */
function isRefusal(error: AiError): boolean {
  const reason = error.reason;
  const status = reason?.startsWith('HTTP_') ? Number(reason.slice(5)) : 0;
  return status >= 400 && status < 500 && status !== 429;
}

/**
 * The Polish reason to end the work with now, or null to let the queue run it again. AI off and a
 * provider refusing the request (4xx but 429) end it at once. Anything else from the AI layer —
 * timeouts, the network, 429 and 5xx after the SDK's own retries, output that stayed invalid after
 * the repair request (another sample may pass) — is retried until the last attempt. A DomainError
 * is the pupil's reason as it is; any other error (a bug, the database) is left to the queue's
 * retries and the job's final-failure hook.
 */
export function workFailure(
  error: unknown,
  texts: WorkFailureTexts,
  attempt: { isLastAttempt: boolean },
): string | null {
  if (error instanceof AiError) {
    if (error.code === 'AI_NOT_CONFIGURED') return texts.notConfigured;
    if (!isRefusal(error) && !attempt.isLastAttempt) return null;
    return texts.aiFailed ?? AI_FAILED_TEXT;
  }
  // Stored and shown on the tool's page: the limit's English marker is for API clients only.
  if (isDomainError(error)) return withoutLimitMarker(error.message);
  return null;
}

/**
 * The one way long work ends as failed: in one transaction the entity moves to its failed state
 * (`markFailed`, a conditional UPDATE that returns the row only when this call failed it) and every
 * pending use of the entity is given back through the ledger. `announce` runs after the commit.
 * Whoever comes first fails it; a later call, or one for work that already ended, changes nothing
 * and returns undefined — so a use can never be given back twice.
 */
export async function failAndRelease<R>(
  deps: Pick<Deps, 'db'>,
  entity: UsageEntity,
  markFailed: (tx: DB) => Promise<R | undefined>,
  announce?: (row: R) => void,
): Promise<R | undefined> {
  const failed = await deps.db.transaction(async (tx) => {
    const row = await markFailed(tx);
    if (row !== undefined) await releaseUsageFor(tx, entity);
    return row;
  });
  if (failed !== undefined) announce?.(failed);
  return failed;
}
