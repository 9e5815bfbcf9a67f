import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, sqlRows, verifiedUser } from '../../testing/accounts.ts';
import { type FakeYoutube, startFakeYoutube } from '../../testing/fakes/fake-youtube.ts';
import type { SessionClient } from '../../testing/session-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { searchPassages } from '../retrieval/service.ts';

/*
 * YouTube materials (through the real transcript client and a local YouTube) and the sets of
 * materials tools work from.
 */

let server: TestServer;
let youtube: FakeYoutube;
let topicId: string;

const captions = Array.from({ length: 40 }, (_, i) => ({
  text:
    i === 25
      ? 'Mitochondria to centra energetyczne komórki, w których zachodzi oddychanie tlenowe.'
      : `Zdanie numer ${i} o biologii komórki i jej częściach składowych.`,
  start: i * 5,
  duration: 5,
}));

beforeAll(async () => {
  youtube = await startFakeYoutube({
    mitoMitoMit: { title: 'Komórka &amp; mitochondria', captions: { pl: captions } },
    privatVideo: { title: 'Prywatny', status: 'LOGIN_REQUIRED' },
    noCaptions1: { title: 'Bez napisów' },
  });
  server = await startTestServer({ YOUTUBE_ORIGIN: youtube.url });
  const { body } = await server.gql<{ getbyprzedmiotandpoziom: { id: string }[] }>(
    '{ getbyprzedmiotandpoziom(getbyprzedmiotandpoziomInput: { przedmiot: biology, poziom: SREDNI_JEDEN }) { id } }',
  );
  topicId = body.data?.getbyprzedmiotandpoziom[0]?.id ?? '';
});
afterAll(async () => {
  await server?.stop();
  await youtube?.stop();
});

const DOC =
  'id workspaceId type state name sourceType error content youtubeMetadata { url videoId title author language transcripts { text start duration } }';
const SOURCES = `id workspaceId action items { type id } sources { __typename ... on UserDoc { id name } ... on AiNote { id name } }`;
const OPS = {
  createWorkspace: `mutation C($input: CreateWorkspaceInput!) { createWorkspace(createWorkspaceInput: $input) { id } }`,
  removeWorkspace: `mutation W($input: DeleteWorkspaceInput!) { deleteWorkspace(deleteWorkspaceInput: $input) { success } }`,
  create: `mutation U($input: CreateUserDocInput!) { createUserDoc(createUserDocInput: $input) { __typename ... on UserDoc { ${DOC} } ... on ExecutionError { errorCode message } } }`,
  get: `query G($input: GetUserDocByIdInput!) { getUserDocById(getUserDocByIdInput: $input) { ${DOC} } }`,
  update: `mutation R($input: UpdatedocInput!) { updatedoc(updatedocInput: $input) { id name sourceType } }`,
  removeDoc: `mutation D($input: DeleteUserDocInput!) { deleteUserDoc(deleteUserDocInput: $input) { success } }`,
  note: `mutation N($input: EditnoteInput!) { editnote(editnoteInput: $input) { id name } }`,
  updateSources: `mutation S($input: UpdateSourcesInput!) { updateSources(updateSourcesInput: $input) { ${SOURCES} } }`,
  getSources: `query S($input: GetSourcesByIdInput!) { getSourcesById(getSourcesByIdInput: $input) { ${SOURCES} } }`,
  actionSources: `query A($input: GetActionSourcesInput!) { getActionSources(getActionSourcesInput: $input) { workspaceId action selected { ${SOURCES} } groups { type label sources { __typename ... on UserDoc { id name sourceType } ... on AiNote { id name } } } } }`,
};

async function workspaceOf(client: SessionClient): Promise<string> {
  return (await client.gql(OPS.createWorkspace, { input: { tematId: topicId } })).body.data?.createWorkspace
    .id;
}

