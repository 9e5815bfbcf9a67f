import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError } from '../../testing/accounts.ts';
import { CONVERSATIONS } from '../../testing/documents.ts';
import { createUser, createWorkspace, fakeAiEnv, type TestUser } from '../../testing/factories.ts';
import { type FakeOpenAi, promptOf, startFakeOpenAi } from '../../testing/fakes/fake-openai.ts';
import { until } from '../../testing/restartable.ts';
import { dataOf, sessionClient, uniqueEmail } from '../../testing/session-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { TESTS } from '../testsolver/testing/documents.ts';
import { LIBRARY } from './testing/documents.ts';

/*
 * "Zapytaj w czacie" on a library exercise: a ZADANIE conversation in any of the pupil's
 * workspaces that knows the exercise and the textbook's solution; refused in Polish once the book
 * is unpublished, and for a made-up exercise.
 */

let server: TestServer;
let ai: FakeOpenAi;
let pupil: TestUser;
let admin: TestUser;
const ADMIN_EMAIL = uniqueEmail('biblioteka-czat');

beforeAll(async () => {
  ai = await startFakeOpenAi({ apiKey: 'sk-test', defaultReply: () => ({ text: 'Zacznij od potęgi.' }) });
  server = await startTestServer({ ...fakeAiEnv(ai), ADMIN_EMAILS: ADMIN_EMAIL });
  [pupil, admin] = await Promise.all([createUser(server), createUser(server, { email: ADMIN_EMAIL })]);
});
afterAll(async () => {
  await server?.stop();
  await ai?.stop();
});

async function firstExercise() {
  const list = dataOf(
    await sessionClient(server).gql(LIBRARY.textbooks, {
      input: { przedmiot: 'mathematics', poziom: 'PODSTAWOWY_SIEDEM' },
    }),
  ).getpodrecznikbyprzedmiotandpoziom;
  const bookId = list[0]?.id ?? '';
  const book = dataOf(await sessionClient(server).gql(LIBRARY.book, { input: { id: bookId } })).getbookbyid;
  const exercise = book.rozdzialy[0]?.subrozdzialy[0]?.exercises[0];
  if (!exercise) throw new Error('the demo book has no exercise');
  return { bookId, exercise };
}

const start = (workspaceId: string, zadanieId: string) =>
  pupil.client.gql(CONVERSATIONS.startIntent, {
    input: {
      workspaceId,
      message: 'Nie rozumiem tego zadania.',
      intent: { conversationType: 'ZADANIE' },
      zadanieId,
    },
  });

describe('a chat about a library exercise', () => {
  it('opens in any of the pupil’s workspaces and knows the exercise and its solution', async () => {
    const { exercise } = await firstExercise();
    const workspace = await createWorkspace(pupil);
    const before = ai.requests.length;
    const conversation = dataOf(await start(workspace.id, exercise.id)).startconversationintent;
    expect(conversation.action).toBe('ZADANIE');
    const read = await until(
      async () =>
        dataOf(await pupil.client.gql(TESTS.chat, { input: { id: conversation.id } }))
          .getConversationWorkspaceById,
      (c) => c.userMessages[0]?.botResponses[0]?.isFetching === false,
      20_000,
      50,
    );
    expect(read.userMessages[0]?.zadanieCall).toMatchObject({ id: exercise.id, question: exercise.question });
    expect(read.userMessages[0]?.botResponses[0]).toMatchObject({
      isError: false,
      content: 'Zacznij od potęgi.',
      zadanie: { id: exercise.id },
    });
    const answer = ai.requests.slice(before).find((request) => request.body.stream);
    const system = promptOf(answer as never).system;
    expect(system).toContain('Rozmowa dotyczy tego zadania z podręcznika w bibliotece Kredy');
    expect(system).toContain(exercise.question);
    expect(system).toContain(String(exercise.answer));
  });

  it('is refused for a made-up exercise and once the book is unpublished', async () => {
    const { bookId, exercise } = await firstExercise();
    const workspace = await createWorkspace(pupil);
    const madeUp = firstError((await start(workspace.id, '00000000-0000-4000-8000-000000000009')).body);
    expect(madeUp).toMatchObject({ code: 'NOT_FOUND', message: 'Nie znaleziono zadania.' });
    dataOf(await admin.client.gql(LIBRARY.updateBook, { input: { id: bookId, visible: false } }));
    try {
      const hidden = firstError((await start(workspace.id, exercise.id)).body);
      expect(hidden).toMatchObject({ code: 'NOT_FOUND', message: 'Nie znaleziono zadania.' });
    } finally {
      dataOf(await admin.client.gql(LIBRARY.updateBook, { input: { id: bookId, visible: true } }));
    }
  });
});
