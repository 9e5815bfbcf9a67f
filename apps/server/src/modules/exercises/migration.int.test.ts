import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseAt } from '../../testing/migrations.ts';
import { taskPage } from './service.ts';

/*
 * Migration 0022 gives tasks an owner by kind and id: a database at 0021 with a test's tasks is
 * migrated on, and every task must still be its test's, in order, readable through the module.
 */

let database: Awaited<ReturnType<typeof databaseAt>>;
const user = randomUUID();
const test = randomUUID();

beforeAll(async () => {
  database = await databaseAt('0021_worker_heartbeats');
  const workspace = randomUUID();
  await database.client.query(
    `insert into test_solvers (id, user_id, workspace_id, title, state) values ($1, $2, $3, 'Sprawdzian', 'SOLVED')`,
    [test, user, workspace],
  );
  await database.client.query(
    `insert into zadania (user_id, workspace_id, test_solver_id, "order", number_exercise, question, type, state, answer)
     values ($1, $2, $3, 1, '1', 'Oblicz 2 + 3.', 'OBLICZENIOWE', 'SOLVED', '5'),
            ($1, $2, $3, 2, '2', 'Podaj stolicę Polski.', 'OTWARTE', 'FAILED', null)`,
    [user, workspace, test],
  );
  await database.migrateRest();
});
afterAll(async () => {
  await database?.close();
});

describe('migration 0022 (exercises own tasks)', () => {
  it('keeps every task with its test as its owner, in order', async () => {
    const { rows, total } = await taskPage(database.db, user, test, 1, 50);
    expect(total).toBe(2);
    expect(rows.map((r) => [r.ownerKind, r.ownerId, r.order, r.numberExercise, r.answer])).toEqual([
      ['test', test, 1, '1', '5'],
      ['test', test, 2, '2', null],
    ]);
  });

  it('still allows one task per place of its owner', async () => {
    await expect(
      database.client.query(
        `insert into zadania (user_id, workspace_id, owner_kind, owner_id, "order", number_exercise, question, type)
         values ($1, $2, 'test', $3, 1, '1b', 'Powtórka', 'OTWARTE')`,
        [user, randomUUID(), test],
      ),
    ).rejects.toThrow();
  });
});
