import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, sqlRows } from '../../testing/accounts.ts';
import { SOURCES, WORKSPACES } from '../../testing/documents.ts';
import { createUser, fakeAiEnv, findTopic, type TestUser } from '../../testing/factories.ts';
import {
  type FakeAiRequest,
  type FakeOpenAi,
  promptOf,
  schemaNameOf,
  startFakeOpenAi,
} from '../../testing/fakes/fake-openai.ts';
import { dataOf, unchecked } from '../../testing/session-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { demoMathsTextbook, LIBRARY } from '../library/testing/documents.ts';
import { pupilWithMaterial } from '../quizzes/testing/helpers.ts';
import { TUTORS } from './testing/documents.ts';
import { planReply, topicReply, tutorReply } from './testing/fake-model.ts';
import { orderTutor, settledTutor } from './testing/helpers.ts';

/*
 * A tutor from its order to its plan and each topic's content: built for a curriculum topic, a
 * library chapter or the pupil's materials, as durable jobs whose every step the model may get
 * wrong (and code catches), counted once against "korepetycje AI" and given back when the plan
 * fails; and nobody but its owner reads, watches or deletes it.
 */

let server: TestServer;
let ai: FakeOpenAi;
let pupil: TestUser;

beforeAll(async () => {
  ai = await startFakeOpenAi({ apiKey: 'sk-test', defaultReply: tutorReply });
  server = await startTestServer(fakeAiEnv(ai));
  pupil = await createUser(server);
});
afterAll(async () => {
  await server?.stop();
  await ai?.stop();
});

async function order(user: TestUser, input: Record<string, unknown>) {
  return user.client.gql(TUTORS.order, unchecked({ input } as never));
}

const count = async (table: string, userId: string) =>
  Number(
    (
      await sqlRows<{ n: number }>(
        server,
        sql`select count(*)::int as n from ${sql.raw(table)} where user_id = ${userId}`,
      )
    )[0]?.n,
  );

const tutoringUsed = async (userId: string) =>
  Number(
    (
      await sqlRows<{ n: number }>(
        server,
        sql`select coalesce(sum(amount), 0)::int as n from usage_ledger where user_id = ${userId} and action = 'AI_TUTORING' and state <> 'released'`,
      )
    )[0]?.n,
  );

