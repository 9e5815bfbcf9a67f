import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { firstError, sqlRows } from '../../testing/accounts.ts';
import { CONVERSATIONS, SUBSCRIPTIONS } from '../../testing/documents.ts';
import { createUser, fakeAiEnv, type TestUser, waitForAnswer } from '../../testing/factories.ts';
import { type FakeOpenAi, startFakeOpenAi } from '../../testing/fakes/fake-openai.ts';
import { dataOf, subscriptionRequest, wsClient } from '../../testing/session-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { periodStart } from '../usage/periods.ts';

/*
 * The provider call of an answer is opened while the plan's limit is reserved and the message is
 * stored. These tests hold the reservation back until the fake model has the request, so the
 * order is certain: a refusal must still stop the call and leave nothing behind, and an accepted
 * message must lose none of the words that arrived before it was stored.
 */

const gate = vi.hoisted(() => ({ beforeReserving: null as null | (() => Promise<void>) }));

vi.mock('../usage/service.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../usage/service.ts')>();
  return {
    ...actual,
    reserveUsage: async (...args: Parameters<typeof actual.reserveUsage>) => {
      await gate.beforeReserving?.();
      return actual.reserveUsage(...args);
    },
  };
});

let ai: FakeOpenAi;
let server: TestServer;
beforeAll(async () => {
  ai = await startFakeOpenAi({ apiKey: 'sk-test', chunkDelayMs: 1 });
  server = await startTestServer({ ...fakeAiEnv(ai), CHAT_MESSAGES_PER_MINUTE: '1000' });
});
afterAll(async () => {
  await server?.stop();
  await ai?.stop();
});
afterEach(() => {
  gate.beforeReserving = null;
  ai.release();
});

async function count(table: string, userId: string): Promise<number> {
  const [row] = await sqlRows<{ n: number }>(
    server,
    sql`select count(*)::int as n from ${sql.identifier(table)} where user_id = ${userId}`,
  );
  return row?.n ?? -1;
}

async function used(userId: string): Promise<number> {
  const [row] = await sqlRows<{ n: number }>(
    server,
    sql`select coalesce(sum(used), 0)::int as n from usage_counters where user_id = ${userId} and action = 'CHAT_MESSAGE'`,
  );
  return row?.n ?? -1;
}

async function solverConversation(user: TestUser): Promise<string> {
  return dataOf(await user.client.gql(CONVERSATIONS.startSolver, { input: {} })).startconversationsolver.id;
}

/** Holds each reservation until the model has received one more request than now. */
function reserveAfterTheModelIsAsked() {
  const before = ai.requests.length;
  gate.beforeReserving = () => ai.waitForRequests(before + 1);
  return before;
}

describe('an answer opened while its message is stored', () => {
  it('is aborted when the plan limit refuses the message: Polish error, nothing stored or counted', async () => {
    const user = await createUser(server);
    const conversationId = await solverConversation(user);
    // The day's chat messages are used up.
    await server.database.db.execute(sql`
      insert into usage_counters (user_id, action, interval, period_start, used, updated_at)
      values (${user.id}, 'CHAT_MESSAGE', 'DAY', ${periodStart('DAY', new Date()).toISOString()}::timestamptz, 1000, now())`);
    // The model does not answer at all until released: the request stays open.
    ai.hold();
    const before = reserveAfterTheModelIsAsked();

    const { body } = await user.client.gql(CONVERSATIONS.send, {
      input: { conversationId, message: 'Ile to jest 2+2?' },
    });

    expect(firstError(body).code).toBe('INSUFFICIENT_RESOURCES');
    expect(firstError(body).message).toMatch(/wykorzystano .*limit/);
    // The model was asked before the refusal, and the request was cancelled.
    expect(ai.requests.length).toBe(before + 1);
    await expect.poll(() => ai.requests[before]?.closedEarly, { timeout: 10_000 }).toBe(true);
    expect(await count('user_messages', user.id)).toBe(0);
    expect(await count('bot_messages', user.id)).toBe(0);
    expect(await used(user.id)).toBe(1000);
    const conversation = await waitForAnswer(user, conversationId);
    expect(conversation).toMatchObject({ isFetching: false, userMessages: [] });
  });

  it('streams every word, from the first, when the model answers before the message is stored', async () => {
    const user = await createUser(server);
    const conversationId = await solverConversation(user);
    const text = Array.from({ length: 30 }, (_, i) => `słowo${i}`).join(' ');
    ai.script({ text }, { text: 'Tytuł' });
    reserveAfterTheModelIsAsked();
    const ws = wsClient(server, user.client.cookieHeader());
    const events: { type: string; delta: string; offset: number; content: string | null }[] = [];
    const finished = new Promise<void>((resolve, reject) => {
      ws.subscribe<{ llmStream: (typeof events)[number] }>(
        subscriptionRequest(SUBSCRIPTIONS.llmStream, { input: { conversationId } }),
        {
          next: (message) => {
            const event = message.data?.llmStream;
            if (!event) return;
            events.push(event);
            if (event.type === 'SNAPSHOT') {
              user.client
                .gql(CONVERSATIONS.send, { input: { conversationId, message: 'Wypisz słowa.' } })
                .catch(reject);
            }
            if (event.type === 'DONE' || event.type === 'ERROR') resolve();
          },
          error: reject,
          complete: () => resolve(),
        },
      );
    });
    await finished;
    await ws.dispose();

    let streamed = '';
    for (const event of events.filter((e) => e.type === 'DELTA')) {
      expect(event.offset).toBe(streamed.length);
      streamed += event.delta;
    }
    expect(streamed).toBe(text);
    expect(events.at(-1)).toMatchObject({ type: 'DONE', content: text });
    const saved = await waitForAnswer(user, conversationId);
    expect(saved.userMessages[0]?.botResponses[0]).toMatchObject({ content: text, isError: false });
    expect(await used(user.id)).toBe(1);
  });
});
