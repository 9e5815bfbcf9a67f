import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError } from '../../testing/accounts.ts';
import { createUser, type TestUser } from '../../testing/factories.ts';
import { graphql } from '../../testing/generated/gql.ts';
import { dataOf, sessionClient, uniqueEmail } from '../../testing/session-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { demoMathsTextbook } from './testing/documents.ts';

/*
 * `/admin/rag` on the demo library: the index's documents (a chapter each) with chunk counts, the
 * test box's ranked passages, a chapter taken out of the index and a book re-indexed. Every
 * operation is the admin's: a pupil is refused, a guest asked to sign in, and nothing changes.
 */

const RAG = {
  documents: graphql(`
    query testRagDocuments($input: GetLibraryRagDocumentsInput!) {
      getLibraryRagDocuments(getLibraryRagDocumentsInput: $input) {
        id podrecznikId title chapter przedmiot poziom visible deleted chunkCount characters indexedAt
      }
    }
  `),
  search: graphql(`
    query testRagSearch($input: SearchLibraryRagInput!) {
      searchLibraryRag(searchLibraryRagInput: $input) { documentId title chapter visible page text score }
    }
  `),
  reindex: graphql(`
    mutation testRagReindex($input: ReindexLibraryBookInput!) {
      reindexLibraryBook(reindexLibraryBookInput: $input) { id chunkCount }
    }
  `),
  remove: graphql(`
    mutation testRagRemove($input: RemoveLibraryRagDocumentInput!) {
      removeLibraryRagDocument(removeLibraryRagDocumentInput: $input) { id chunkCount }
    }
  `),
};

let server: TestServer;
let admin: TestUser;
let pupil: TestUser;
const ADMIN_EMAIL = uniqueEmail('biblioteka-rag');

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: ADMIN_EMAIL });
  [admin, pupil] = await Promise.all([createUser(server, { email: ADMIN_EMAIL }), createUser(server)]);
});
afterAll(async () => {
  await server?.stop();
});

const documents = async (input: Record<string, unknown> = {}) =>
  dataOf(await admin.client.gql(RAG.documents, { input })).getLibraryRagDocuments;
const search = async (question: string) =>
  dataOf(await admin.client.gql(RAG.search, { input: { question, przedmiot: 'mathematics' } }))
    .searchLibraryRag;
const QUESTION = 'Ile jednakowych czynników mnożymy, gdy podnosimy liczbę do potęgi?';

describe('the RAG admin of the public library', () => {
  it('lists every chapter with its chunks, by subject', async () => {
    const all = await documents();
    const maths = await documents({ przedmiot: 'mathematics' });
    expect(maths.length).toBeGreaterThan(0);
    expect(all.length).toBeGreaterThan(maths.length);
    expect(maths.every((doc) => doc.przedmiot === 'mathematics')).toBe(true);
    const first = maths[0];
    expect(first).toMatchObject({ chapter: '1. Potęgi i pierwiastki', visible: true, deleted: false });
    expect(first?.chunkCount).toBeGreaterThan(0);
    expect(first?.characters).toBeGreaterThan(500);
    expect(first?.indexedAt).not.toBeNull();
  });

  it('shows the ranked passages a question finds, best first, and refuses an empty question', async () => {
    const hits = await search(QUESTION);
    expect(hits.length).toBeGreaterThan(0);
    expect(hits[0]).toMatchObject({ chapter: '1. Potęgi i pierwiastki', visible: true });
    expect(hits[0]?.text).toContain('wykładnik');
    const scores = hits.map((hit) => hit.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const empty = await admin.client.gql(RAG.search, { input: { question: ' ' } });
    expect(firstError(empty.body)).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { question: 'Wpisz pytanie: od 2 do 500 znaków.' },
    });
  });

  it('takes a chapter out of the index and puts it back with its book', async () => {
    const book = await demoMathsTextbook(admin.client);
    const [chapter] = await documents({ przedmiot: 'mathematics' });
    if (!chapter) throw new Error('no maths chapter in the index');
    const removed = dataOf(await admin.client.gql(RAG.remove, { input: { id: chapter.id } }));
    expect(removed.removeLibraryRagDocument).toEqual({ id: chapter.id, chunkCount: 0 });
    expect((await documents({ przedmiot: 'mathematics' }))[0]?.chunkCount).toBe(0);
    expect((await search(QUESTION)).some((hit) => hit.documentId === chapter.id)).toBe(false);

    const reindexed = dataOf(await admin.client.gql(RAG.reindex, { input: { podrecznikId: book.id } }));
    expect(reindexed.reindexLibraryBook.find((doc) => doc.id === chapter.id)?.chunkCount).toBe(
      chapter.chunkCount,
    );
    expect((await search(QUESTION))[0]?.documentId).toBe(chapter.id);
    for (const id of ['1b4e28ba-0000-4000-8000-000000000000', 'podręcznik']) {
      const missing = await admin.client.gql(RAG.reindex, { input: { podrecznikId: id } });
      expect(firstError(missing.body)).toMatchObject({
        code: 'NOT_FOUND',
        message: 'Nie znaleziono podręcznika.',
      });
      const gone = await admin.client.gql(RAG.remove, { input: { id } });
      expect(firstError(gone.body).code).toBe('NOT_FOUND');
    }
  });

  it('is the admin’s only: a pupil is refused, a guest asked to sign in, nothing changes', async () => {
    const before = await documents();
    const [chapter] = before;
    const book = before[0]?.podrecznikId ?? '';
    const calls = (client: TestUser['client']) => [
      client.gql(RAG.documents, { input: {} }),
      client.gql(RAG.search, { input: { question: QUESTION } }),
      client.gql(RAG.reindex, { input: { podrecznikId: book } }),
      client.gql(RAG.remove, { input: { id: chapter?.id ?? '' } }),
    ];
    for (const response of await Promise.all(calls(pupil.client)))
      expect(firstError(response.body).code).toBe('FORBIDDEN');
    for (const response of await Promise.all(calls(sessionClient(server))))
      expect(firstError(response.body).code).toBe('UNAUTHENTICATED');
    expect(await documents()).toEqual(before);
  });
});
