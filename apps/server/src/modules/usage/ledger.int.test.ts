import { randomUUID } from 'node:crypto';
import type { UsageAction } from '@kreda/shared/enums';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deps } from '../../core/deps.ts';
import { DomainError } from '../../core/domain-error.ts';
import { AiError, createAiService } from '../../platform/ai/ai.ts';
import { sqlRows } from '../../testing/accounts.ts';
import { captureLogger } from '../../testing/fakes/capture-logger.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { runAiAction } from './ai-action.ts';
import { createPlan, grantSubscription, setPlanLimit } from './catalog.ts';
import { AI_FAILED_TEXT, failAndRelease, workFailure } from './lifecycle.ts';
import { commitUsageFor, releaseUsageFor, reserveUsage } from './service.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

const db = () => server.database.db;

async function userWithLimit(action: UsageAction, limit = 5): Promise<string> {
  const userId = randomUUID();
  const plan = await createPlan(db(), { name: `Ledger ${randomUUID()}`, visible: false });
  await setPlanLimit(db(), plan.id, { action, limitType: 'NUMBER', limit, limitInterval: 'DAY' });
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

async function ledger(userId: string) {
  return sqlRows<{ state: string; amount: number; entity_kind: string | null; entity_id: string | null }>(
    server,
    sql`select state, amount, entity_kind, entity_id from usage_ledger where user_id = ${userId} order by created_at`,
  );
}

/** The real AI service, configured: the work below never calls it, so its address answers nothing. */
const ai = createAiService(
  {
    provider: 'openai-compatible',
    baseUrl: 'http://127.0.0.1:9/v1',
    apiKey: 'sk-ledger',
    models: {
      main: 'kreda-main',
      fast: 'kreda-main',
      vision: undefined,
      embedding: undefined,
      transcription: undefined,
    },
    timeoutMs: 5_000,
  },
  { logger: captureLogger().logger },
);
const deps = () => ({ db: db(), services: { ai } }) as unknown as Pick<Deps, 'db' | 'services'>;

describe('the usage ledger', () => {
  it('writes one reserved row per reservation, counted in the limit’s period', async () => {
    const userId = await userWithLimit('QUIZ_GENERATION');
    await reserveUsage(db(), { userId, action: 'QUIZ_GENERATION', amount: 2 });
    const rows = await sqlRows<{ state: string; counted: boolean; interval: string; period_start: Date }>(
      server,
      sql`select state, counted, interval, period_start from usage_ledger where user_id = ${userId}`,
    );
    expect(rows).toEqual([expect.objectContaining({ state: 'reserved', counted: true, interval: 'DAY' })]);
    expect(await used(userId, 'QUIZ_GENERATION')).toBe(2);
  });

  it('gives a use back once however many callers release it at the same time', async () => {
    const userId = await userWithLimit('ROZPRAWKA');
    await reserveUsage(db(), { userId, action: 'ROZPRAWKA' });
    const reservation = await reserveUsage(db(), { userId, action: 'ROZPRAWKA', amount: 2 });
    expect(await used(userId, 'ROZPRAWKA')).toBe(3);
    await Promise.all(Array.from({ length: 10 }, () => reservation.release()));
    expect(await used(userId, 'ROZPRAWKA')).toBe(1);
    expect((await ledger(userId)).map((r) => r.state)).toEqual(['reserved', 'released']);
  });

  it('keeps a committed use: a later release gives nothing back', async () => {
    const userId = await userWithLimit('WORDBASE');
    const reservation = await reserveUsage(db(), { userId, action: 'WORDBASE' });
    await reservation.commit();
    await reservation.release();
    expect(await used(userId, 'WORDBASE')).toBe(1);
    expect((await ledger(userId)).map((r) => r.state)).toEqual(['committed']);
  });

  it('settles by entity: every pending use of it, summed into its counter', async () => {
    const userId = await userWithLimit('TEST_SOLVER', 10);
    const entity = { kind: 'test', id: randomUUID() };
    await reserveUsage(db(), { userId, action: 'TEST_SOLVER', entity });
    const second = await reserveUsage(db(), { userId, action: 'TEST_SOLVER', amount: 2 });
    await second.attach(db(), entity);
    await reserveUsage(db(), { userId, action: 'TEST_SOLVER', entity: { kind: 'test', id: randomUUID() } });
    expect(await used(userId, 'TEST_SOLVER')).toBe(4);
    expect(await releaseUsageFor(db(), entity)).toBe(2);
    expect(await used(userId, 'TEST_SOLVER')).toBe(1);
    expect(await releaseUsageFor(db(), entity)).toBe(0);
    expect(await commitUsageFor(db(), entity)).toBe(0);
    expect(await used(userId, 'TEST_SOLVER')).toBe(1);
  });

  it('gives back a reservation carried over from before the ledger in the period it was made', async () => {
    const userId = await userWithLimit('QUIZ_GENERATION');
    await reserveUsage(db(), { userId, action: 'QUIZ_GENERATION', amount: 3 });
    const entity = { kind: 'quiz', id: randomUUID() };
    // As migration 0020 writes pending work of the tools' old columns: counted, no counter key.
    await server.database.db.execute(sql`
      insert into usage_ledger (user_id, action, amount, counted, state, entity_kind, entity_id)
      values (${userId}, 'QUIZ_GENERATION', 1, true, 'reserved', 'quiz', ${entity.id}::uuid)`);
    expect(await releaseUsageFor(db(), entity)).toBe(1);
    expect(await used(userId, 'QUIZ_GENERATION')).toBe(2);
  });

  it('records a use even when no limit of the plan applies, counting nothing', async () => {
    const userId = await userWithLimit('QUIZ_GENERATION');
    const reservation = await reserveUsage(db(), { userId, action: 'AI_TUTORING' });
    await reservation.release();
    const rows = await sqlRows<{ counted: boolean; state: string }>(
      server,
      sql`select counted, state from usage_ledger where user_id = ${userId}`,
    );
    expect(rows).toEqual([{ counted: false, state: 'released' }]);
    expect(await used(userId, 'AI_TUTORING')).toBe(0);
  });
});

describe('runAiAction and the ledger', () => {
  it('commits the use of work that returned, releases the use of work that threw', async () => {
    const userId = await userWithLimit('AI_NOTE_GENERATION');
    await runAiAction(deps(), { userId, action: 'AI_NOTE_GENERATION' }, async () => 'ok');
    await expect(
      runAiAction(deps(), { userId, action: 'AI_NOTE_GENERATION' }, async () => {
        throw new AiError('AI_FAILED');
      }),
    ).rejects.toMatchObject({ code: 'AI_FAILED' });
    expect((await ledger(userId)).map((r) => r.state)).toEqual(['committed', 'released']);
    expect(await used(userId, 'AI_NOTE_GENERATION')).toBe(1);
  });

  it('leaves an attached use pending for the entity’s outcome', async () => {
    const userId = await userWithLimit('QUIZ_GENERATION');
    const entity = { kind: 'quiz', id: randomUUID() };
    await runAiAction(deps(), { userId, action: 'QUIZ_GENERATION' }, ({ reservation }) =>
      db().transaction((tx) => reservation.attach(tx, entity)),
    );
    expect(await ledger(userId)).toEqual([
      { state: 'reserved', amount: 1, entity_kind: 'quiz', entity_id: entity.id },
    ]);
    expect(await commitUsageFor(db(), entity)).toBe(1);
  });

  it('releases the use when the entity’s transaction rolled back', async () => {
    const userId = await userWithLimit('ROZPRAWKA');
    await expect(
      runAiAction(deps(), { userId, action: 'ROZPRAWKA' }, ({ reservation }) =>
        db().transaction(async (tx) => {
          await reservation.attach(tx, { kind: 'essay', id: randomUUID() });
          throw new Error('the insert failed');
        }),
      ),
    ).rejects.toThrow('the insert failed');
    expect((await ledger(userId)).map((r) => r.state)).toEqual(['released']);
    expect(await used(userId, 'ROZPRAWKA')).toBe(0);
  });
});

describe('failAndRelease', () => {
  it('fails the work and gives its use back once when several runs fail it together', async () => {
    const userId = await userWithLimit('ROZPRAWKA_REVIEW');
    const entity = { kind: 'essay-review', id: randomUUID() };
    await reserveUsage(db(), { userId, action: 'ROZPRAWKA_REVIEW', entity });
    let open = true;
    const announced: string[] = [];
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        failAndRelease(
          { db: db() },
          entity,
          async () => {
            if (!open) return undefined;
            open = false;
            return `run ${i}`;
          },
          (row) => announced.push(row),
        ),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(announced).toHaveLength(1);
    expect(await used(userId, 'ROZPRAWKA_REVIEW')).toBe(0);
  });

  it('gives nothing back when the work had already ended', async () => {
    const userId = await userWithLimit('QUIZ_GENERATION');
    const entity = { kind: 'quiz', id: randomUUID() };
    await reserveUsage(db(), { userId, action: 'QUIZ_GENERATION', entity });
    expect(await failAndRelease({ db: db() }, entity, async () => undefined)).toBeUndefined();
    expect(await used(userId, 'QUIZ_GENERATION')).toBe(1);
  });

  it('changes nothing when marking the work failed throws', async () => {
    const userId = await userWithLimit('QUIZ_GENERATION');
    const entity = { kind: 'quiz', id: randomUUID() };
    await reserveUsage(db(), { userId, action: 'QUIZ_GENERATION', entity });
    await expect(
      failAndRelease({ db: db() }, entity, async (tx) => {
        await releaseUsageFor(tx, entity);
        throw new Error('database gone');
      }),
    ).rejects.toThrow('database gone');
    expect((await ledger(userId)).map((r) => r.state)).toEqual(['reserved']);
    expect(await used(userId, 'QUIZ_GENERATION')).toBe(1);
  });
});

describe('workFailure: one retry policy for AI work', () => {
  const texts = { notConfigured: 'AI wyłączone.', aiFailed: 'Nie wyszło.' };
  const transient = new AiError('AI_FAILED', undefined, 'HTTP_503');

  it('ends at once when AI is off or the provider refuses the request', () => {
    const off = new AiError('AI_NOT_CONFIGURED');
    expect(workFailure(off, texts, { isLastAttempt: false })).toBe('AI wyłączone.');
    for (const reason of ['HTTP_400', 'HTTP_401', 'HTTP_404'] as const) {
      const refused = new AiError('AI_FAILED', undefined, reason);
      expect(workFailure(refused, texts, { isLastAttempt: false })).toBe('Nie wyszło.');
    }
  });

  it('retries timeouts, the network, 429, 5xx and invalid output until the last attempt', () => {
    for (const reason of [
      'TIMEOUT',
      'NETWORK',
      'HTTP_429',
      'HTTP_500',
      'INVALID_OUTPUT',
      'FAILED',
    ] as const) {
      const error = new AiError('AI_FAILED', undefined, reason);
      expect(workFailure(error, texts, { isLastAttempt: false })).toBeNull();
      expect(workFailure(error, texts, { isLastAttempt: true })).toBe('Nie wyszło.');
    }
    expect(workFailure(transient, { notConfigured: 'x' }, { isLastAttempt: true })).toBe(AI_FAILED_TEXT);
  });

  it('passes a pupil’s reason through and leaves other errors to the queue', () => {
    const refusal = new DomainError('BAD_USER_INPUT', 'Za mało stron.');
    expect(workFailure(refusal, texts, { isLastAttempt: false })).toBe('Za mało stron.');
    // A used-up limit is told in Polish only: the English marker is for API clients.
    const limit = new DomainError(
      'INSUFFICIENT_RESOURCES',
      'Insufficient resources: wykorzystano miesięczny limit „Quizy” (20).',
    );
    expect(workFailure(limit, texts, { isLastAttempt: false })).toBe(
      'Wykorzystano miesięczny limit „Quizy” (20).',
    );
    expect(workFailure(new Error('deadlock'), texts, { isLastAttempt: true })).toBeNull();
  });
});
