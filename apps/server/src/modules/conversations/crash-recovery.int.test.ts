import type { ChildProcess } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, createWorkspace } from '../../testing/factories.ts';
import { type FakeOpenAi, startFakeOpenAi } from '../../testing/fakes/fake-openai.ts';
import {
  adminUrl,
  newPlace,
  rows,
  serverHandle,
  spawnServer,
  startIn,
  until,
} from '../../testing/restartable.ts';
import { dataOf } from '../../testing/session-client.ts';
import { INTERRUPTED_MESSAGE } from './service.ts';

/*
 * kill -9 while an answer streams: after a restart the words already saved are kept (the answer
 * is marked stopped, with the reason), the conversation is free again, and the pupil's use of the
 * chat is given back. On PGlite the restarted server is the only writer and ends it at once; on
 * PostgreSQL other instances may be writing, so an answer is ended once it has not been touched
 * for a while (here its last touch is moved back instead of waiting).
 */

let ai: FakeOpenAi;
beforeAll(async () => {
  ai = await startFakeOpenAi({ apiKey: 'sk-test' });
});
afterAll(async () => {
  await ai?.stop();
});

const START = `mutation ($input: StartconversationInput!) { startconversation(startconversationInput: $input) { id } }`;
const ANSWER = `query ($input: GetConversationWorkspaceByIdInput!) {
  getConversationWorkspaceById(getConversationWorkspaceByIdInput: $input) {
    isFetching userMessages { botResponses { content isFetching isError error stopped } }
  }
}`;

type Answer = {
  content: string;
  isFetching: boolean;
  isError: boolean;
  error: string | null;
  stopped: boolean;
};

describe('an answer whose server was killed', () => {
  it('keeps the saved words, frees the conversation and gives the use back after a restart', async () => {
    const place = await newPlace();
    const server = serverHandle(place);
    const aiEnv = {
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: ai.url,
      AI_API_KEY: 'sk-test',
      AI_MODEL: 'bielik-test',
    };
    let child: ChildProcess | undefined;
    try {
      if (adminUrl) {
        // Migrate and seed the fresh database before the child serves it.
        await startIn(place, server);
        await server.runtime.stop();
      }
      const spawned = await spawnServer(place, aiEnv);
      child = spawned.child;
      server.url = spawned.url;
      const user = await createUser(server);
      const workspace = await createWorkspace(user);
      // A long answer, a word every 100 ms: it is still being written when the process dies.
      const words = Array.from({ length: 400 }, (_, i) => `słowo${i}`).join(' ');
      ai.script({ text: `Ułamek to część całości. ${words}`, chunkDelayMs: 100 });
      const started = dataOf(
        await user.client.gql(START, { input: { workspaceId: workspace.id, message: 'Co to jest ułamek?' } }),
      ) as { startconversation: { id: string } };
      const conversationId = started.startconversation.id;
      const read = async () =>
        (
          dataOf(await user.client.gql(ANSWER, { input: { id: conversationId } })) as {
            getConversationWorkspaceById: { isFetching: boolean; userMessages: { botResponses: Answer[] }[] };
          }
        ).getConversationWorkspaceById;
      // Words are saved every second: wait until some are, then kill without any chance to clean up.
      await until(read, (c) => (c.userMessages[0]?.botResponses[0]?.content.length ?? 0) > 20, 60_000);
      const exited = new Promise((resolve) => child?.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
      child = undefined;

      const db = await place.open();
      let usedBefore = 0;
      try {
        const [counter] = await rows<{ used: number }>(
          db,
          sql`select coalesce(sum(used), 0)::int as used from usage_counters where user_id = ${user.id} and action = 'CHAT_MESSAGE'`,
        );
        usedBefore = counter?.used ?? 0;
        if (adminUrl)
          await db.db.execute(
            sql`update bot_messages set updated_at = now() - interval '5 minutes' where is_fetching`,
          );
      } finally {
        await db.close();
      }
      expect(usedBefore).toBe(1);

      await startIn(place, server);
      const settled = await until(read, (c) => !c.isFetching, 120_000);
      const answer = settled.userMessages[0]?.botResponses[0];
      expect(answer).toMatchObject({
        isFetching: false,
        isError: false,
        stopped: true,
        error: INTERRUPTED_MESSAGE,
      });
      expect(answer?.content).toMatch(/^Ułamek to część całości\./);
      const [counter] = await rows<{ used: number }>(
        server.runtime.database,
        sql`select coalesce(sum(used), 0)::int as used from usage_counters where user_id = ${user.id} and action = 'CHAT_MESSAGE'`,
      );
      expect(counter?.used).toBe(0);
    } finally {
      child?.kill('SIGKILL');
      await server.runtime?.stop().catch(() => {});
      await place.drop();
    }
  }, 240_000);
});
