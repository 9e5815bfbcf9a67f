import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, sqlRows } from '../../testing/accounts.ts';
import { createUser, createWorkspace, fakeAiEnv, type TestUser } from '../../testing/factories.ts';
import { type FakeOpenAi, promptOf, startFakeOpenAi } from '../../testing/fakes/fake-openai.ts';
import { dataOf, unchecked, uniqueEmail } from '../../testing/session-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { QUIZZES } from '../quizzes/testing/documents.ts';
import { quizReply } from '../quizzes/testing/fake-model.ts';
import { readyQuiz } from '../quizzes/testing/helpers.ts';
import { demoMathsTextbook, LIBRARY } from './testing/documents.ts';

/*
 * "Quiz z rozdziału": a textbook chapter is a quiz's source. The library indexes each chapter's
 * text where the tools search; the quiz is written from that text, named after the chapter, and
 * refused in Polish — with nothing ordered — for a made-up id, a subchapter, a hidden book.
 */

let server: TestServer;
let ai: FakeOpenAi;
let pupil: TestUser;
let admin: TestUser;
const ADMIN_EMAIL = uniqueEmail('biblioteka-quiz');

beforeAll(async () => {
  ai = await startFakeOpenAi({ apiKey: 'sk-test' });
  server = await startTestServer({ ...fakeAiEnv(ai), ADMIN_EMAILS: ADMIN_EMAIL });
  [pupil, admin] = await Promise.all([createUser(server), createUser(server, { email: ADMIN_EMAIL })]);
});
afterAll(async () => {
  await server?.stop();
  await ai?.stop();
});

async function firstChapter() {
  const book = await demoMathsTextbook(pupil.client);
  const toc = dataOf(await pupil.client.gql(LIBRARY.textbook, { input: { id: book.id } })).getPodrBookById;
  const chapter = toc.chapters[0];
  if (!chapter?.subchapters[0]) throw new Error('the demo book has no chapter with subchapters');
  return { book, chapter, subchapter: chapter.subchapters[0] };
}

const order = (user: TestUser, input: Record<string, unknown>) =>
  user.client.gql(
    QUIZZES.generate,
    unchecked({
      input: { questionCount: 5, detailScale: 'NORMALNY', questionTypes: ['ZAMKNIETE'], ...input },
    } as never),
  );

const indexedText = async (chapterId: string) =>
  (
    await sqlRows<{ text: string }>(
      server,
      sql`select text from retrieval_chunks where source_kind = 'LIBRARY_CHAPTER' and source_id = ${chapterId} order by ordinal`,
    )
  )
    .map((row) => row.text)
    .join('\n');

const quizCount = async (userId: string) =>
  Number(
    (
      await sqlRows<{ n: number }>(
        server,
        sql`select count(*)::int as n from quizzes where user_id = ${userId}`,
      )
    )[0]?.n,
  );

