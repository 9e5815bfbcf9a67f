import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deps, EventProcessor } from '../../core/deps.ts';
import type { StoredDomainEvent } from '../../core/events.ts';
import type { ModuleManifest } from '../../core/module.ts';
import { MODULES } from '../../modules.ts';
import { firstError, PASSWORD, sqlRows } from '../../testing/accounts.ts';
import { ACCOUNTS, WORKSPACES } from '../../testing/documents.ts';
import { createUser, fakeAiEnv, type TestUser } from '../../testing/factories.ts';
import { type FakeOpenAi, startFakeOpenAi } from '../../testing/fakes/fake-openai.ts';
import { until } from '../../testing/restartable.ts';
import { dataOf, sessionClient, unchecked } from '../../testing/session-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { fillAccount } from '../../testing/user-traces.ts';
import { WORDBASES } from '../wordbases/testing/documents.ts';
import { processorQueue, recordEvent } from './index.ts';

/*
 * Domain events end to end: a pupil's first hour through the real API and jobs leaves one event
 * per fact, written with the fact; a refused or rolled-back command leaves none; a processor gets
 * each event of its types once; a user's events are theirs alone and go with the account.
 */

/** What the probe processor was handed, in order. */
const handled: StoredDomainEvent[] = [];
const probe: EventProcessor<'workspace.created' | 'quiz.finished'> = {
  name: 'probe',
  events: ['workspace.created', 'quiz.finished'],
  async handle(_deps, event) {
    handled.push(event);
  },
};
let deps: Deps;
/** A test's own module: the probe processor, and the server's deps for recording events directly. */
const probeModule: ModuleManifest = {
  name: 'events-probe',
  eventProcessors: [probe],
  jobs(serverDeps) {
    deps = serverDeps;
    return [];
  },
};

let server: TestServer;
let ai: FakeOpenAi;
let pupil: TestUser;
let other: TestUser;
let filled: Awaited<ReturnType<typeof fillAccount>>;

beforeAll(async () => {
  ai = await startFakeOpenAi({ apiKey: 'sk-test' });
  server = await startTestServer(
    { ...fakeAiEnv(ai), CHAT_MESSAGES_PER_MINUTE: '1000' },
    { modules: [...MODULES, probeModule] },
  );
  [pupil, other] = [await createUser(server), await createUser(server)];
  filled = await fillAccount(pupil, 'MOJE', ai);
  await fillAccount(other, 'CUDZE', ai);
  // A flashcard session rated once and finished early.
  const base = filled.words?.id ?? '';
  const cards = dataOf(
    await pupil.client.gql(WORDBASES.start, { input: { wordBaseId: base, wordBaseSessionType: 'WORD' } }),
  ).start;
  dataOf(
    await pupil.client.gql(WORDBASES.practice, {
      input: { sessionId: cards.id, wordId: cards.nextWord?.id ?? '', rating: 'WIEM' },
    }),
  );
  dataOf(await pupil.client.gql(WORDBASES.practice, { input: { sessionId: cards.id, finish: true } }));
}, 180_000);
afterAll(async () => {
  await server?.stop();
  await ai?.stop();
});

type EventRow = {
  id: string;
  type: string;
  entity_kind: string | null;
  entity_id: string | null;
  payload: Record<string, unknown>;
};

const eventsOf = (userId: string) =>
  sqlRows<EventRow>(
    server,
    sql`select id, type, entity_kind, entity_id, payload from events where user_id = ${userId} order by created_at, id`,
  );
const entitiesOf = (rows: EventRow[], type: string) =>
  rows.filter((row) => row.type === type).map((row) => row.entity_id);

