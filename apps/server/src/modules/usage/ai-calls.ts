import { callCost } from '../../config/ai-prices.ts';
import type { Deps } from '../../core/deps.ts';
import { type EventDeps, recordEvent } from '../events/index.ts';
import { aiCalls } from './tables.ts';

/** A whole number of tokens or milliseconds: odd values from a provider are clamped, never thrown on. */
const count = (n: number) => (Number.isFinite(n) ? Math.max(0, Math.round(n)) : 0);

/**
 * Stores one AI provider call (statistics and cost) and its `ai.called` event in one transaction.
 * Called by the AI layer after every call, failed and cancelled ones included. The cost is fixed
 * at today's price, so a later price change never rewrites what was spent.
 */
export async function recordAiCall(
  deps: Pick<Deps, 'db'> & EventDeps & { config: Pick<Deps['config'], 'aiPrices'> },
  record: {
    userId: string | null;
    action: string;
    role: string;
    provider: string;
    model: string;
    promptTokens: number;
    outputTokens: number;
    durationMs: number;
    ok: boolean;
    errorCode: string | null;
  },
): Promise<void> {
  const call = {
    ...record,
    promptTokens: count(record.promptTokens),
    outputTokens: count(record.outputTokens),
    durationMs: count(record.durationMs),
  };
  const costUsd = callCost(deps.config.aiPrices, call);
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(aiCalls)
      .values({ ...call, costUsd })
      .returning({ id: aiCalls.id });
    if (!row) throw new Error('ai call insert returned nothing');
    await recordEvent(deps, tx, {
      type: 'ai.called',
      userId: call.userId,
      entity: { kind: 'ai-call', id: row.id },
      payload: {
        action: call.action,
        role: call.role,
        provider: call.provider,
        model: call.model,
        promptTokens: call.promptTokens,
        outputTokens: call.outputTokens,
        durationMs: call.durationMs,
        costUsd,
        ok: call.ok,
        errorCode: call.errorCode,
      },
    });
  });
}
