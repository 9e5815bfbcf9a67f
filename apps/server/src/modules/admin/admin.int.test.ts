import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, sqlRows } from '../../testing/accounts.ts';
import { createUser, type TestUser } from '../../testing/factories.ts';
import { uniqueEmail } from '../../testing/session-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { callOp as call, OPS } from './testing/admin-ops.ts';

/*
 * The admin's statistics, costs, CSV export and product activity: every operation refused to
 * pupils (FORBIDDEN) and the signed-out (UNAUTHENTICATED); totals that match the AI calls seeded
 * for them to the cent; bad ranges refused in Polish.
 */

let server: TestServer;
let admin: TestUser;
let pupil: TestUser;
let other: TestUser;
const ADMIN_EMAIL = uniqueEmail('statystyki');

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: ADMIN_EMAIL });
  [admin, pupil, other] = await Promise.all([
    createUser(server, { email: ADMIN_EMAIL }),
    createUser(server),
    createUser(server),
  ]);
});
afterAll(async () => {
  await server?.stop();
});

const auditCount = async () =>
  (await sqlRows<{ n: number }>(server, sql`select count(*)::int as n from admin_audit_log`))[0]?.n;

describe('who may', () => {
  const ZERO = '00000000-0000-4000-8000-000000000000';
  const cases: [keyof typeof OPS, Record<string, unknown> | undefined][] = [
    ['getUsage', {}],
    ['getActionCost', {}],
    ['getAggregatedUsage', {}],
    ['getAdminStats', undefined],
    ['getUsageCsv', {}],
    ['getUserLimits', { id: ZERO }],
    ['getActivityStats', { from: '2026-03-10', to: '2026-03-11' }],
    ['updateUserRole', { userId: ZERO, role: 'ADMIN' }],
    ['setUserBlocked', { userId: ZERO, blocked: true }],
  ];

  it.each(cases)(
    '%s: FORBIDDEN to a pupil, UNAUTHENTICATED signed out, an answer to the admin',
    async (op, input) => {
      const variables = input ? { input } : {};
      const before = await auditCount();
      expect(firstError((await pupil.client.gql(OPS[op], variables)).body).code).toBe('FORBIDDEN');
      expect(firstError((await server.gql(OPS[op], variables)).body).code).toBe('UNAUTHENTICATED');
      const asAdmin = (await admin.client.gql(OPS[op], variables)).body;
      if (asAdmin.errors) expect(firstError(asAdmin).code).toBe('NOT_FOUND');
      else expect(asAdmin.data?.[op]).toBeDefined();
      expect(await auditCount()).toBe(before);
    },
  );
});

/** Two Warsaw days in March (CET, UTC+1), far from any call the tests make today. */
const RANGE = { from: '2026-03-09T23:00:00Z', to: '2026-03-11T23:00:00Z' };

async function seedCall(values: {
  userId: string | null;
  action: string;
  model: string;
  prompt: number;
  output: number;
  ms: number;
  cost: number | null;
  at: string;
}) {
  await server.database.db.execute(sql`
    insert into ai_calls (user_id, action, role, provider, model, prompt_tokens, output_tokens, duration_ms, cost_usd, ok, created_at)
    values (${values.userId}, ${values.action}, 'test', 'openai', ${values.model}, ${values.prompt}, ${values.output},
            ${values.ms}, ${values.cost}, true, ${values.at})`);
}

