import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, sqlRows } from '../../testing/accounts.ts';
import { CONVERSATIONS } from '../../testing/documents.ts';
import { createReadyMaterial, createUser, createWorkspace, fakeAiEnv } from '../../testing/factories.ts';
import { type FakeOpenAi, startFakeOpenAi } from '../../testing/fakes/fake-openai.ts';
import { pdfWithText } from '../../testing/fixtures/documents.ts';
import { dataOf } from '../../testing/session-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { periodStart } from '../usage/periods.ts';
import { updateUser } from '../users/index.ts';

/*
 * A refused message or conversation leaves nothing behind: no stored attachment (a 31-page PDF
 * where the chat reads 30, refused at the message rate limit, once filled 500 MB a minute), no
 * conversation, no source set recorded only for it, no counted use.
 */

let ai: FakeOpenAi;
let server: TestServer;
beforeAll(async () => {
  ai = await startFakeOpenAi({ apiKey: 'sk-test', chunkDelayMs: 1 });
  server = await startTestServer(fakeAiEnv(ai));
});
afterAll(async () => {
  await server?.stop();
  await ai?.stop();
});

async function count(table: string, userId: string): Promise<number> {
  const [row] = await sqlRows<{ n: number }>(
    server,
    sql`select count(*)::int as n from ${sql.identifier(table)} where user_id = ${userId}`,
  );
  return row?.n ?? -1;
}

async function storedFiles(userId: string): Promise<string[]> {
  return readdir(path.join(server.config.dataDir, 'files', userId)).catch(() => []);
}

describe('refusals leave nothing behind', () => {
  it('stores no attachment the chat refuses to read', async () => {
    const user = await createUser(server);
    const conversation = dataOf(
      await user.client.gql(CONVERSATIONS.startSolver, { input: {} }),
    ).startconversationsolver;
    const pages = Array.from({ length: 31 }, (_, i) => `Zadanie ${i + 1}: oblicz pole trójkąta.`);
    const { body } = await user.client.upload(
      CONVERSATIONS.send,
      { input: { conversationId: conversation.id, message: 'Rozwiąż zadania z kartkówki.', files: [null] } },
      { 'variables.input.files.0': { bytes: await pdfWithText(pages), name: 'kartkowka.pdf' } },
    );
    expect(firstError(body).code).toBe('BAD_USER_INPUT');
    expect(firstError(body).fields?.files).toMatch(/kartkowka\.pdf/);
    expect(await count('files', user.id)).toBe(0);
    expect(await storedFiles(user.id)).toEqual([]);
    expect(await count('user_messages', user.id)).toBe(0);
    const [used] = await sqlRows<{ n: number }>(
      server,
      sql`select coalesce(sum(used), 0)::int as n from usage_counters where user_id = ${user.id}`,
    );
    expect(used?.n).toBe(0);
  });

  it('records no source set for a conversation refused at the plan limit', async () => {
    const user = await createUser(server);
    const workspace = await createWorkspace(user);
    const material = await createReadyMaterial(user, workspace);
    // The day's chat messages are used up.
    await server.database.db.execute(sql`
      insert into usage_counters (user_id, action, interval, period_start, used, updated_at)
      values (${user.id}, 'CHAT_MESSAGE', 'DAY', ${periodStart('DAY', new Date()).toISOString()}::timestamptz, 1000, now())`);
    const { body } = await user.client.gql(CONVERSATIONS.start, {
      input: {
        workspaceId: workspace.id,
        sources: [{ type: 'USER_DOC', id: material.id }],
        message: 'Streść mi ten materiał.',
      },
    });
    expect(firstError(body).code).toBe('INSUFFICIENT_RESOURCES');
    expect(await count('conversations', user.id)).toBe(0);
    expect(await count('source_sets', user.id)).toBe(0);
  });

  it('records no source set for a conversation refused before it starts (unverified account)', async () => {
    const user = await createUser(server);
    const workspace = await createWorkspace(user);
    const material = await createReadyMaterial(user, workspace);
    // Through the users service, as every change of an account goes (it forgets the cached row).
    await updateUser(server.database.db, user.id, { isVerified: false });
    const { body } = await user.client.gql(CONVERSATIONS.start, {
      input: {
        workspaceId: workspace.id,
        sources: [{ type: 'USER_DOC', id: material.id }],
        message: 'Streść mi ten materiał.',
      },
    });
    expect(firstError(body).code).toBe('FORBIDDEN');
    expect(await count('conversations', user.id)).toBe(0);
    expect(await count('source_sets', user.id)).toBe(0);
  });
});
