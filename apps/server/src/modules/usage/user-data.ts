import { asc, eq } from 'drizzle-orm';
import type { Deps } from '../../core/deps.ts';
import type { UserDataEntry } from '../../core/module.ts';
import { additionalLimits, aiCalls, subscriptions, usageCounters, usageLedger } from './tables.ts';

/*
 * A user's plan, bought limits, counters, usage ledger and AI-call records. All of it goes with the
 * account, except that AI calls stay unlinked from anyone (the service's costs). Invoices are
 * Stripe's, not rows here.
 */

export async function removeUsage(deps: Pick<Deps, 'db'>, userId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await tx.delete(subscriptions).where(eq(subscriptions.userId, userId));
    await tx.delete(additionalLimits).where(eq(additionalLimits.userId, userId));
    await tx.delete(usageCounters).where(eq(usageCounters.userId, userId));
    await tx.delete(usageLedger).where(eq(usageLedger.userId, userId));
    // The provider calls stay, without the person: what the service spent does not vanish from
    // the admin's costs when an account goes (the rows hold tokens, model and time, no content).
    await tx.update(aiCalls).set({ userId: null }).where(eq(aiCalls.userId, userId));
  });
}

export async function exportUsage(deps: Pick<Deps, 'db'>, userId: string): Promise<UserDataEntry[]> {
  const [plans, bought, counters, ledger, calls] = await Promise.all([
    deps.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId))
      .orderBy(asc(subscriptions.grantedAt)),
    deps.db
      .select()
      .from(additionalLimits)
      .where(eq(additionalLimits.userId, userId))
      .orderBy(asc(additionalLimits.purchasedAt)),
    deps.db
      .select()
      .from(usageCounters)
      .where(eq(usageCounters.userId, userId))
      .orderBy(asc(usageCounters.periodStart)),
    deps.db
      .select()
      .from(usageLedger)
      .where(eq(usageLedger.userId, userId))
      .orderBy(asc(usageLedger.createdAt)),
    deps.db
      .select({
        action: aiCalls.action,
        role: aiCalls.role,
        provider: aiCalls.provider,
        model: aiCalls.model,
        promptTokens: aiCalls.promptTokens,
        outputTokens: aiCalls.outputTokens,
        durationMs: aiCalls.durationMs,
        ok: aiCalls.ok,
        errorCode: aiCalls.errorCode,
        createdAt: aiCalls.createdAt,
      })
      .from(aiCalls)
      .where(eq(aiCalls.userId, userId))
      .orderBy(asc(aiCalls.createdAt)),
  ]);
  return [
    {
      path: 'uzycie.json',
      about: 'plan, limity, liczniki użycia i wywołania modeli AI',
      json: {
        subscriptions: plans.map(({ userId: _user, ...row }) => row),
        additionalLimits: bought.map(({ userId: _user, ...row }) => row),
        usageCounters: counters.map(({ userId: _user, ...row }) => row),
        usageLedger: ledger.map(({ userId: _user, ...row }) => row),
        aiCalls: calls,
      },
    },
  ];
}