describe('statistics against seeded AI calls', () => {
  beforeAll(async () => {
    // 10 March (Warsaw): the pupil chats twice and makes a quiz; the other pupil chats once.
    await seedCall({
      userId: pupil.id,
      action: 'CHAT_MESSAGE',
      model: 'gpt-a',
      prompt: 1000,
      output: 200,
      ms: 800,
      cost: 0.0012,
      at: '2026-03-10T08:00:00Z',
    });
    await seedCall({
      userId: pupil.id,
      action: 'CHAT_MESSAGE',
      model: 'gpt-a',
      prompt: 3000,
      output: 400,
      ms: 1200,
      cost: 0.0034,
      at: '2026-03-10T09:00:00Z',
    });
    await seedCall({
      userId: pupil.id,
      action: 'QUIZ_GENERATION',
      model: 'gpt-b',
      prompt: 5000,
      output: 2000,
      ms: 4000,
      cost: 0.02,
      at: '2026-03-10T10:00:00Z',
    });
    await seedCall({
      userId: other.id,
      action: 'CHAT_MESSAGE',
      model: 'gpt-a',
      prompt: 500,
      output: 100,
      ms: 600,
      cost: 0.0006,
      at: '2026-03-10T22:30:00Z',
    });
    // 11 March, 00:30 Warsaw (23:30 UTC on the 10th): a model without a price, and a deleted account's call.
    await seedCall({
      userId: other.id,
      action: '=HYPERLINK("x")',
      model: 'local-llm',
      prompt: 700,
      output: 70,
      ms: 300,
      cost: null,
      at: '2026-03-10T23:30:00Z',
    });
    await seedCall({
      userId: null,
      action: 'CHAT_MESSAGE',
      model: 'gpt-a',
      prompt: 100,
      output: 10,
      ms: 100,
      cost: 0.0001,
      at: '2026-03-11T12:00:00Z',
    });
    // Outside the range: never counted.
    await seedCall({
      userId: pupil.id,
      action: 'CHAT_MESSAGE',
      model: 'gpt-a',
      prompt: 9999,
      output: 9999,
      ms: 1,
      cost: 9,
      at: '2026-03-12T12:00:00Z',
    });
    // The pupil's kept and given-back uses in the ledger.
    await server.database.db.execute(sql`
      insert into usage_ledger (user_id, action, amount, counted, state, created_at) values
        (${pupil.id}, 'CHAT_MESSAGE', 1, true, 'committed', '2026-03-10T08:00:00Z'),
        (${pupil.id}, 'CHAT_MESSAGE', 1, true, 'committed', '2026-03-10T09:00:00Z'),
        (${pupil.id}, 'QUIZ_GENERATION', 1, true, 'released', '2026-03-10T10:00:00Z')`);
  });

  it('adds each Warsaw day up to the calls seeded for it, with its split by action and model', async () => {
    const days = await call<Record<string, unknown>[]>(admin.client, 'getAggregatedUsage', { range: RANGE });
    expect(days.map((day) => day.date)).toEqual(['2026-03-10', '2026-03-11']);
    expect(days[0]).toMatchObject({
      calls: 4,
      tokensPrompt: 9500,
      tokensOutput: 2700,
      userCount: 2,
      avgTime: 1650,
      popularAction: 'CHAT_MESSAGE',
      unpricedCalls: 0,
    });
    expect(days[0]?.cost).toBeCloseTo(0.0252, 10);
    expect(days[0]?.byModel).toEqual([
      expect.objectContaining({ key: 'gpt-a', calls: 3, tokensPrompt: 4500 }),
      expect.objectContaining({ key: 'gpt-b', calls: 1, tokensPrompt: 5000 }),
    ]);
    // The call without a price is counted apart, not as free; the deleted account's is no user.
    expect(days[1]).toMatchObject({ calls: 2, unpricedCalls: 1, userCount: 1, tokensPrompt: 800 });
    expect(days[1]?.cost).toBeCloseTo(0.0001, 10);

    const chatOnly = await call<{ calls: number }[]>(admin.client, 'getAggregatedUsage', {
      range: RANGE,
      action: 'CHAT_MESSAGE',
      userId: pupil.id,
    });
    expect(chatOnly.map((day) => day.calls)).toEqual([2]);
  });

  it('costs each action, the most expensive first, and each user, with their kept uses', async () => {
    const costs = await call<{ action: string; cost: number; count: number; unpricedCalls: number }[]>(
      admin.client,
      'getActionCost',
      { range: RANGE },
    );
    expect(costs.map((row) => [row.action, row.count, row.unpricedCalls])).toEqual([
      ['QUIZ_GENERATION', 1, 0],
      ['CHAT_MESSAGE', 4, 0],
      ['=HYPERLINK("x")', 1, 1],
    ]);
    expect(costs[1]?.cost).toBeCloseTo(0.0053, 10);

    const usage = await call<{
      total: number;
      data: {
        userId: string;
        user: { email: string } | null;
        uses: { action: string; uses: number }[];
        ai: { calls: number; cost: number };
      }[];
    }>(admin.client, 'getUsage', { range: RANGE });
    expect(usage.total).toBe(2);
    expect(usage.data.map((row) => [row.userId, row.ai.calls])).toEqual([
      [pupil.id, 3],
      [other.id, 2],
    ]);
    expect(usage.data[0]?.user?.email).toBe(pupil.email);
    expect(usage.data[0]?.ai.cost).toBeCloseTo(0.0246, 10);
    // The given-back quiz is not a use.
    expect(usage.data[0]?.uses).toEqual([{ action: 'CHAT_MESSAGE', label: expect.any(String), uses: 2 }]);

    const one = await call<{ total: number; data: { userId: string }[] }>(admin.client, 'getUsage', {
      range: RANGE,
      userId: other.id,
    });
    expect(one.data.map((row) => row.userId)).toEqual([other.id]);
  });

  it('exports the calls as CSV by day, action, model and user, a formula defused', async () => {
    const file = await call<{ filename: string; content: string; rows: number; truncated: boolean }>(
      admin.client,
      'getUsageCsv',
      { range: RANGE },
    );
    expect(file.filename).toBe('kreda-uzycie-ai-2026-03-09-2026-03-11.csv');
    const lines = file.content.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'date,action,model,user_id,calls,tokens_prompt,tokens_output,cost_usd,unpriced_calls',
    );
    expect(file.rows).toBe(lines.length - 1);
    expect(file.rows).toBe(5);
    expect(lines).toContain(`2026-03-10,CHAT_MESSAGE,gpt-a,${pupil.id},2,4000,600,0.00460000,0`);
    expect(lines).toContain(`2026-03-11,"'=HYPERLINK(""x"")",local-llm,${other.id},1,700,70,0.00000000,1`);
    expect(lines).toContain('2026-03-11,CHAT_MESSAGE,gpt-a,,1,100,10,0.00010000,0');
    expect(file.truncated).toBe(false);
  });

  it('refuses a backwards or over-long range in Polish', async () => {
    const backwards = await admin.client.gql(OPS.getActionCost, {
      input: { range: { from: RANGE.to, to: RANGE.from } },
    });
    expect(firstError(backwards.body)).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { from: 'Początek okresu musi być przed jego końcem.' },
    });
    const long = await admin.client.gql(OPS.getAggregatedUsage, {
      input: { range: { from: '2024-01-01T00:00:00Z', to: '2026-01-01T00:00:00Z' } },
    });
    expect(firstError(long.body).fields).toEqual({ from: 'Okres może mieć najwyżej 366 dni.' });
  });

  it('sums today and the month for the dashboard, and names the models without a price', async () => {
    const now = new Date().toISOString();
    await seedCall({
      userId: pupil.id,
      action: 'CHAT_MESSAGE',
      model: 'gpt-a',
      prompt: 10,
      output: 5,
      ms: 50,
      cost: 0.5,
      at: now,
    });
    await seedCall({
      userId: pupil.id,
      action: 'CHAT_MESSAGE',
      model: 'bez-ceny',
      prompt: 10,
      output: 5,
      ms: 50,
      cost: null,
      at: now,
    });
    // A job that failed for good an hour ago and was archived since; one from two days ago is old news.
    const failedJob = (hoursAgo: number) => sql`
      insert into pgboss.archive (id, name, priority, state, retry_limit, retry_count, retry_delay, retry_backoff,
        start_after, expire_in, created_on, completed_on, keep_until)
      values (gen_random_uuid(), 'quiz-generate', 0, 'failed', 2, 2, 0, false, now(), interval '15 minutes',
        now() - make_interval(hours => ${hoursAgo + 1}), now() - make_interval(hours => ${hoursAgo}), now() + interval '1 day')`;
    await server.database.db.execute(failedJob(1));
    await server.database.db.execute(failedJob(48));
    const stats = await call<{
      usersTotal: number;
      usersNew7: number;
      active30: number;
      aiToday: { calls: number; cost: number; unpricedCalls: number };
      aiMonth: { calls: number };
      topActions: { action: string }[];
      failingJobs: { queue: string; count: number }[];
      unpricedModels: string[];
    }>(admin.client, 'getAdminStats');
    expect(stats.usersTotal).toBeGreaterThanOrEqual(3);
    expect(stats.usersNew7).toBeGreaterThanOrEqual(3);
    // Signing up and onboarding are events: the three accounts of this file were active.
    expect(stats.active30).toBeGreaterThanOrEqual(3);
    expect(stats.aiToday).toMatchObject({ calls: 2, unpricedCalls: 1 });
    expect(stats.aiToday.cost).toBeCloseTo(0.5, 10);
    expect(stats.aiMonth.calls).toBeGreaterThanOrEqual(2);
    expect(stats.topActions[0]?.action).toBe('CHAT_MESSAGE');
    expect(stats.unpricedModels).toEqual(['bez-ceny']);
    expect(stats.failingJobs).toEqual([{ queue: 'quiz-generate', count: 1 }]);
  });
});

