import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseAt } from '../../testing/migrations.ts';

/*
 * Migration 0024 turns `user_messages.zadanie_id` into the generic chat subject (ADR 019): a
 * database at 0023 with a conversation about a task and one without is migrated on. Every message
 * stays, and the task stays the subject of its message and of its conversation.
 */

let database: Awaited<ReturnType<typeof databaseAt>>;
const user = randomUUID();
const workspace = randomUUID();
const task = randomUUID();
const ids = {
  aboutTask: randomUUID(),
  plain: randomUUID(),
  asked: randomUUID(),
  followUp: randomUUID(),
  other: randomUUID(),
};

type Subject = { id: string; subject_kind: string | null; subject_id: string | null };

beforeAll(async () => {
  database = await databaseAt('0023_domain_events');
  const { client } = database;
  await client.query(
    `insert into conversations (id, user_id, workspace_id, action, options) values
       ($1, $3, $4, 'ZADANIE', '{"maxMode":false,"isInitial":false}'),
       ($2, $3, $4, 'DEFAULT', '{"maxMode":false,"isInitial":false}')`,
    [ids.aboutTask, ids.plain, user, workspace],
  );
  await client.query(
    `insert into user_messages (id, conversation_id, user_id, message, zadanie_id, created_at) values
       ($1, $4, $6, 'Wyjaśnij mi zadanie 3.', $7, '2026-11-20T10:00:00Z'),
       ($2, $4, $6, 'A dlaczego tak?', null, '2026-11-20T10:01:00Z'),
       ($3, $5, $6, 'Co to delta?', null, '2026-11-20T10:02:00Z')`,
    [ids.asked, ids.followUp, ids.other, ids.aboutTask, ids.plain, user, task],
  );
  await client.query(
    `insert into bot_messages (conversation_id, user_message_id, user_id, type, content, is_fetching)
     values ($1, $2, $3, 'ZADANIE', 'Najpierw dzielenie.', false)`,
    [ids.aboutTask, ids.asked, user],
  );
  await database.migrateRest();
});
afterAll(async () => {
  await database?.close();
});

describe('migration 0024 (chat subjects)', () => {
  it('keeps every message, and a task as the subject of its message and its conversation', async () => {
    const { client } = database;
    const messages = await client.query<Subject>(
      'select id, subject_kind, subject_id from user_messages where user_id = $1',
      [user],
    );
    const message = new Map(messages.rows.map((row) => [row.id, row]));
    expect(messages.rows).toHaveLength(3);
    expect(message.get(ids.asked)).toMatchObject({ subject_kind: 'ZADANIE', subject_id: task });
    expect(message.get(ids.followUp)).toMatchObject({ subject_kind: null, subject_id: null });
    expect(message.get(ids.other)).toMatchObject({ subject_kind: null, subject_id: null });
    const conversations = await client.query<Subject>(
      'select id, subject_kind, subject_id from conversations where user_id = $1',
      [user],
    );
    const conversation = new Map(conversations.rows.map((row) => [row.id, row]));
    expect(conversation.get(ids.aboutTask)).toMatchObject({ subject_kind: 'ZADANIE', subject_id: task });
    expect(conversation.get(ids.plain)).toMatchObject({ subject_kind: null, subject_id: null });
    const answers = await client.query<{ n: number }>(
      'select count(*)::int as n from bot_messages where user_id = $1',
      [user],
    );
    expect(answers.rows[0]?.n).toBe(1);
  });

  it('drops the old column', async () => {
    const columns = await database.client.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_name = 'user_messages'`,
    );
    expect(columns.rows.map((c) => c.column_name)).not.toContain('zadanie_id');
  });
});