describe('a quiz from a textbook chapter', () => {
  it('is written from the chapter’s text and named after it', async () => {
    const { chapter, subchapter } = await firstChapter();
    expect(await indexedText(chapter.id)).toContain(subchapter.name);
    const workspace = await createWorkspace(pupil);
    ai.script(quizReply());
    const quiz = await readyQuiz(pupil, {
      workspaceId: workspace.id,
      rozdzialId: chapter.id,
      questionCount: 5,
      detailScale: 'NORMALNY',
      questionTypes: ['ZAMKNIETE'],
    });
    expect(quiz.state).toBe('INITIAL_READY');
    expect(quiz.rozdzialId).toBe(chapter.id);
    expect(quiz.questions).toHaveLength(5);
    const { system } = promptOf(ai.requests.at(-1) as never);
    expect(system).toContain('fragmentów podręcznika');
    expect(system).toContain('Podręcznik „Matematyka 7. Podręcznik demonstracyjny”, rozdz. 1');
    expect(system).toContain('wykładnikiem');
  });

  it('refuses what is not a published chapter, in Polish, ordering nothing', async () => {
    const { book, chapter, subchapter } = await firstChapter();
    const workspace = await createWorkspace(pupil);
    const before = await quizCount(pupil.id);
    const requests = ai.requests.length;

    for (const rozdzialId of ['7f9c2b1e-0000-4000-8000-000000000000', subchapter.id, 'rozdział']) {
      const error = firstError((await order(pupil, { workspaceId: workspace.id, rozdzialId })).body);
      expect(error.code).toBe('NOT_FOUND');
      expect(error.message).toBe('Nie znaleziono rozdziału podręcznika.');
    }
    const both = firstError(
      (await order(pupil, { workspaceId: workspace.id, rozdzialId: chapter.id, lekturaId: 'lalka' })).body,
    );
    expect(both.code).toBe('BAD_USER_INPUT');

    const hide = await admin.client.gql(LIBRARY.updateBook, { input: { id: book.id, visible: false } });
    expect(dataOf(hide).updatepodrecznik.visible).toBe(false);
    try {
      const hidden = firstError(
        (await order(pupil, { workspaceId: workspace.id, rozdzialId: chapter.id })).body,
      );
      expect(hidden.message).toBe('Nie znaleziono rozdziału podręcznika.');
    } finally {
      await admin.client.gql(LIBRARY.updateBook, { input: { id: book.id, visible: true } });
    }
    // Another pupil's workspace is not a place to order one either.
    const stranger = await createUser(server);
    const foreign = firstError(
      (await order(stranger, { workspaceId: workspace.id, rozdzialId: chapter.id })).body,
    );
    expect(foreign.code).toBe('NOT_FOUND');

    expect(await quizCount(pupil.id)).toBe(before);
    expect(await quizCount(stranger.id)).toBe(0);
    expect(ai.requests.length).toBe(requests);
  });

  it('refuses a chapter whose text left the index, in Polish, ordering nothing', async () => {
    const { book, chapter } = await firstChapter();
    const workspace = await createWorkspace(pupil);
    const before = await quizCount(pupil.id);
    const requests = ai.requests.length;
    const remove = `mutation ($id: ID!) {
      removeLibraryRagDocument(removeLibraryRagDocumentInput: { id: $id }) { chunkCount }
    }`;
    const reindex = `mutation ($id: ID!) {
      reindexLibraryBook(reindexLibraryBookInput: { podrecznikId: $id }) { id }
    }`;
    const removed = await admin.client.gql(remove, { id: chapter.id });
    expect(removed.body.data?.removeLibraryRagDocument).toEqual({ chunkCount: 0 });
    try {
      // A refused order of the contract's union: an ExecutionError with the Polish reason.
      const refused = await order(pupil, { workspaceId: workspace.id, rozdzialId: chapter.id });
      expect(refused.body.data?.generatequiz).toEqual({
        __typename: 'ExecutionError',
        errorCode: 'VALIDATION_FAILED',
        message: 'Ten rozdział podręcznika nie ma tekstu, z którego powstałyby pytania.',
      });
    } finally {
      dataOf(await admin.client.gql(reindex, { id: book.id }));
    }
    expect(await indexedText(chapter.id)).not.toBe('');
    expect(await quizCount(pupil.id)).toBe(before);
    expect(ai.requests.length).toBe(requests);
  });

  it('follows the admin’s corrections: a deleted subchapter leaves the chapter’s text', async () => {
    const { book, chapter, subchapter } = await firstChapter();
    const change = (deleted: boolean) =>
      admin.client.gql(LIBRARY.updateBook, {
        input: { id: book.id, chapters: [{ id: subchapter.id, deleted }] },
      });
    expect(dataOf(await change(true)).updatepodrecznik.id).toBe(book.id);
    try {
      expect(await indexedText(chapter.id)).not.toContain(subchapter.name);
    } finally {
      dataOf(await change(false));
    }
    expect(await indexedText(chapter.id)).toContain(subchapter.name);
  });
});