describe('recorded events', () => {
  it("records each fact of a pupil's first hour once, with its entity and a small payload", async () => {
    const rows = await eventsOf(pupil.id);
    expect(entitiesOf(rows, 'user.signedUp')).toEqual([pupil.id]);
    // The catalogue topic's workspace and the pupil's own topic's.
    expect(entitiesOf(rows, 'workspace.created')).toHaveLength(2);
    expect(entitiesOf(rows, 'workspace.created')).toContain(filled.workspace.id);
    expect(entitiesOf(rows, 'material.read')).toEqual(
      expect.arrayContaining([filled.pasted.id, filled.uploaded.id]),
    );
    expect(entitiesOf(rows, 'quiz.generated')).toEqual([filled.quiz?.id]);
    expect(entitiesOf(rows, 'quiz.finished')).toHaveLength(1);
    expect(entitiesOf(rows, 'essay.written')).toEqual([filled.essay?.essay.id]);
    expect(entitiesOf(rows, 'essay.graded')).toEqual([filled.essay?.review.id]);
    expect(entitiesOf(rows, 'test.solved')).toEqual([filled.test?.id]);
    expect(entitiesOf(rows, 'wordSession.finished')).toHaveLength(1);

    const payload = (type: string) => rows.find((row) => row.type === type)?.payload;
    expect(payload('user.signedUp')).toEqual({ method: 'email' });
    expect(payload('quiz.generated')).toMatchObject({ workspaceId: filled.workspace.id, questionCount: 5 });
    expect(payload('quiz.finished')).toMatchObject({ quizId: filled.quiz?.id, answered: 1 });
    expect(payload('essay.graded')).toMatchObject({ origin: 'text', przedmiot: 'polish' });
    expect(payload('test.solved')).toMatchObject({ taskCount: 1, solvedCount: 1 });
    expect(payload('wordSession.finished')).toMatchObject({ sessionType: 'WORD', answered: 1, score: 100 });
    // Ids, counts and states only: no text the pupil wrote.
    expect(JSON.stringify(rows.map((row) => row.payload))).not.toContain('MOJE');
  });

  it('records every AI call with its tokens, in the transaction of its ai_calls row', async () => {
    const calls = await sqlRows<{ id: string; prompt_tokens: number; output_tokens: number; model: string }>(
      server,
      sql`select id, prompt_tokens, output_tokens, model from ai_calls where user_id = ${pupil.id} order by id`,
    );
    expect(calls.length).toBeGreaterThan(5);
    const events = (await eventsOf(pupil.id)).filter((row) => row.type === 'ai.called');
    expect(events.map((row) => row.entity_id).sort()).toEqual(calls.map((call) => call.id));
    for (const call of calls) {
      const event = events.find((row) => row.entity_id === call.id);
      expect(event?.payload).toMatchObject({
        model: call.model,
        promptTokens: call.prompt_tokens,
        outputTokens: call.output_tokens,
        ok: true,
        errorCode: null,
      });
    }
  });

  it('writes nothing for a refused command, and nothing of a transaction that rolled back', async () => {
    const before = await eventsOf(pupil.id);
    const refused = await pupil.client.gql(WORKSPACES.create, unchecked({ input: { name: 'Bez tematu' } }));
    expect(firstError(refused.body).code).toBe('BAD_USER_INPUT');
    // A sign-up with a taken address makes no account, so no event.
    const again = await sessionClient(server).gql(ACCOUNTS.signUp, {
      input: { email: pupil.email, password: PASSWORD },
    });
    expect(again.body.errors).toBeUndefined();

    let rolledBack = '';
    await expect(
      deps.db.transaction(async (tx) => {
        rolledBack = await recordEvent(deps, tx, {
          type: 'workspace.created',
          userId: pupil.id,
          entity: { kind: 'workspace', id: filled.workspace.id },
          payload: { tematId: filled.workspace.id, ownTopic: false },
        });
        throw new Error('the command failed after recording');
      }),
    ).rejects.toThrow('the command failed after recording');
    expect(rolledBack).not.toBe('');
    expect(await eventsOf(pupil.id)).toEqual(before);
    // Its delivery job went with it.
    expect((await server.runtime.jobs.states(processorQueue('probe'), [rolledBack])).size).toBe(0);
  });
});

