import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, sqlRows } from '../../testing/accounts.ts';
import { ACCOUNTS } from '../../testing/documents.ts';
import { createUser, type TestUser } from '../../testing/factories.ts';
import { dataOf, type SessionClient, sessionClient, uniqueEmail } from '../../testing/session-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

/*
 * The admin's statistics, costs, CSV export and account changes: every operation refused to
 * pupils (FORBIDDEN) and the signed-out (UNAUTHENTICATED); totals that match the AI calls seeded
 * for them to the cent; bad ranges refused in Polish; role and block changes audited, the last
 * admin never demoted, a blocked pupil signed out everywhere and refused at sign-in.
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

const TOTALS = 'key calls tokensPrompt tokensOutput cost unpricedCalls';
const OPS = {
  getUsage: `query ($input: GetUsageInput) { getUsage(getUsageInput: $input) {
    total page limit data { userId user { id email } uses { action label uses } ai { ${TOTALS} } aiByAction { ${TOTALS} } } } }`,
  getActionCost: `query ($input: GetActionCostInput) { getActionCost(getActionCostInput: $input) {
    action cost count tokensPrompt tokensOutput unpricedCalls } }`,
  getAggregatedUsage: `query ($input: GetAggregatedUsageInput) { getAggregatedUsage(getAggregatedUsageInput: $input) {
    date tokensOutput tokensPrompt popularAction userCount avgTime cost calls unpricedCalls
    byAction { ${TOTALS} } byModel { ${TOTALS} } } }`,
  getAdminStats: `query { getAdminStats { usersTotal usersNew7 usersNew30 activeToday active7 active30
    aiToday { ${TOTALS} } aiMonth { ${TOTALS} } topActions { action count cost } failingJobs { queue count } unpricedModels } }`,
  getUsageCsv: `query ($input: GetAggregatedUsageInput) { getUsageCsv(getAggregatedUsageInput: $input) {
    filename content rows truncated } }`,
  getUserLimits: `query ($input: GetUserByIdInput!) { getUserLimits(getUserByIdInput: $input) {
    action label limit usage limitType limitInterval } }`,
  updateUserRole: `mutation ($input: UpdateUserRoleInput!) { updateUserRole(updateUserRoleInput: $input) { id role blockedAt } }`,
  getActivityStats: `query ($input: GetActivityStatsInput!) { getActivityStats(getActivityStatsInput: $input) {
    range { from to } totals { activeUsers visits pageViews } days { day pageViews } pages { route views visits } } }`,
  setUserBlocked: `mutation ($input: SetUserBlockedInput!) { setUserBlocked(setUserBlockedInput: $input) { id role blockedAt } }`,
};

const call = async <T>(client: SessionClient, op: keyof typeof OPS, input?: Record<string, unknown>) =>
  dataOf<Record<string, T>>(await client.gql(OPS[op], input ? { input } : {}))[op] as T;

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

describe('account changes', () => {
  it('changes a role with an audit entry, and never takes it from the last admin', async () => {
    const before = await auditCount();
    const promoted = await call<{ role: string }>(admin.client, 'updateUserRole', {
      userId: other.id,
      role: 'ADMIN',
    });
    expect(promoted.role).toBe('ADMIN');
    // Two admins: the new one may take the role back from the first…
    expect(
      (await call<{ role: string }>(other.client, 'updateUserRole', { userId: admin.id, role: 'USER_FREE' }))
        .role,
    ).toBe('USER_FREE');
    // …and, now the only one, cannot lose it.
    const refused = await other.client.gql(OPS.updateUserRole, {
      input: { userId: other.id, role: 'USER_PAID' },
    });
    expect(firstError(refused.body)).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { role: 'To ostatni administrator: nadaj najpierw tę rolę komuś innemu.' },
    });
    expect(
      (await sqlRows<{ role: string }>(server, sql`select role from users where id = ${other.id}`))[0]?.role,
    ).toBe('ADMIN');
    await call(other.client, 'updateUserRole', { userId: admin.id, role: 'ADMIN' });
    await call(admin.client, 'updateUserRole', { userId: other.id, role: 'USER_FREE' });
    expect(await auditCount()).toBe((before ?? 0) + 4);
    const [entry] = await sqlRows<{
      operation: string;
      target_type: string;
      before: unknown;
      after: unknown;
    }>(
      server,
      sql`select operation, target_type, before, after from admin_audit_log where target_id = ${other.id} order by created_at desc limit 1`,
    );
    expect(entry).toMatchObject({
      operation: 'updateUserRole',
      target_type: 'User',
      before: { role: 'ADMIN', blockedAt: null },
      after: { role: 'USER_FREE', blockedAt: null },
    });
  });

  it('blocks a pupil: their sessions end, sign-in is refused in Polish, and unblocking lets them back', async () => {
    const blocked = await call<{ blockedAt: string | null }>(admin.client, 'setUserBlocked', {
      userId: pupil.id,
      blocked: true,
    });
    expect(blocked.blockedAt).not.toBeNull();
    expect(firstError((await pupil.client.gql(ACCOUNTS.me)).body).code).toBe('UNAUTHENTICATED');

    const device = sessionClient(server);
    const login = await device.gql(ACCOUNTS.login, {
      input: { email: pupil.email, password: pupil.password },
    });
    expect(firstError(login.body)).toMatchObject({
      code: 'FORBIDDEN',
      message: expect.stringContaining('zablokowane'),
    });
    // A wrong password says only that it is wrong: the block is not told to a guesser.
    const guess = await device.gql(ACCOUNTS.login, {
      input: { email: pupil.email, password: 'zle-haslo-123' },
    });
    expect(firstError(guess.body).code).toBe('BAD_USER_INPUT');
    expect((await device.gql(ACCOUNTS.me)).body.errors).toBeDefined();

    expect(
      (
        await call<{ blockedAt: string | null }>(admin.client, 'setUserBlocked', {
          userId: pupil.id,
          blocked: false,
        })
      ).blockedAt,
    ).toBeNull();
    const again = await device.gql(ACCOUNTS.login, {
      input: { email: pupil.email, password: pupil.password },
    });
    expect(again.body.errors).toBeUndefined();
    expect(dataOf(await device.gql(ACCOUNTS.me)).getMe.id).toBe(pupil.id);
    pupil.client = device;
  });

  it('refuses to block the admin themselves, or an unknown account, changing nothing', async () => {
    const before = await auditCount();
    const self = await admin.client.gql(OPS.setUserBlocked, { input: { userId: admin.id, blocked: true } });
    expect(firstError(self.body)).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Nie możesz zablokować własnego konta.',
    });
    const unknown = await admin.client.gql(OPS.setUserBlocked, {
      input: { userId: '00000000-0000-4000-8000-000000000001', blocked: true },
    });
    expect(firstError(unknown.body)).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Nie ma takiego użytkownika.',
    });
    expect(await auditCount()).toBe(before);
    expect(dataOf(await admin.client.gql(ACCOUNTS.me)).getMe.id).toBe(admin.id);
  });
});

describe('users list and limits', () => {
  it('filters users by role and onboarding step', async () => {
    const query = `query ($input: GetUsersInput) { getUsers(getUsersInput: $input) { total data { id role onboardingStatus } } }`;
    const admins = dataOf<{ getUsers: { data: { id: string; role: string }[] } }>(
      await admin.client.gql(query, { input: { role: 'ADMIN', limit: 100 } }),
    ).getUsers.data;
    expect(admins.map((user) => user.id)).toContain(admin.id);
    expect(admins.every((user) => user.role === 'ADMIN')).toBe(true);
    const done = dataOf<{ getUsers: { data: { onboardingStatus: string }[] } }>(
      await admin.client.gql(query, { input: { onboardingStatus: 'COMPLETED', limit: 100 } }),
    ).getUsers.data;
    expect(done.length).toBeGreaterThanOrEqual(3);
    expect(done.every((user) => user.onboardingStatus === 'COMPLETED')).toBe(true);
  });

  it("reads a pupil's plan limits with their use in the current period", async () => {
    const limits = await call<{ action: string; usage: number }[]>(admin.client, 'getUserLimits', {
      id: pupil.id,
    });
    expect(limits.length).toBeGreaterThan(0);
    expect(limits.map((limit) => limit.action)).toContain('CHAT_MESSAGE');
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
