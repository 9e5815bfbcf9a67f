import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError } from '../../testing/accounts.ts';
import { WORKSPACES } from '../../testing/documents.ts';
import { createUser, createWorkspace, type TestUser } from '../../testing/factories.ts';
import { graphql } from '../../testing/generated/gql.ts';
import { dataOf, sessionClient, unchecked } from '../../testing/session-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { typedBase, WORDBASES } from './testing/documents.ts';

/*
 * The app's "Słówka" page: every set of the pupil across workspaces, newest first, with its
 * workspace's name (deleted ones and other pupils' never), and the "Języki obce" workspace a
 * language set made there goes into instead of a subject's workspace.
 */

const ALL = graphql(`
  query allWordBases($input: GetWordBaseByUserIdInput) {
    getWordBaseByUserId(getWordBaseByUserIdInput: $input) {
      id name workspaceId workspaceName wordCount newCount dueCount isDeleted
    }
  }
`);
const LANGUAGE_WORKSPACE = graphql(`
  query languageWorkspace {
    getlanguageworkspace { id name type userId temat { id } }
  }
`);
const SOLVER_WORKSPACE = graphql(`
  query solverWorkspaceBesideLanguages {
    getsolverworkspace { id }
  }
`);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

const allOf = async (user: TestUser, input?: { limit?: number }) =>
  dataOf(await user.client.gql(ALL, { input })).getWordBaseByUserId;
const languageOf = async (user: TestUser) =>
  dataOf(await user.client.gql(LANGUAGE_WORKSPACE)).getlanguageworkspace;

describe('all word bases of a pupil', () => {
  it('lists the sets of every workspace, newest first, each with its workspace name; deleted ones leave', async () => {
    const user = await createUser(server);
    const english = await createWorkspace(user, { przedmiot: 'english', poziom: 'SREDNI_JEDEN' });
    const biology = await createWorkspace(user, {
      przedmiot: 'biology',
      poziom: 'SREDNI_JEDEN',
      name: 'Komórka',
    });
    const first = await typedBase(user, english, { name: 'Dom' });
    const second = await typedBase(user, biology, {
      name: 'Organella',
      words: [{ word: 'mitochondrium', translation: 'centrum energetyczne komórki' }],
    });
    const third = await typedBase(user, english, { name: 'Podróże' });

    const all = await allOf(user);
    expect(
      all.map((b) => [b.name, b.workspaceId, b.workspaceName, b.wordCount, b.newCount, b.dueCount]),
    ).toEqual([
      ['Podróże', english.id, english.name, 5, 5, 0],
      ['Organella', biology.id, 'Komórka', 1, 1, 0],
      ['Dom', english.id, english.name, 5, 5, 0],
    ]);
    expect((await allOf(user, { limit: 2 })).map((b) => b.id)).toEqual([third.id, second.id]);

    dataOf(await user.client.gql(WORDBASES.delete, { input: { id: second.id } }));
    expect((await allOf(user)).map((b) => b.id)).toEqual([third.id, first.id]);
  });

  it('shows no other pupil anything, and refuses a bad limit and a signed-out visitor', async () => {
    const owner = await createUser(server);
    const stranger = await createUser(server);
    const workspace = await createWorkspace(owner, { przedmiot: 'english', poziom: 'SREDNI_JEDEN' });
    await typedBase(owner, workspace, { name: 'Tylko moja' });
    expect(await allOf(stranger)).toEqual([]);
    const mine = await typedBase(
      stranger,
      await createWorkspace(stranger, { przedmiot: 'english', poziom: 'SREDNI_JEDEN' }),
    );
    expect((await allOf(stranger)).map((b) => b.id)).toEqual([mine.id]);
    expect((await allOf(owner)).map((b) => b.name)).toEqual(['Tylko moja']);

    for (const limit of [0, 101]) {
      const refused = await owner.client.gql(ALL, unchecked({ input: { limit } }));
      expect(firstError(refused.body)).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { limit: 'Podaj liczbę od 1 do 100.' },
      });
    }
    const guest = await sessionClient(server).gql(ALL, {});
    expect(firstError(guest.body).code).toBe('UNAUTHENTICATED');
  });
});

describe('the language workspace', () => {
  it('is made once per pupil, without a topic, apart from the subject and solver workspaces and their lists', async () => {
    const user = await createUser(server);
    const maths = await createWorkspace(user, { przedmiot: 'mathematics', poziom: 'SREDNI_JEDEN' });
    const [one, two] = await Promise.all([languageOf(user), languageOf(user)]);
    const again = await languageOf(user);
    expect(one).toMatchObject({ name: 'Języki obce', type: 'DEFAULT', userId: user.id, temat: null });
    expect(two?.id).toBe(one?.id);
    expect(again.id).toBe(one?.id);
    expect(again.id).not.toBe(maths.id);
    const solver = dataOf(await user.client.gql(SOLVER_WORKSPACE)).getsolverworkspace;
    expect(solver.id).not.toBe(again.id);
    expect((await languageOf(user)).id).toBe(again.id);
    const listed = dataOf(await user.client.gql(WORKSPACES.list)).getWorkspaceByUserId;
    expect(listed.map((w) => w.id)).toEqual([maths.id]);

    const other = await createUser(server);
    expect((await languageOf(other)).id).not.toBe(again.id);
  });

  it('holds a language set made there: listed with its name, never in the maths workspace, closed to others', async () => {
    const user = await createUser(server);
    const maths = await createWorkspace(user, { przedmiot: 'mathematics', poziom: 'SREDNI_JEDEN' });
    const languages = await languageOf(user);
    const set = await typedBase(user, languages, { name: 'Angielski – dom' });
    expect(set.workspaceId).toBe(languages.id);

    expect((await allOf(user)).map((b) => [b.name, b.workspaceName])).toEqual([
      ['Angielski – dom', 'Języki obce'],
    ]);
    const inMaths = dataOf(
      await user.client.gql(WORDBASES.byWorkspace, { input: { workspaceId: maths.id } }),
    ).getWordBaseByWorkspaceId;
    expect(inMaths).toEqual([]);
    const inLanguages = dataOf(
      await user.client.gql(WORDBASES.byWorkspace, { input: { workspaceId: languages.id } }),
    ).getWordBaseByWorkspaceId;
    expect(inLanguages.map((b) => b.id)).toEqual([set.id]);

    const stranger = await createUser(server);
    const intruding = await stranger.client.gql(
      WORDBASES.upsert,
      unchecked({
        input: {
          workspaceId: languages.id,
          name: 'Obca',
          type: 'Language',
          languageCode: 'en',
          words: [{ word: 'cat', translation: 'kot' }],
        },
      }),
    );
    expect(firstError(intruding.body).code).toBe('NOT_FOUND');
    const peeking = await stranger.client.gql(WORDBASES.byWorkspace, {
      input: { workspaceId: languages.id },
    });
    expect(firstError(peeking.body).code).toBe('NOT_FOUND');
    expect((await allOf(user)).map((b) => b.id)).toEqual([set.id]);
  });
});