describe('activity from product telemetry', () => {
  it('counts the page views a visit sent today, by route pattern', async () => {
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Warsaw' }).format(new Date());
    const at = new Date().toISOString();
    const sent = await fetch(`${server.url}/api/telemetry`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        sessionId: '3f0a4c8e-2b1d-4e6f-9a7b-5c3d2e1f0a9b',
        sentAt: at,
        events: [
          { name: 'page.viewed', at, props: { route: '/app/quizzes' } },
          { name: 'page.viewed', at, props: { route: '/app/quizzes' } },
        ],
      }),
    });
    expect(sent.status).toBeLessThan(300);
    const stats = await call<{
      range: { from: string };
      totals: { visits: number; pageViews: number };
      pages: { route: string; views: number; visits: number }[];
    }>(admin.client, 'getActivityStats', { from: today, to: today });
    expect(stats.range.from).toBe(today);
    expect(stats.totals).toMatchObject({ visits: 1, pageViews: 2 });
    expect(stats.pages).toEqual([{ route: '/app/quizzes', views: 2, visits: 1 }]);
    const backwards = await admin.client.gql(OPS.getActivityStats, {
      input: { from: today, to: '2020-01-01' },
    });
    expect(firstError(backwards.body).code).toBe('BAD_USER_INPUT');
  });
});