describe('a tutor for a curriculum topic', () => {
  it('is planned topic by topic, then each topic gets its content and exercises, in its own workspace', async () => {
    const topic = await findTopic(server);
    const before = ai.requests.length;
    const tutor = await orderTutor(pupil, {
      tematId: topic.id,
      detailLevel: 'PRECISE',
      userComment: '  mam sprawdzian   w piątek ',
    });
    expect(tutor).toMatchObject({
      state: 'CREATED',
      origin: 'TOPIC',
      tematId: topic.id,
      temat: { id: topic.id, temat: topic.temat },
      przedmiot: 'mathematics',
      name: topic.temat,
      progress: 0,
      generatedImageId: null,
      fileUrl: null,
      aiTutorInitialData: { sourcesId: null, detailLevel: 'PRECISE', userComment: 'mam sprawdzian w piątek' },
    });
    const done = await settledTutor(pupil, tutor.id);
    expect(done.state).toBe('MAIN_READY');
    expect(done.aiTutorTemat.map((t) => [t.order, t.name, t.state, t.full_generated])).toEqual([
      [1, 'Podstawy tematu', 'MAIN_READY', true],
      [2, 'Etap 2 nauki', 'MAIN_READY', true],
      [3, 'Etap 3 nauki', 'MAIN_READY', true],
    ]);
    // The plan's prompt carries what is taught, the level of detail and the pupil's words.
    const sent = ai.requests.slice(before).filter((r) => schemaNameOf(r) === 'tutor_plan');
    expect(sent).toHaveLength(1);
    const { system } = promptOf(sent[0] as never);
    expect(system).toContain(topic.temat);
    expect(system).toContain('Dokładny');
    expect(system).toContain('„mam sprawdzian w piątek”');
    expect(sent[0]?.action).toBe('AI_TUTORING');
    // The topic's content is the pupil's to read; the worked solutions stay with the tutor.
    const first = done.aiTutorTemat[0];
    const data = dataOf(
      await pupil.client.gql(TUTORS.topicData, { input: { aiTutorTematId: first?.id ?? '' } }),
    ).gettematdata;
    expect(data.content).toContain('## Podstawy tematu');
    expect(data.exercises).toHaveLength(3);
    expect(JSON.stringify(data)).not.toContain('Mianownik zostaje');
    // One use of "korepetycje AI", kept; the plan is recorded; the workspace is the tutor's, unlisted.
    expect(await tutoringUsed(pupil.id)).toBe(1);
    const [event] = await sqlRows<{ payload: { topicCount: number; origin: string } }>(
      server,
      sql`select payload from events where type = 'tutor.planned' and entity_id = ${tutor.id}`,
    );
    expect(event?.payload).toMatchObject({ topicCount: 3, origin: 'TOPIC' });
    const [workspace] = await sqlRows<{ type: string; temat_id: string }>(
      server,
      sql`select type, temat_id from workspaces where id = ${tutor.workspaceId}`,
    );
    expect(workspace).toEqual({ type: 'AITUTOR', temat_id: topic.id });
    const listed = dataOf(await pupil.client.gql(WORKSPACES.list)).getWorkspaceByUserId;
    expect(listed.map((w: { id: string }) => w.id)).not.toContain(tutor.workspaceId);
    const mine = dataOf(await pupil.client.gql(TUTORS.mine)).getAiTutorByUserId;
    expect(mine[0]).toMatchObject({ id: tutor.id, state: 'MAIN_READY', progress: 0 });
  });

  it('asks again once for a plan with too few good topics, then fails in Polish and gives the use back', async () => {
    const topic = await findTopic(server, { index: 1 });
    const user = await createUser(server);
    ai.script(
      (r) => planReply(r, { flaws: { 1: 'noName', 2: 'duplicate' } }),
      (r) => planReply(r, { count: 2, flaws: { 0: 'noName', 1: 'noName' } }),
    );
    const tutor = await orderTutor(user, { tematId: topic.id });
    const done = await settledTutor(user, tutor.id);
    expect(done.state).toBe('INITIAL_FAILED');
    expect(done.error).toBe(
      'AI nie ułożyło poprawnego planu nauki. Limit wrócił – spróbuj ponownie za chwilę.',
    );
    expect(done.aiTutorTemat).toEqual([]);
    expect(await tutoringUsed(user.id)).toBe(0);
    const retry = ai.requests.filter((r) => schemaNameOf(r) === 'tutor_plan').at(-1);
    expect(promptOf(retry as never).user).toContain('Temat 2: brak nazwy.');
    expect(promptOf(retry as never).user).toContain(
      'Temat 3 („Podstawy tematu”): powtarza wcześniejszy temat.',
    );
  });

  it('keeps what a second reply fixes, and fails only the topic whose exercises cannot be checked', async () => {
    const topic = await findTopic(server, { index: 2 });
    const user = await createUser(server);
    // Topic 1: too short and a missing solution, fixed by its second reply; topic 2: every answer
    // in words, twice. Topics are written side by side, so replies go by topic, not by order.
    const asked = new Map<string, number>();
    const byTopic = (r: FakeAiRequest) => {
      const name = topicNameOf(r);
      asked.set(name, (asked.get(name) ?? 0) + 1);
      if (name !== 'Podstawy tematu')
        return topicReply(r, { flaws: { 0: 'wordAnswer', 1: 'wordAnswer', 2: 'wordAnswer' } });
      return asked.get(name) === 1
        ? topicReply(r, { flaws: { 0: 'shortContent', 1: 'noSolution' } })
        : topicReply(r);
    };
    ai.script((r) => planReply(r, { count: 2 }), byTopic, byTopic, byTopic, byTopic);
    const done = await settledTutor(user, (await orderTutor(user, { tematId: topic.id })).id);
    expect(done.state).toBe('MAIN_READY');
    const [ok, failed] = done.aiTutorTemat;
    expect(ok).toMatchObject({ state: 'MAIN_READY', full_generated: true });
    expect(failed).toMatchObject({
      state: 'INITIAL_FAILED',
      full_generated: false,
      error: 'Nie udało się przygotować treści tego tematu. Spróbuj ponownie za chwilę.',
    });
    const stored = await sqlRows<{ exercises: { answer: string }[] }>(
      server,
      sql`select exercises from ai_tutor_topics where id = ${ok?.id ?? ''}`,
    );
    // The first reply's good exercises (1 and 3), then what the second added (its exercise 2).
    expect(stored[0]?.exercises.map((e) => e.answer)).toEqual([
      '\\frac{3}{7}',
      '\\frac{5}{7}',
      '\\frac{4}{7}',
    ]);
    const data = dataOf(
      await user.client.gql(TUTORS.topicData, { input: { aiTutorTematId: failed?.id ?? '' } }),
    ).gettematdata;
    expect(data).toMatchObject({ content: null, exercises: [] });
  });
});

