import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deps } from './core/deps.ts';
import { FAILED_MESSAGE, GENERATE_JOB } from './modules/quizzes/jobs.ts';
import { quizGeneration } from './modules/quizzes/pending-work.ts';
import { reserveUsage } from './modules/usage/index.ts';
import { sweepPendingWork } from './sweeper.ts';
import { sqlRows } from './testing/accounts.ts';
import { createUser, createWorkspace, type TestUser } from './testing/factories.ts';
import { startTestServer, type TestServer } from './testing/test-server.ts';

/*
 * The one sweeper over the modules' pending work: an item unchanged past its deadline with no job
 * left to carry it is failed by its module, with its use given back; one still carried by a queued
 * job, or changed recently, is left alone.
 */

let server: TestServer;
let pupil: TestUser;
let workspaceId: string;
beforeAll(async () => {
  server = await startTestServer();
  pupil = await createUser(server);
  workspaceId = (await createWorkspace(pupil)).id;
});
afterAll(async () => {
  await server?.stop();
});

const deps = () =>
  ({
    db: server.runtime.database.db,
    logger: server.runtime.logger,
    pubsub: { publish: () => {} },
    services: { jobs: server.runtime.jobs },
  }) as unknown as Deps;

/** A quiz being generated, last changed `ago` before now, with its use reserved in the ledger. */
async function pendingQuiz(ago: string): Promise<string> {
  const [row] = await sqlRows<{ id: string }>(
    server,
    sql`insert into quizzes (user_id, workspace_id, quiz_flow_id, name, detail_scale, requested_count, question_types, state, updated_at)
        values (${pupil.id}, ${workspaceId}, ${randomUUID()}, 'Quiz', 'NORMALNY', 5, '{ZAMKNIETE}', 'INITIAL_PENDING', now() - ${ago}::interval)
        returning id`,
  );
  const id = row?.id as string;
  await reserveUsage(server.runtime.database.db, {
    userId: pupil.id,
    action: 'QUIZ_GENERATION',
    entity: { kind: 'quiz', id },
  });
  return id;
}

async function quizState(id: string) {
  const [row] = await sqlRows<{ state: string; error: string | null; ledger: string }>(
    server,
    sql`select q.state, q.error, l.state as ledger from quizzes q
        join usage_ledger l on l.entity_kind = 'quiz' and l.entity_id = q.id where q.id = ${id}`,
  );
  return row;
}

describe('the sweeper', () => {
  it('fails work stuck past its deadline with no job left, giving its use back once', async () => {
    const lost = await pendingQuiz('2 hours');
    // The server's own sweep (every minute) may come first; either way it is failed once.
    await sweepPendingWork(deps(), quizGeneration);
    expect(await quizState(lost)).toEqual({
      state: 'INITIAL_FAILED',
      error: FAILED_MESSAGE,
      ledger: 'released',
    });
    expect(await sweepPendingWork(deps(), quizGeneration)).not.toContain(lost);
  });

  it('leaves work a queued job still carries, and work changed within its deadline', async () => {
    const queued = await pendingQuiz('2 hours');
    await server.runtime.jobs.send(GENERATE_JOB, { quizId: queued }, queued, { startAfterSeconds: 3600 });
    const recent = await pendingQuiz('5 minutes');
    const failed = await sweepPendingWork(deps(), quizGeneration);
    expect(failed).not.toContain(queued);
    expect(failed).not.toContain(recent);
    expect(await quizState(queued)).toMatchObject({ state: 'INITIAL_PENDING', ledger: 'reserved' });
    expect(await quizState(recent)).toMatchObject({ state: 'INITIAL_PENDING', ledger: 'reserved' });
  });
});
