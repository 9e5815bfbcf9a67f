import { randomUUID } from 'node:crypto';
import type { UsageAction } from '@kreda/shared/enums';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainError } from '../../core/domain-error.ts';
import { sqlRows, verifiedUser } from '../../testing/accounts.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { recordAiCall } from './ai-calls.ts';
import { addAdditionalLimit, createPlan, grantSubscription, setPlanLimit } from './catalog.ts';
import { reserveUsage } from './service.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

const db = () => server.database.db;

/** A fresh user on a fresh plan whose only limits are the ones given. */
async function userOnPlan(
  planLimits: Parameters<typeof setPlanLimit>[2][],
  userId: string = randomUUID(),
): Promise<string> {
  const plan = await createPlan(db(), { name: `Test ${randomUUID()}`, visible: false });
  for (const limit of planLimits) await setPlanLimit(db(), plan.id, limit);
  await grantSubscription(db(), { userId, planId: plan.id, grantedAt: new Date('2020-01-01T00:00:00Z') });
  return userId;
}

async function used(userId: string, action: UsageAction): Promise<number> {
  const rows = await sqlRows<{ used: number }>(
    server,
    sql`select coalesce(sum(used), 0)::int as used from usage_counters where user_id = ${userId} and action = ${action}`,
  );
  return Number(rows[0]?.used ?? 0);
}

/** The domain error a refused reservation throws (mapped to GraphQL in one place). */
async function refusal(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => {
      throw new Error('expected INSUFFICIENT_RESOURCES');
    },
    (e: DomainError) => e,
  );
  expect(error.code).toBe('INSUFFICIENT_RESOURCES');
  return error;
}

