import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseAt } from '../../testing/migrations.ts';
import { releaseUsageFor } from './service.ts';

/*
 * Migration 0020 moves the tools' own reservation columns into the ledger: the database is
 * migrated to 0019, given a test, a quiz and an essay in each state, then migrated on.
 */

let database: Awaited<ReturnType<typeof databaseAt>>;
let client: PGlite;

const user = randomUUID();
const workspace = randomUUID();
const ids = {
  solving: randomUUID(),
  failed: randomUUID(),
  solved: randomUUID(),
  quiz: randomUUID(),
  essay: randomUUID(),
};

beforeAll(async () => {
  database = await databaseAt('0019_retrieval_repeated_stems');
  client = database.client;
  const reservedAt = '2026-11-20T10:00:00Z';
  await client.query(
    `insert into test_solvers (id, user_id, workspace_id, title, state, usage_reserved_at, usage_released) values
       ($1, $4, $5, 'W toku', 'SOLVING', $6, false),
       ($2, $4, $5, 'Nieudany', 'SOLVING_FAILED', $6, true),
       ($3, $4, $5, 'Rozwiązany', 'SOLVED', $6, false)`,
    [ids.solving, ids.failed, ids.solved, user, workspace, reservedAt],
  );
  await client.query(
    `insert into quizzes (id, user_id, workspace_id, quiz_flow_id, name, detail_scale, requested_count,
       question_types, state, usage_reserved_at)
     values ($1, $2, $3, $4, 'Quiz', 'NORMALNY', 5, '{ZAMKNIETE}', 'INITIAL_PENDING', $5)`,
    [ids.quiz, user, workspace, randomUUID(), reservedAt],
  );
  await client.query(
    `insert into rozprawki (id, user_id, workspace_id, temat, przedmiot, poziom, type, state, liczba_argumentow, usage_reserved_at)
     values ($1, $2, $3, 'Temat', 'polish', 'MAUTURA_PODSTAWOWA', 'FULL', 'FINISHED', 3, $4)`,
    [ids.essay, user, workspace, reservedAt],
  );
  await database.migrateRest();
});

afterAll(async () => {
  await database?.close();
});

describe('migration 0020 (usage ledger)', () => {
  it('keeps every reservation the tools held, in the state its work is in', async () => {
    const { rows } = await client.query<{
      entity_id: string;
      entity_kind: string;
      action: string;
      state: string;
    }>('select entity_id, entity_kind, action, state from usage_ledger where user_id = $1', [user]);
    const byId = new Map(rows.map((r) => [r.entity_id, r]));
    expect(rows).toHaveLength(5);
    expect(byId.get(ids.solving)).toMatchObject({
      entity_kind: 'test',
      action: 'TEST_SOLVER',
      state: 'reserved',
    });
    expect(byId.get(ids.failed)).toMatchObject({ state: 'released' });
    expect(byId.get(ids.solved)).toMatchObject({ state: 'committed' });
    expect(byId.get(ids.quiz)).toMatchObject({
      entity_kind: 'quiz',
      action: 'QUIZ_GENERATION',
      state: 'reserved',
    });
    expect(byId.get(ids.essay)).toMatchObject({
      entity_kind: 'essay',
      action: 'ROZPRAWKA',
      state: 'committed',
    });
  });

  it('gives a carried-over pending use back once, and no other', async () => {
    const db = database.db;
    expect(await releaseUsageFor(db, { kind: 'test', id: ids.solving })).toBe(1);
    expect(await releaseUsageFor(db, { kind: 'test', id: ids.solving })).toBe(0);
    expect(await releaseUsageFor(db, { kind: 'test', id: ids.solved })).toBe(0);
  });
});