function topicNameOf(request: Parameters<typeof topicReply>[0]): string {
  return /Temat \d+ z \d+: (.*?) – /.exec(promptOf(request).system)?.[1] ?? '';
}

describe('a tutor for a library chapter and for own materials', () => {
  it('follows the chapter’s subchapters, and a subchapter the chapter lacks is not linked', async () => {
    const book = await demoMathsTextbook(pupil.client);
    const toc = dataOf(await pupil.client.gql(LIBRARY.textbook, { input: { id: book.id } })).getPodrBookById;
    const chapter = toc.chapters.find((c: { subchapters: unknown[] }) => c.subchapters.length >= 2);
    if (!chapter) throw new Error('the demo book has no chapter with two subchapters');
    ai.script((r) => planReply(r, { count: 3, flaws: { 2: 'badSubchapter' } }));
    const done = await settledTutor(pupil, (await orderTutor(pupil, { rozdzialId: chapter.id })).id);
    expect(done).toMatchObject({
      state: 'MAIN_READY',
      origin: 'CHAPTER',
      rozdzial: { id: chapter.id, number: chapter.number, bookId: book.id },
    });
    const [a, b] = chapter.subchapters as { id: string; number: string }[];
    expect(done.aiTutorTemat.map((t) => t.podrSubchapter?.id ?? null)).toEqual([a?.id, b?.id, null]);
    const plan = ai.requests.filter((r) => schemaNameOf(r) === 'tutor_plan').at(-1);
    expect(promptOf(plan as never).system).toContain(`jeden z: ${a?.number}, ${b?.number}`);
  });

  it('teaches the pupil’s materials, named by the model rather than after the file', async () => {
    const { user, workspace, material } = await pupilWithMaterial(server);
    const set = dataOf(
      await user.client.gql(SOURCES.update, {
        input: {
          workspaceId: workspace.id,
          action: 'AITUTOR',
          sources: [{ type: 'USER_DOC', id: material.id }],
        },
      }),
    ).updateSources;
    ai.script((r) => planReply(r, { name: 'Ułamki zwykłe od podstaw' }));
    const done = await settledTutor(user, (await orderTutor(user, { sourcesId: set.id })).id);
    expect(done).toMatchObject({
      state: 'MAIN_READY',
      origin: 'MATERIALS',
      name: 'Ułamki zwykłe od podstaw',
      aiTutorInitialData: { sourcesId: set.id },
    });
    const plan = ai.requests.filter((r) => schemaNameOf(r) === 'tutor_plan').at(-1);
    expect(promptOf(plan as never).system).toContain(
      'Mianownik mówi, na ile równych części dzielimy całość.',
    );
  });
});

