import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, sqlRows } from '../../testing/accounts.ts';
import { createUser, createWorkspace, type TestUser } from '../../testing/factories.ts';
import { dataOf } from '../../testing/session-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { TESTS } from '../testsolver/testing/documents.ts';
import { claimAttempt } from './service.ts';

/*
 * Tasks of an owner kind no module has registered (as a textbook chapter's will be before the
 * library exists): the exercises module serves and corrects them, refuses to solve them again,
 * and keeps them their owner's. The test solver's own tasks are covered by its tests.
 */

let server: TestServer;
let pupil: TestUser;
let stranger: TestUser;
const chapterId = randomUUID();
let taskId: string;

beforeAll(async () => {
  server = await startTestServer();
  pupil = await createUser(server);
  stranger = await createUser(server);
  const workspace = await createWorkspace(pupil);
  const [row] = await sqlRows<{ id: string }>(
    server,
    sql`insert into zadania (user_id, workspace_id, owner_kind, owner_id, "order", number_exercise, question, type, state)
        values (${pupil.id}, ${workspace.id}, 'chapter', ${chapterId}, 1, '1', 'Oblicz 2 + 3.', 'OBLICZENIOWE', 'SOLVED')
        returning id`,
  );
  taskId = row?.id as string;
});
afterAll(async () => {
  await server?.stop();
});

describe('tasks of an owner no module registered', () => {
  it('cannot be paged by their relation, which no owner claims', async () => {
    const error = firstError(
      (await pupil.client.gql(TESTS.tasks, { input: { relationId: chapterId } })).body,
    );
    expect(error).toMatchObject({ code: 'NOT_FOUND', message: 'Nie znaleziono sprawdzianu.' });
  });

  it('are corrected by their owner, but not solved again', async () => {
    const fixed = dataOf(
      await pupil.client.gql(TESTS.update, { input: { id: taskId, question: 'Oblicz 2 + 4.' } }),
    ).updateZadanie;
    expect(fixed).toMatchObject({ id: taskId, question: 'Oblicz 2 + 4.', state: 'SOLVED' });
    const refused = firstError(
      (await pupil.client.gql(TESTS.update, { input: { id: taskId, solve: true } })).body,
    );
    expect(refused.code).toBe('BAD_USER_INPUT');
    expect(refused.message).toMatch(/^[A-ZŁŚŻ].*\.$/);
    // A pupil corrects a task's text; its solution only the library's admin corrects.
    const answer = firstError(
      (await pupil.client.gql(TESTS.update, { input: { id: taskId, answer: '7' } as never })).body,
    );
    expect(answer).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { answer: 'Rozwiązanie poprawia tylko administrator biblioteki zadań.' },
    });
    const [row] = await sqlRows<{ state: string; attempt: number }>(
      server,
      sql`select state, attempt from zadania where id = ${taskId}`,
    );
    expect(row).toEqual({ state: 'SOLVED', attempt: 1 });
  });

  it('are neither shown to nor changed by another pupil', async () => {
    const edit = firstError(
      (await stranger.client.gql(TESTS.update, { input: { id: taskId, question: 'Cudze.' } })).body,
    );
    expect(edit).toMatchObject({ code: 'NOT_FOUND', message: 'Nie znaleziono zadania.' });
    const [row] = await sqlRows<{ question: string }>(
      server,
      sql`select question from zadania where id = ${taskId}`,
    );
    expect(row?.question).toBe('Oblicz 2 + 4.');
  });

  it('refuses a bad correction and changes nothing', async () => {
    const error = firstError(
      (await pupil.client.gql(TESTS.update, { input: { id: taskId, question: '   ' } })).body,
    );
    expect(error.code).toBe('BAD_USER_INPUT');
    const [row] = await sqlRows<{ question: string }>(
      server,
      sql`select question from zadania where id = ${taskId}`,
    );
    expect(row?.question).toBe('Oblicz 2 + 4.');
  });
});

describe('a solving job claiming its attempt', () => {
  it('takes a PENDING or SOLVING attempt in one statement, never a stale, ended or missing one', async () => {
    const { db } = server.runtime.database;
    const workspace = await createWorkspace(pupil);
    const [row] = await sqlRows<{ id: string }>(
      server,
      sql`insert into zadania (user_id, workspace_id, owner_kind, owner_id, "order", number_exercise, question, type, state, attempt)
          values (${pupil.id}, ${workspace.id}, 'chapter', ${randomUUID()}, 1, '1', 'Oblicz 4 + 5.', 'OBLICZENIOWE', 'PENDING', 2)
          returning id`,
    );
    const id = row?.id as string;
    const state = async () =>
      (await sqlRows<{ state: string }>(server, sql`select state from zadania where id = ${id}`))[0]?.state;

    expect(await claimAttempt(db, { id, attempt: 1 })).toBeUndefined();
    expect(await state()).toBe('PENDING');
    expect(await claimAttempt(db, { id: randomUUID(), attempt: 2 })).toBeUndefined();

    const claimed = await claimAttempt(db, { id, attempt: 2 });
    expect(claimed).toMatchObject({ id, attempt: 2, state: 'SOLVING', question: 'Oblicz 4 + 5.' });
    // A retry of the same run finds it SOLVING and goes on.
    expect(await claimAttempt(db, { id, attempt: 2 })).toMatchObject({ id, state: 'SOLVING' });

    await sqlRows(server, sql`update zadania set state = 'SOLVED' where id = ${id}`);
    expect(await claimAttempt(db, { id, attempt: 2 })).toBeUndefined();
    expect(await state()).toBe('SOLVED');
  });
});
