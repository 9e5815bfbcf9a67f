import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { firstError } from '../../testing/accounts.ts';
import { SOURCES } from '../../testing/documents.ts';
import {
  createReadyMaterial,
  createUser,
  createWorkspace,
  fakeAiEnv,
  type TestUser,
} from '../../testing/factories.ts';
import { type FakeOpenAi, startFakeOpenAi } from '../../testing/fakes/fake-openai.ts';
import { graphql } from '../../testing/generated/gql.ts';
import { dataOf, sessionClient, unchecked } from '../../testing/session-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { QUIZZES } from './testing/documents.ts';
import { quizReply } from './testing/fake-model.ts';
import { pupilWithMaterial, QUIZ_MATERIAL, readyQuiz } from './testing/helpers.ts';

/*
 * The app's "Quizy" page: every quiz of the pupil across workspaces, newest first, with its
 * workspace's name; a deleted quiz leaves the list and another pupil's never appear.
 */

const ALL = graphql(`
  query allQuizzes($input: GetQuizWorkspaceByUserIdInput) {
    getQuizWorkspaceByUserId(getQuizWorkspaceByUserIdInput: $input) {
      id name workspaceId workspaceName state questionCount createdAt
    }
  }
`);

let server: TestServer;
let ai: FakeOpenAi;
beforeAll(async () => {
  ai = await startFakeOpenAi({ apiKey: 'sk-test' });
  server = await startTestServer(fakeAiEnv(ai));
});
afterAll(async () => {
  await server?.stop();
  await ai?.stop();
});
beforeEach(() => {
  ai.script();
});

const order = { questionCount: 5, detailScale: 'NORMALNY', questionTypes: ['ZAMKNIETE'] };
const allOf = async (user: TestUser, input?: { limit?: number }) =>
  dataOf(await user.client.gql(ALL, { input })).getQuizWorkspaceByUserId;

describe('all quizzes of a pupil', () => {
  it('lists the quizzes of every workspace, newest first, with the workspace name; a deleted one leaves', async () => {
    const { user, workspace: maths, sourcesId } = await pupilWithMaterial(server);
    ai.script(quizReply({ temat: 'Ułamki zwykłe' }));
    const first = await readyQuiz(user, { workspaceId: maths.id, sourcesId, ...order });
    ai.script(quizReply({ temat: 'Skracanie ułamków' }));
    const second = await readyQuiz(user, { workspaceId: maths.id, sourcesId, ...order });
    expect([first.state, second.state]).toEqual(['INITIAL_READY', 'INITIAL_READY']);

    const all = await allOf(user);
    expect(all.map((q) => [q.id, q.name, q.workspaceId, q.workspaceName, q.questionCount])).toEqual([
      [second.id, 'Skracanie ułamków', maths.id, maths.name, second.questionCount],
      [first.id, 'Ułamki zwykłe', maths.id, maths.name, first.questionCount],
    ]);
    expect((await allOf(user, { limit: 1 })).map((q) => q.id)).toEqual([second.id]);

    expect(
      dataOf(await user.client.gql(QUIZZES.remove, { input: { id: second.id } })).deleteQuizWorkspace,
    ).toMatchObject({
      success: true,
    });
    expect((await allOf(user)).map((q) => q.id)).toEqual([first.id]);
  });

  it('gathers quizzes from two workspaces and shows another pupil none of them', async () => {
    const a = await pupilWithMaterial(server);
    const biology = await createWorkspace(a.user, {
      przedmiot: 'biology',
      poziom: 'SREDNI_JEDEN',
      name: 'Komórka',
    });
    const lesson = await createReadyMaterial(a.user, biology, { text: QUIZ_MATERIAL, name: 'Lekcja' });
    const biologySet = dataOf(
      await a.user.client.gql(SOURCES.update, {
        input: { workspaceId: biology.id, action: 'QUIZ', sources: [{ type: 'USER_DOC', id: lesson.id }] },
      }),
    ).updateSources;
    const b = await pupilWithMaterial(server);
    ai.script(quizReply());
    const inMaths = await readyQuiz(a.user, {
      workspaceId: a.workspace.id,
      sourcesId: a.sourcesId,
      ...order,
    });
    ai.script(quizReply());
    const inBiology = await readyQuiz(a.user, {
      workspaceId: biology.id,
      sourcesId: biologySet.id,
      ...order,
    });
    ai.script(quizReply());
    const strangers = await readyQuiz(b.user, {
      workspaceId: b.workspace.id,
      sourcesId: b.sourcesId,
      ...order,
    });

    expect((await allOf(a.user)).map((q) => [q.id, q.workspaceName])).toEqual([
      [inBiology.id, 'Komórka'],
      [inMaths.id, a.workspace.name],
    ]);
    expect((await allOf(b.user)).map((q) => [q.id, q.workspaceName])).toEqual([
      [strangers.id, b.workspace.name],
    ]);
    expect(await allOf(await createUser(server))).toEqual([]);
  });

  it('refuses a bad limit in Polish and a signed-out visitor', async () => {
    const user = await createUser(server);
    for (const limit of [0, 101]) {
      const refused = await user.client.gql(ALL, unchecked({ input: { limit } }));
      expect(firstError(refused.body)).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { limit: 'Podaj liczbę od 1 do 100.' },
      });
    }
    const guest = await sessionClient(server).gql(ALL, {});
    expect(firstError(guest.body).code).toBe('UNAUTHENTICATED');
  });
});