describe('reserveUsage', () => {
  it('lets exactly the limit through when 50 reservations race for 10 uses', async () => {
    const userId = await userOnPlan([{ action: 'CHAT_MESSAGE', limitType: 'NUMBER', limit: 10 }]);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => reserveUsage(db(), { userId, action: 'CHAT_MESSAGE' })),
    );
    const refused = results.filter((r) => r.status === 'rejected');
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const r of refused) {
      expect((r as PromiseRejectedResult).reason.code).toBe('INSUFFICIENT_RESOURCES');
    }
    expect(await used(userId, 'CHAT_MESSAGE')).toBe(10);
  });

  it('refuses with a Polish message that names the feature, the limit and the renewal', async () => {
    const userId = await userOnPlan([{ action: 'CHAT_MESSAGE', limitType: 'NUMBER', limit: 2 }]);
    const now = new Date('2026-11-22T10:00:00Z');
    await reserveUsage(db(), { userId, action: 'CHAT_MESSAGE', amount: 2, now });
    const error = await refusal(reserveUsage(db(), { userId, action: 'CHAT_MESSAGE', now }));
    expect(error.message).toBe(
      'Insufficient resources: wykorzystano dzienny limit „Wiadomości w czacie” (2). Limit odnowi się jutro o 00:00.',
    );
    expect(error.details).toMatchObject({
      action: 'CHAT_MESSAGE',
      limit: 2,
      used: 2,
      renewsAt: '2026-11-22T23:00:00.000Z',
    });
  });

  it('refuses an amount larger than the whole limit without creating a counter', async () => {
    const userId = await userOnPlan([{ action: 'QUIZ_GENERATION', limitType: 'NUMBER', limit: 5 }]);
    await refusal(reserveUsage(db(), { userId, action: 'QUIZ_GENERATION', amount: 6 }));
    expect(await used(userId, 'QUIZ_GENERATION')).toBe(0);
    await reserveUsage(db(), { userId, action: 'QUIZ_GENERATION', amount: 5 });
    expect(await used(userId, 'QUIZ_GENERATION')).toBe(5);
  });

  it('gives a released use back once, however often release is called', async () => {
    const userId = await userOnPlan([{ action: 'AI_TUTORING', limitType: 'NUMBER', limit: 3 }]);
    const reservations = [];
    for (let i = 0; i < 3; i++)
      reservations.push(await reserveUsage(db(), { userId, action: 'AI_TUTORING' }));
    await refusal(reserveUsage(db(), { userId, action: 'AI_TUTORING' }));
    await Promise.all([reservations[0]?.release(), reservations[0]?.release()]);
    await reservations[0]?.release();
    expect(await used(userId, 'AI_TUTORING')).toBe(2);
    await reserveUsage(db(), { userId, action: 'AI_TUTORING' });
    await refusal(reserveUsage(db(), { userId, action: 'AI_TUTORING' }));
  });

  it('never releases below zero', async () => {
    const userId = await userOnPlan([{ action: 'WORDBASE', limitType: 'NUMBER', limit: 5 }]);
    const reservation = await reserveUsage(db(), { userId, action: 'WORDBASE', amount: 3 });
    await db().execute(sql`update usage_counters set used = 1 where user_id = ${userId}`);
    await reservation.release();
    expect(await used(userId, 'WORDBASE')).toBe(0);
  });

  it('counts UNLIMITED without refusing, refuses NONE, and lets unlisted actions through', async () => {
    const userId = await userOnPlan([
      { action: 'CHAT_MESSAGE', limitType: 'UNLIMITED' },
      { action: 'ROZPRAWKA', limitType: 'NONE' },
    ]);
    await reserveUsage(db(), { userId, action: 'CHAT_MESSAGE', amount: 1000 });
    await reserveUsage(db(), { userId, action: 'CHAT_MESSAGE' });
    expect(await used(userId, 'CHAT_MESSAGE')).toBe(1001);
    const error = await refusal(reserveUsage(db(), { userId, action: 'ROZPRAWKA' }));
    expect(error.message).toBe(
      'Insufficient resources: funkcja „Rozprawki AI” nie jest dostępna w Twoim planie.',
    );
    const free = await reserveUsage(db(), { userId, action: 'TRANSCRIPTION', amount: 500 });
    await free.release();
  });

  it('adds unexpired additional limits to the plan, also to a NONE limit', async () => {
    const userId = await userOnPlan([
      { action: 'TEST_SOLVER', limitType: 'NUMBER', limit: 2 },
      { action: 'ROZPRAWKA_REVIEW', limitType: 'NONE' },
    ]);
    const now = new Date('2026-11-22T10:00:00Z');
    await addAdditionalLimit(db(), { userId, action: 'TEST_SOLVER', additionalLimit: 3, purchasedAt: now });
    await addAdditionalLimit(db(), {
      userId,
      action: 'TEST_SOLVER',
      additionalLimit: 100,
      purchasedAt: new Date('2026-10-01T00:00:00Z'),
      expiresAt: new Date('2026-11-01T00:00:00Z'),
    });
    await addAdditionalLimit(db(), {
      userId,
      action: 'ROZPRAWKA_REVIEW',
      additionalLimit: 1,
      purchasedAt: now,
    });
    await reserveUsage(db(), { userId, action: 'TEST_SOLVER', amount: 5, now });
    const error = await refusal(reserveUsage(db(), { userId, action: 'TEST_SOLVER', now }));
    expect(error.details).toMatchObject({ limit: 5, used: 5 });
    await reserveUsage(db(), { userId, action: 'ROZPRAWKA_REVIEW', now });
    await refusal(reserveUsage(db(), { userId, action: 'ROZPRAWKA_REVIEW', now }));
  });

  it('starts every Warsaw day and month from zero', async () => {
    const userId = await userOnPlan([
      { action: 'CHAT_MESSAGE', limitType: 'NUMBER', limit: 3, limitInterval: 'DAY' },
      { action: 'AI_NOTE_GENERATION', limitType: 'NUMBER', limit: 2, limitInterval: 'MONTH' },
    ]);
    const lastMinute = new Date('2026-03-28T22:59:00Z'); // 23:59 on 28 March in Warsaw
    const midnight = new Date('2026-03-28T23:00:00Z'); // 00:00 on 29 March in Warsaw
    await reserveUsage(db(), { userId, action: 'CHAT_MESSAGE', amount: 3, now: lastMinute });
    await refusal(reserveUsage(db(), { userId, action: 'CHAT_MESSAGE', now: lastMinute }));
    await reserveUsage(db(), { userId, action: 'CHAT_MESSAGE', amount: 3, now: midnight });

    const midMarch = new Date('2026-03-15T10:00:00Z');
    await reserveUsage(db(), { userId, action: 'AI_NOTE_GENERATION', amount: 2, now: midMarch });
    const error = await refusal(reserveUsage(db(), { userId, action: 'AI_NOTE_GENERATION', now: midMarch }));
    expect(error.message).toContain(
      'wykorzystano miesięczny limit „Notatki AI” (2). Limit odnowi się 01.04.2026 o 00:00.',
    );
    const lastEvening = new Date('2026-03-31T21:59:00Z'); // 23:59 CEST on 31 March
    const lastDay = await refusal(
      reserveUsage(db(), { userId, action: 'AI_NOTE_GENERATION', now: lastEvening }),
    );
    expect(lastDay.message).toContain('Limit odnowi się jutro o 00:00.');
    await reserveUsage(db(), { userId, action: 'AI_NOTE_GENERATION', now: new Date('2026-03-31T22:00:00Z') });
  });

  it('puts users without an active subscription on the free plan', async () => {
    const { id: userId } = await verifiedUser(server);
    await reserveUsage(db(), { userId, action: 'CHAT_MESSAGE', amount: 30 });
    const error = await refusal(reserveUsage(db(), { userId, action: 'CHAT_MESSAGE' }));
    expect(error.message).toContain('dzienny limit „Wiadomości w czacie” (30)');

    // An expired or cancelled subscription no longer lifts the limit.
    const plan = await createPlan(db(), { name: 'Wygasły', visible: false });
    await setPlanLimit(db(), plan.id, { action: 'CHAT_MESSAGE', limitType: 'UNLIMITED' });
    await grantSubscription(db(), {
      userId,
      planId: plan.id,
      grantedAt: new Date('2026-01-01T00:00:00Z'),
      expiresAt: new Date('2026-02-01T00:00:00Z'),
    });
    await grantSubscription(db(), { userId, planId: plan.id, status: 'Canceled' });
    await refusal(reserveUsage(db(), { userId, action: 'CHAT_MESSAGE' }));
    await grantSubscription(db(), { userId, planId: plan.id });
    await reserveUsage(db(), { userId, action: 'CHAT_MESSAGE', amount: 100 });
  });

  it('keeps each user\u2019s usage to themselves', async () => {
    const limits = [{ action: 'QUIZ_GENERATION' as const, limitType: 'NUMBER' as const, limit: 2 }];
    const first = await userOnPlan(limits, (await verifiedUser(server)).id);
    const second = (await verifiedUser(server)).id;
    await reserveUsage(db(), { userId: first, action: 'QUIZ_GENERATION', amount: 2 });
    await refusal(reserveUsage(db(), { userId: first, action: 'QUIZ_GENERATION' }));
    const other = await reserveUsage(db(), { userId: second, action: 'QUIZ_GENERATION', amount: 5 });
    await other.release();
    expect(await used(first, 'QUIZ_GENERATION')).toBe(2);
    expect(await used(second, 'QUIZ_GENERATION')).toBe(0);
  });
});