describe('refusals and ownership', () => {
  it('refuses a bad order in Polish and writes nothing', async () => {
    const user = await createUser(server);
    const topic = await findTopic(server);
    const stranger = await pupilWithMaterial(server);
    const theirSet = dataOf(
      await stranger.user.client.gql(SOURCES.update, {
        input: {
          workspaceId: stranger.workspace.id,
          action: 'AITUTOR',
          sources: [{ type: 'USER_DOC', id: stranger.material.id }],
        },
      }),
    ).updateSources;
    const cases: [Record<string, unknown>, string, string][] = [
      [{}, 'BAD_USER_INPUT', 'Wybierz jedno: temat, rozdział podręcznika albo swoje materiały.'],
      [
        { tematId: topic.id, sourcesId: theirSet.id },
        'BAD_USER_INPUT',
        'Wybierz jedno: temat, rozdział podręcznika albo swoje materiały.',
      ],
      [
        { tematId: topic.id, userComment: 'ą'.repeat(501) },
        'BAD_USER_INPUT',
        'Maksymalna długość to 500 znaków',
      ],
      [{ sourcesId: theirSet.id }, 'NOT_FOUND', 'Nie znaleziono zestawu materiałów.'],
      [{ tematId: '00000000-0000-4000-8000-000000000000' }, 'NOT_FOUND', 'Nie znaleziono tematu.'],
      [{ rozdzialId: 'nie-uuid' }, 'NOT_FOUND', 'Nie znaleziono rozdziału podręcznika.'],
    ];
    for (const [input, code, message] of cases) {
      const error = firstError((await order(user, input)).body);
      expect(error.code).toBe(code);
      expect(error.fields ? Object.values(error.fields) : [error.message]).toContain(message);
    }
    expect(await count('ai_tutors', user.id)).toBe(0);
    expect(await count('workspaces', user.id)).toBe(0);
    expect(await tutoringUsed(user.id)).toBe(0);
    const anonymous = firstError(
      (await server.gql(TUTORS.order, unchecked({ input: { tematId: topic.id } } as never))).body,
    );
    expect(anonymous.code).toBe('UNAUTHENTICATED');
  });

  it('lets nobody but its owner read, list or delete a tutor; its owner deletes it with its workspace', async () => {
    const topic = await findTopic(server);
    const owner = await createUser(server);
    const other = await createUser(server);
    const tutor = await settledTutor(owner, (await orderTutor(owner, { tematId: topic.id })).id);
    const topicId = tutor.aiTutorTemat[0]?.id ?? '';
    const reads = [
      other.client.gql(TUTORS.byId, { input: { id: tutor.id } }),
      other.client.gql(TUTORS.topics, { input: { aiTutorId: tutor.id } }),
      other.client.gql(TUTORS.topic, { input: { id: topicId } }),
      other.client.gql(TUTORS.topicData, { input: { aiTutorTematId: topicId } }),
      other.client.gql(TUTORS.delete, { input: { id: tutor.id } }),
    ];
    for (const { body } of await Promise.all(reads)) expect(firstError(body).code).toBe('NOT_FOUND');
    expect(dataOf(await other.client.gql(TUTORS.mine)).getAiTutorByUserId).toEqual([]);
    expect(await count('ai_tutors', owner.id)).toBe(1);

    const deleted = dataOf(await owner.client.gql(TUTORS.delete, { input: { id: tutor.id } })).deleteAiTutor;
    expect(deleted).toEqual({ success: true, message: 'Korepetytor został usunięty.' });
    for (const table of ['ai_tutors', 'ai_tutor_topics', 'workspaces'])
      expect(await count(table, owner.id)).toBe(0);
    expect(firstError((await owner.client.gql(TUTORS.byId, { input: { id: tutor.id } })).body).code).toBe(
      'NOT_FOUND',
    );
  });
});