describe('event processors', () => {
  const handledOf = (eventId: string) => handled.filter((event) => event.id === eventId);

  it('hand a processor each event of its types once, in its own job', async () => {
    const rows = (await eventsOf(pupil.id)).filter((row) =>
      (probe.events as readonly string[]).includes(row.type),
    );
    expect(rows).toHaveLength(3);
    await until(
      async () => rows.filter((row) => handledOf(row.id).length > 0).length,
      (n) => n === rows.length,
      30_000,
      50,
    );
    for (const row of rows) {
      expect(handledOf(row.id)).toEqual([
        expect.objectContaining({ type: row.type, userId: pupil.id, payload: row.payload }),
      ]);
    }
    // Nothing of the types it did not ask for.
    expect(handled.every((event) => (probe.events as readonly string[]).includes(event.type))).toBe(true);
  });

  it('hands it an event once when the transaction is retried and when its job runs again', async () => {
    const ids: string[] = [];
    const [resultId, quizId] = [randomUUID(), randomUUID()];
    // The first run of the transaction fails after recording (e.g. a serialization failure).
    for (const attempt of [1, 2]) {
      await deps.db
        .transaction(async (tx) => {
          ids.push(
            await recordEvent(deps, tx, {
              type: 'quiz.finished',
              userId: other.id,
              entity: { kind: 'quiz-result', id: resultId },
              payload: { workspaceId: filled.workspace.id, quizId, answered: 0, maxScore: 5 },
            }),
          );
          if (attempt === 1) throw new Error('could not serialize access');
        })
        .catch(() => {});
    }
    const [lost, kept] = ids as [string, string];
    await until(
      async () => handledOf(kept).length,
      (n) => n > 0,
      30_000,
      50,
    );
    // Its job runs again (a retry after its commit, a run taken back from a dead worker).
    const rerun = `${kept}#again`;
    await deps.services.jobs.send(processorQueue('probe'), { eventId: kept }, rerun);
    await until(
      async () => (await server.runtime.jobs.states(processorQueue('probe'), [rerun])).get(rerun),
      (state) => state === 'completed',
      30_000,
      50,
    );
    expect(handledOf(kept)).toHaveLength(1);
    expect(handledOf(lost)).toHaveLength(0);
    const stored = await sqlRows<{ id: string }>(
      server,
      sql`select id from events where id in (${lost}, ${kept})`,
    );
    expect(stored.map((row) => row.id)).toEqual([kept]);
  });
});

describe("a user's events", () => {
  it('are exported to that user alone, and removed with the account', async () => {
    const link = dataOf(await pupil.client.gql(ACCOUNTS.requestDataExport)).requestDataExport;
    const response = await fetch(`${server.url}${link.url}`, {
      headers: { cookie: pupil.client.cookieHeader() },
    });
    expect(response.status).toBe(200);
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const exported: { type: string; entityId: string | null }[] = JSON.parse(
      new TextDecoder().decode(files['zdarzenia.json']),
    );
    const own = await eventsOf(pupil.id);
    expect(exported.map((event) => event.entityId).sort()).toEqual(own.map((row) => row.entity_id).sort());
    const others = new Set((await eventsOf(other.id)).map((row) => row.entity_id));
    expect(exported.some((event) => others.has(event.entityId))).toBe(false);
    expect(JSON.stringify(exported)).not.toContain(other.id);

    const othersBefore = await eventsOf(other.id);
    const deleted = await pupil.client.gql(ACCOUNTS.deleteAccount, { input: { password: PASSWORD } });
    expect(deleted.body.data?.deleteAccount.success).toBe(true);
    expect(await eventsOf(pupil.id)).toEqual([]);
    const deliveries = await sqlRows<{ n: number }>(
      server,
      sql`select count(*)::int as n from event_deliveries where event_id in (${sql.join(
        own.map((row) => sql`${row.id}::uuid`),
        sql`, `,
      )})`,
    );
    expect(deliveries[0]?.n).toBe(0);
    expect(await eventsOf(other.id)).toEqual(othersBefore);
  });
});