describe('recordAiCall', () => {
  it('stores one row per provider call, failed ones included', async () => {
    const { id: userId } = await verifiedUser(server);
    const call = {
      userId,
      action: 'CHAT_MESSAGE',
      role: 'chat',
      provider: 'openai',
      model: 'gpt-test',
      promptTokens: 1200,
      outputTokens: 340,
      durationMs: 1875,
      ok: true,
      errorCode: null,
    };
    const deps = {
      db: db(),
      config: { aiPrices: new Map([['gpt-test', { input: 0.5, output: 2 }]]) },
      eventProcessors: [],
      services: { jobs: server.runtime.jobs },
    };
    await recordAiCall(deps, call);
    await recordAiCall(deps, { ...call, userId: null, ok: false, errorCode: 'AI_FAILED', outputTokens: 0 });
    const rows = await sqlRows<Record<string, unknown>>(
      server,
      sql`select user_id, action, role, provider, model, prompt_tokens, output_tokens, duration_ms, cost_usd, ok, error_code
          from ai_calls where user_id = ${userId} or (user_id is null and model = 'gpt-test') order by ok desc`,
    );
    expect(rows).toEqual([
      {
        user_id: userId,
        action: 'CHAT_MESSAGE',
        role: 'chat',
        provider: 'openai',
        model: 'gpt-test',
        prompt_tokens: 1200,
        output_tokens: 340,
        duration_ms: 1875,
        // 1200 × $0.5 + 340 × $2 per million tokens, at the price of the moment.
        cost_usd: '0.00128000',
        ok: true,
        error_code: null,
      },
      expect.objectContaining({ user_id: null, ok: false, error_code: 'AI_FAILED', cost_usd: '0.00060000' }),
    ]);
  });
});