async function settled(client: SessionClient, id: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const doc = (await client.gql(OPS.get, { input: { id } })).body.data?.getUserDocById;
    if (doc && doc.state !== 'UPLOADING' && doc.state !== 'SOLVING') return doc;
    if (Date.now() > deadline) throw new Error(`document ${id} still ${doc?.state}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function addVideo(client: SessionClient, workspaceId: string, youtubeUrl: string, name?: string) {
  const { body } = await client.gql(OPS.create, {
    input: { workspaceId, youtubeUrl, ...(name ? { name } : {}) },
  });
  return body;
}

async function countDocs(userId: string): Promise<number> {
  const [row] = await sqlRows<{ n: number }>(
    server,
    sql`select count(*)::int as n from user_docs where user_id = ${userId}`,
  );
  return Number(row?.n);
}

describe('YouTube materials', () => {
  it('reads the title and the captions in ~100-word passages and makes them searchable by time', async () => {
    const { client, id: userId } = await verifiedUser(server);
    const workspaceId = await workspaceOf(client);
    const body = await addVideo(client, workspaceId, 'https://youtu.be/mitoMitoMit?si=share');
    expect(body.data?.createUserDoc).toMatchObject({
      __typename: 'UserDoc',
      type: 'TXT',
      sourceType: 'YOUTUBE',
      state: 'UPLOADING',
      youtubeMetadata: {
        url: 'https://www.youtube.com/watch?v=mitoMitoMit',
        videoId: 'mitoMitoMit',
        title: null,
      },
    });

    const doc = await settled(client, body.data?.createUserDoc.id);
    expect(doc).toMatchObject({ state: 'SOLVED', name: 'Komórka & mitochondria', error: null });
    expect(doc.youtubeMetadata).toMatchObject({ title: 'Komórka & mitochondria', language: 'pl' });
    const transcripts = doc.youtubeMetadata.transcripts as {
      text: string;
      start: number;
      duration: number;
    }[];
    const words = transcripts.map((t) => t.text.split(' ').length);
    expect(words.slice(0, -1).every((n) => n >= 100 && n <= 120)).toBe(true);
    expect(transcripts[0]?.start).toBe(0);
    expect(transcripts.map((t) => t.text).join(' ')).toBe(captions.map((c) => c.text).join(' '));

    const [passage] = await searchPassages(server.database.db, {
      userId,
      sources: [{ kind: 'USER_DOC', id: doc.id }],
      question: 'gdzie zachodzi oddychanie tlenowe?',
      k: 1,
    });
    expect(passage?.text).toContain('Mitochondria to centra energetyczne');
    expect(passage?.citation.startSeconds).not.toBeNull();
    expect(passage?.citation.startSeconds).toBeLessThanOrEqual(125);
    expect(passage?.citation.endSeconds).toBeGreaterThanOrEqual(130);
    expect(doc.content.slice(passage?.citation.charStart, passage?.citation.charEnd)).toBe(passage?.text);
  });

  it('keeps a name the pupil chose instead of the title', async () => {
    const { client } = await verifiedUser(server);
    const workspaceId = await workspaceOf(client);
    const body = await addVideo(
      client,
      workspaceId,
      'https://www.youtube.com/watch?v=mitoMitoMit',
      'Lekcja 3',
    );
    const doc = await settled(client, body.data?.createUserDoc.id);
    expect(doc).toMatchObject({ state: 'SOLVED', name: 'Lekcja 3' });
  });

  it('ends a private video and one without captions in a failed state with a Polish reason', async () => {
    const { client } = await verifiedUser(server);
    const workspaceId = await workspaceOf(client);
    const privateDoc = await settled(
      client,
      (await addVideo(client, workspaceId, 'https://www.youtube.com/watch?v=privatVideo')).data?.createUserDoc
        .id,
    );
    expect(privateDoc).toMatchObject({ state: 'SOLVING_FAILED', error: expect.stringContaining('prywatny') });
    const silent = await settled(
      client,
      (await addVideo(client, workspaceId, 'https://www.youtube.com/shorts/noCaptions1')).data?.createUserDoc
        .id,
    );
    expect(silent).toMatchObject({
      state: 'SOLVING_FAILED',
      error: expect.stringContaining('nie ma napisów'),
    });
  });

  it('refuses links that are not YouTube videos and stores nothing', async () => {
    const { client, id: userId } = await verifiedUser(server);
    const workspaceId = await workspaceOf(client);
    const before = youtube.requests.length;
    for (const link of ['https://vimeo.com/1234', 'https://evil.example/watch?v=mitoMitoMit', 'nie link']) {
      const body = await addVideo(client, workspaceId, link);
      expect(firstError(body)).toMatchObject({ code: 'BAD_USER_INPUT' });
      expect(firstError(body)?.fields?.youtubeUrl).toContain('link do filmu w YouTube');
    }
    // A link together with text is two materials at once.
    const both = await client.gql(OPS.create, {
      input: { workspaceId, youtubeUrl: 'https://youtu.be/mitoMitoMit', text: 'Notatka' },
    });
    expect(firstError(both.body)).toMatchObject({ code: 'BAD_USER_INPUT' });
    const wrongKind = await client.gql(OPS.create, {
      input: { workspaceId, youtubeUrl: 'https://youtu.be/mitoMitoMit', sourceType: 'SPRAWDZIAN' },
    });
    expect(firstError(wrongKind.body)?.fields?.sourceType).toBeTruthy();
    expect(await countDocs(userId)).toBe(0);
    expect(youtube.requests.length).toBe(before);
  });

  it('lets the pupil say what a material is, but never turns a document into a video', async () => {
    const { client } = await verifiedUser(server);
    const workspaceId = await workspaceOf(client);
    const created = (
      await client.gql(OPS.create, {
        input: { workspaceId, text: 'Sprawdzian z genetyki', sourceType: 'SPRAWDZIAN' },
      })
    ).body.data?.createUserDoc;
    expect(created.sourceType).toBe('SPRAWDZIAN');
    const changed = await client.gql(OPS.update, {
      input: { id: created.id, sourceType: 'ROZWIAZANE_ZADANIA' },
    });
    expect(changed.body.data?.updatedoc).toMatchObject({
      sourceType: 'ROZWIAZANE_ZADANIA',
      name: 'Sprawdzian z genetyki',
    });
    const toVideo = await client.gql(OPS.update, { input: { id: created.id, sourceType: 'YOUTUBE' } });
    expect(firstError(toVideo.body)?.fields?.sourceType).toBeTruthy();
    const empty = await client.gql(OPS.update, { input: { id: created.id } });
    expect(firstError(empty.body)).toMatchObject({ code: 'BAD_USER_INPUT' });
    const again = (await client.gql(OPS.get, { input: { id: created.id } })).body.data?.getUserDocById;
    expect(again.sourceType).toBe('ROZWIAZANE_ZADANIA');
  });
});

describe('sources', () => {
  async function materials(client: SessionClient) {
    const workspaceId = await workspaceOf(client);
    const doc = (
      await client.gql(OPS.create, {
        input: { workspaceId, text: 'Równania kwadratowe: delta.', sourceType: 'SPRAWDZIAN' },
      })
    ).body.data?.createUserDoc;
    await settled(client, doc.id);
    const note = (
      await client.gql(OPS.note, {
        input: { workspaceId, name: 'Wzory skróconego mnożenia', content: '$(a+b)^2$' },
      })
    ).body.data?.editnote;
    return { workspaceId, doc, note };
  }

  it('groups the workspace materials by kind and remembers the choice per tool', async () => {
    const { client } = await verifiedUser(server);
    const { workspaceId, doc, note } = await materials(client);
    const input = { workspaceId, action: 'CONVERSATION' };

    const before = (await client.gql(OPS.actionSources, { input })).body.data?.getActionSources;
    expect(before.selected).toBeNull();
    expect(before.groups.map((g: { type: string; label: string }) => [g.type, g.label])).toEqual([
      ['NOTATKA', 'Notatka'],
      ['SPRAWDZIAN', 'Sprawdzian'],
      ['ROZWIAZANE_ZADANIA', 'Rozwiązane zadania'],
      ['ROZPRAWKA', 'Rozprawka'],
      ['YOUTUBE', 'YouTube'],
    ]);
    expect(before.groups[0].sources).toEqual([{ __typename: 'AiNote', id: note.id, name: note.name }]);
    expect(before.groups[1].sources).toEqual([
      { __typename: 'UserDoc', id: doc.id, name: doc.name, sourceType: 'SPRAWDZIAN' },
    ]);

    const chosen = [
      { type: 'AI_NOTE', id: note.id },
      { type: 'USER_DOC', id: doc.id },
    ];
    const set = (await client.gql(OPS.updateSources, { input: { ...input, sources: chosen } })).body.data
      ?.updateSources;
    expect(set).toMatchObject({ workspaceId, action: 'CONVERSATION', items: chosen });
    expect(set.sources.map((s: { __typename: string }) => s.__typename)).toEqual(['AiNote', 'UserDoc']);

    // The same choice again (with a duplicate) is the same set; another tool has its own choice.
    const same = (
      await client.gql(OPS.updateSources, { input: { ...input, sources: [...chosen, chosen[0]] } })
    ).body.data?.updateSources;
    expect(same.id).toBe(set.id);
    const quiz = (await client.gql(OPS.actionSources, { input: { workspaceId, action: 'QUIZ' } })).body.data
      ?.getActionSources;
    expect(quiz.selected).toBeNull();
    const after = (await client.gql(OPS.actionSources, { input })).body.data?.getActionSources;
    expect(after.selected.id).toBe(set.id);

    // A new choice is a new set; the old one keeps meaning what it meant.
    const smaller = (await client.gql(OPS.updateSources, { input: { ...input, sources: [chosen[1]] } })).body
      .data?.updateSources;
    expect(smaller.id).not.toBe(set.id);
    const old = (await client.gql(OPS.getSources, { input: { id: set.id } })).body.data?.getSourcesById;
    expect(old.items).toEqual(chosen);

    // A deleted material drops out of the sets' materials, not out of their history.
    await client.gql(OPS.removeDoc, { input: { id: doc.id } });
    const pruned = (await client.gql(OPS.getSources, { input: { id: set.id } })).body.data?.getSourcesById;
    expect(pruned.items).toEqual(chosen);
    expect(pruned.sources).toEqual([{ __typename: 'AiNote', id: note.id, name: note.name }]);
  });

  it("never lets a user read or use another user's sets and materials", async () => {
    const owner = await verifiedUser(server);
    const { workspaceId, doc, note } = await materials(owner.client);
    const set = (
      await owner.client.gql(OPS.updateSources, {
        input: { workspaceId, action: 'AITUTOR', sources: [{ type: 'USER_DOC', id: doc.id }] },
      })
    ).body.data?.updateSources;

    const stranger = await verifiedUser(server);
    const ownWorkspace = await workspaceOf(stranger.client);
    const missing = '00000000-0000-4000-8000-000000000000';
    const read = await stranger.client.gql(OPS.getSources, { input: { id: set.id } });
    const readMissing = await stranger.client.gql(OPS.getSources, { input: { id: missing } });
    expect(firstError(read.body)).toMatchObject({ code: 'NOT_FOUND' });
    expect(firstError(read.body)?.message).toBe(firstError(readMissing.body)?.message);
    expect(
      firstError((await stranger.client.gql(OPS.getSources, { input: { id: 'nie-uuid' } })).body),
    ).toMatchObject({ code: 'NOT_FOUND' });

    const foreignWorkspace = await stranger.client.gql(OPS.actionSources, {
      input: { workspaceId, action: 'AITUTOR' },
    });
    expect(firstError(foreignWorkspace.body)).toMatchObject({ code: 'NOT_FOUND' });
    for (const ref of [
      { type: 'USER_DOC', id: doc.id },
      { type: 'AI_NOTE', id: note.id },
      { type: 'AI_NOTE', id: doc.id },
    ]) {
      const use = await stranger.client.gql(OPS.updateSources, {
        input: { workspaceId: ownWorkspace, action: 'AITUTOR', sources: [ref] },
      });
      expect(firstError(use.body)).toMatchObject({ code: 'NOT_FOUND', message: 'Nie znaleziono materiału.' });
    }
    const [row] = await sqlRows<{ n: number }>(
      server,
      sql`select count(*)::int as n from source_sets where user_id = ${stranger.id}`,
    );
    expect(Number(row?.n)).toBe(0);
  });

  it('refuses materials of another workspace, unread ones and too many, and changes nothing', async () => {
    const { client, id: userId } = await verifiedUser(server);
    const { workspaceId } = await materials(client);
    const other = await materials(client);
    const cross = await client.gql(OPS.updateSources, {
      input: { workspaceId, action: 'QUIZ', sources: [{ type: 'USER_DOC', id: other.doc.id }] },
    });
    expect(firstError(cross.body)).toMatchObject({ code: 'NOT_FOUND' });

    const failed = (await addVideo(client, workspaceId, 'https://www.youtube.com/watch?v=privatVideo')).data
      ?.createUserDoc;
    await settled(client, failed.id);
    const unread = await client.gql(OPS.updateSources, {
      input: { workspaceId, action: 'QUIZ', sources: [{ type: 'USER_DOC', id: failed.id }] },
    });
    expect(firstError(unread.body)?.fields?.sources).toContain('nie udało się odczytać');
    const groups = (await client.gql(OPS.actionSources, { input: { workspaceId, action: 'QUIZ' } })).body.data
      ?.getActionSources.groups;
    expect(groups.find((g: { type: string }) => g.type === 'YOUTUBE').sources).toEqual([]);

    const tooMany = await client.gql(OPS.updateSources, {
      input: {
        workspaceId,
        action: 'QUIZ',
        sources: Array.from({ length: 51 }, (_, i) => ({
          type: 'USER_DOC',
          id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
        })),
      },
    });
    expect(firstError(tooMany.body)?.fields?.sources).toContain('najwyżej 50');
    const [row] = await sqlRows<{ n: number }>(
      server,
      sql`select count(*)::int as n from source_sets where user_id = ${userId}`,
    );
    expect(Number(row?.n)).toBe(0);
  });

  it('goes away with its workspace', async () => {
    const { client, id: userId } = await verifiedUser(server);
    const { workspaceId, note } = await materials(client);
    await client.gql(OPS.updateSources, {
      input: { workspaceId, action: 'WORDBASE', sources: [{ type: 'AI_NOTE', id: note.id }] },
    });
    await client.gql(OPS.removeWorkspace, { input: { workspaceId } });
    const [row] = await sqlRows<{ sets: number; items: number }>(
      server,
      sql`select (select count(*)::int from source_sets where user_id = ${userId}) as sets,
                 (select count(*)::int from source_set_items) as orphans_check,
                 (select count(*)::int from source_set_items i where not exists
                   (select 1 from source_sets s where s.id = i.source_set_id)) as items`,
    );
    expect(Number(row?.sets)).toBe(0);
    expect(Number(row?.items)).toBe(0);
  });
});
