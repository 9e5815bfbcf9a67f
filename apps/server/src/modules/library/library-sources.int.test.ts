import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, sqlRows } from '../../testing/accounts.ts';
import { CONVERSATIONS, SOURCES } from '../../testing/documents.ts';
import {
  createReadyMaterial,
  createUser,
  createWorkspace,
  fakeAiEnv,
  type TestUser,
  waitForAnswer,
} from '../../testing/factories.ts';
import { type FakeOpenAi, promptOf, startFakeOpenAi } from '../../testing/fakes/fake-openai.ts';
import { dataOf, uniqueEmail } from '../../testing/session-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { demoMathsTextbook, LIBRARY } from './testing/documents.ts';

/*
 * A published textbook chapter is a material of every workspace: the chat's picker offers the
 * chapters of the workspace's subject, a conversation grounded in one answers from its text, and
 * a hidden book's chapter, a subchapter or a made-up id cannot be chosen (nothing is stored).
 * Naming a public chapter never opens another pupil's materials.
 */

let server: TestServer;
let ai: FakeOpenAi;
let pupil: TestUser;
let admin: TestUser;
const ADMIN_EMAIL = uniqueEmail('biblioteka-zrodla');

beforeAll(async () => {
  ai = await startFakeOpenAi({
    apiKey: 'sk-test',
    defaultReply: () => ({ text: 'Wykładnik mówi, ile razy.' }),
  });
  server = await startTestServer({ ...fakeAiEnv(ai), ADMIN_EMAILS: ADMIN_EMAIL });
  [pupil, admin] = await Promise.all([createUser(server), createUser(server, { email: ADMIN_EMAIL })]);
});
afterAll(async () => {
  await server?.stop();
  await ai?.stop();
});

async function demoChapter() {
  const book = await demoMathsTextbook(pupil.client);
  const toc = dataOf(await pupil.client.gql(LIBRARY.textbook, { input: { id: book.id } })).getPodrBookById;
  const chapter = toc.chapters[0];
  if (!chapter?.subchapters[0]) throw new Error('the demo book has no chapter with subchapters');
  return { book, chapter, subchapter: chapter.subchapters[0] };
}

const offered = async (user: TestUser, workspaceId: string) =>
  dataOf(await user.client.gql(SOURCES.forAction, { input: { workspaceId, action: 'CONVERSATION' } }))
    .getActionSources.fromTools;

const choose = (user: TestUser, workspaceId: string, id: string) =>
  user.client.gql(SOURCES.update, {
    input: { workspaceId, action: 'CONVERSATION', sources: [{ type: 'LIBRARY_CHAPTER', id }] },
  });

const setCount = async (userId: string) =>
  Number(
    (
      await sqlRows<{ n: number }>(
        server,
        sql`select count(*)::int as n from source_sets where user_id = ${userId}`,
      )
    )[0]?.n,
  );

describe('a textbook chapter as a material', () => {
  it('is offered in a workspace of its subject and grounds a conversation in its text', async () => {
    const { book, chapter } = await demoChapter();
    const maths = await createWorkspace(pupil, { przedmiot: 'mathematics', poziom: 'PODSTAWOWY_SIEDEM' });
    const group = (await offered(pupil, maths.id)).find((g) => g.itemType === 'LIBRARY_CHAPTER');
    expect(group?.label).toBe('Podręczniki');
    expect(group?.sources[0]).toEqual({
      __typename: 'LibrarySource',
      id: chapter.id,
      name: `1. Potęgi i pierwiastki – ${book.title}`,
      podrecznikId: book.id,
    });
    // A biology workspace is offered biology textbooks, not this one.
    const biology = await createWorkspace(pupil, { przedmiot: 'biology' });
    const other = (await offered(pupil, biology.id)).find((g) => g.itemType === 'LIBRARY_CHAPTER');
    expect(other?.sources.some((s) => 'id' in s && s.id === chapter.id)).toBe(false);

    const conversation = dataOf(
      await pupil.client.gql(CONVERSATIONS.start, {
        input: {
          workspaceId: maths.id,
          sources: [{ type: 'LIBRARY_CHAPTER', id: chapter.id }],
          message: 'Co mówi wykładnik potęgi?',
        },
      }),
    ).startconversation;
    await waitForAnswer(pupil, conversation.id);
    const chat = ai.requests.filter((r) => r.body.stream).at(-1);
    const { system } = promptOf(chat as never);
    expect(system).toContain('Wykładnik mówi, ile jednakowych czynników');
    expect(system).toContain(`1. Potęgi i pierwiastki – ${book.title}`);
  });

  it('cannot be chosen when it is not a published chapter, and nothing is stored', async () => {
    const { book, chapter, subchapter } = await demoChapter();
    const workspace = await createWorkspace(pupil, { przedmiot: 'mathematics' });
    const before = await setCount(pupil.id);
    for (const id of [subchapter.id, '5d0c2a3e-0000-4000-8000-000000000000']) {
      const error = firstError((await choose(pupil, workspace.id, id)).body);
      expect(error.code).toBe('NOT_FOUND');
      expect(error.message).toBe('Nie znaleziono materiału.');
    }
    dataOf(await admin.client.gql(LIBRARY.updateBook, { input: { id: book.id, visible: false } }));
    try {
      expect(firstError((await choose(pupil, workspace.id, chapter.id)).body).code).toBe('NOT_FOUND');
      const group = (await offered(pupil, workspace.id)).find((g) => g.itemType === 'LIBRARY_CHAPTER');
      expect(group?.sources.some((s) => 'id' in s && s.id === chapter.id)).toBe(false);
    } finally {
      dataOf(await admin.client.gql(LIBRARY.updateBook, { input: { id: book.id, visible: true } }));
    }
    expect(await setCount(pupil.id)).toBe(before);
    // Published again, it is a material again.
    expect(dataOf(await choose(pupil, workspace.id, chapter.id)).updateSources.items).toEqual([
      { type: 'LIBRARY_CHAPTER', id: chapter.id },
    ]);
  });

  it('opens nothing of another pupil’s: their material stays theirs beside a public chapter', async () => {
    const { chapter } = await demoChapter();
    const owner = await createUser(server);
    const ownerSpace = await createWorkspace(owner, { przedmiot: 'mathematics' });
    const secret = await createReadyMaterial(owner, ownerSpace, {
      text: 'Tajne notatki: wykładnik to liczba nad podstawą potęgi.',
      name: 'Notatki właściciela',
    });
    const workspace = await createWorkspace(pupil, { przedmiot: 'mathematics' });
    const refused = await pupil.client.gql(SOURCES.update, {
      input: {
        workspaceId: workspace.id,
        action: 'CONVERSATION',
        sources: [
          { type: 'LIBRARY_CHAPTER', id: chapter.id },
          { type: 'USER_DOC', id: secret.id },
        ],
      },
    });
    expect(firstError(refused.body).code).toBe('NOT_FOUND');
  });
});
