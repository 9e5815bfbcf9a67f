import type { LanguageModelUsage } from 'ai';
import type { Logger } from '../logger.ts';
import { describeError, toAiError } from './ai-error.ts';
import { endAiSpan, inAiSpan, startAiSpan } from './ai-spans.ts';
import type { AiCallMeta, AiRole, AiUsageRecord } from './types.ts';

/** One call as accounted: who, which role and model. */
export interface CallInfo {
  meta: AiCallMeta;
  role: AiRole | 'embedding' | 'transcription';
  model: string;
}

/** Tokens counted so far in a call (a repaired object call makes two requests). */
export interface Tally {
  promptTokens: number;
  outputTokens: number;
}

export function addUsage(tally: Tally, usage: Partial<LanguageModelUsage> | undefined): void {
  tally.promptTokens += usage?.inputTokens ?? 0;
  tally.outputTokens += usage?.outputTokens ?? 0;
}

/**
 * Runs one call: maps whatever it throws to AiError, logs failures (provider text goes to the log
 * only) and reports exactly one usage record, ok or not; with tracing on, the call is a span.
 * `cancelled` tells a caller's abort apart from a failure.
 */
export type Track = <T>(
  call: CallInfo,
  cancelled: () => boolean,
  body: (tally: Tally) => Promise<T>,
) => Promise<T>;

export function createTracker(
  provider: string,
  logger: Logger,
  onUsage: ((record: AiUsageRecord) => Promise<void> | void) | undefined,
): Track {
  const report = async (record: AiUsageRecord) => {
    if (!onUsage) return;
    try {
      await onUsage(record);
    } catch (err) {
      logger.error({ err, action: record.action }, 'recording AI usage failed');
    }
  };

  return async (call, cancelled, body) => {
    const started = performance.now();
    const tally: Tally = { promptTokens: 0, outputTokens: 0 };
    const record = (ok: boolean, errorCode: AiUsageRecord['errorCode']): AiUsageRecord => ({
      userId: call.meta.userId,
      action: call.meta.action,
      role: call.role,
      provider,
      model: call.model,
      promptTokens: tally.promptTokens,
      outputTokens: tally.outputTokens,
      durationMs: Math.round(performance.now() - started),
      ok,
      errorCode,
    });
    const span = startAiSpan(provider, call);
    try {
      const value = await inAiSpan(span, () => body(tally));
      endAiSpan(span, tally, null);
      await report(record(true, null));
      return value;
    } catch (error) {
      const aiError = toAiError(error, cancelled());
      const context = { action: call.meta.action, role: call.role, provider, model: call.model };
      if (aiError.code === 'AI_CANCELLED') logger.info(context, 'AI call cancelled');
      else logger.warn({ error: describeError(error), reason: aiError.reason, ...context }, 'AI call failed');
      endAiSpan(span, tally, aiError.reason ?? 'FAILED');
      await report(record(false, aiError.reason ?? 'FAILED'));
      throw aiError;
    }
  };
}
