import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, sqlRows } from '../../testing/accounts.ts';
import { MATERIALS, SOURCES, WORKSPACES } from '../../testing/documents.ts';
import {
  asUserDoc,
  createNote,
  createReadyMaterial,
  createUser,
  createWorkspace,
  type TestUser,
  waitForMaterial,
} from '../../testing/factories.ts';
import { type FakeYoutube, startFakeYoutube } from '../../testing/fakes/fake-youtube.ts';
import type { SourceRefInput } from '../../testing/generated/graphql.ts';
import { dataOf, unchecked } from '../../testing/session-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { searchPassages } from '../retrieval/service.ts';

/*
 * YouTube materials (through the real transcript client and a local YouTube) and the sets of
 * materials tools work from.
 */

let server: TestServer;
let youtube: FakeYoutube;

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
});
afterAll(async () => {
  await server?.stop();
  await youtube?.stop();
});

/** A pupil with a workspace of a biology topic. */
async function userWithWorkspace() {
  const user = await createUser(server);
  const workspaceId = (await createWorkspace(user, { przedmiot: 'biology' })).id;
  return { ...user, user, workspaceId };
}

async function addVideo(user: TestUser, workspaceId: string, youtubeUrl: string, name?: string) {
  const { body } = await user.client.gql(MATERIALS.create, {
    input: { workspaceId, youtubeUrl, ...(name ? { name } : {}) },
  });
  return body;
}

/** The id of the material a video link created (fails the test when the link was refused). */
async function addedVideo(user: TestUser, workspaceId: string, youtubeUrl: string, name?: string) {
  return asUserDoc(dataOf({ body: await addVideo(user, workspaceId, youtubeUrl, name) }).createUserDoc).id;
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
    const { user, id: userId, workspaceId } = await userWithWorkspace();
    const body = await addVideo(user, workspaceId, 'https://youtu.be/mitoMitoMit?si=share');
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

    const doc = await waitForMaterial(user, asUserDoc(body.data?.createUserDoc).id);
    expect(doc).toMatchObject({ state: 'SOLVED', name: 'Komórka & mitochondria', error: null });
    expect(doc.youtubeMetadata).toMatchObject({ title: 'Komórka & mitochondria', language: 'pl' });
    const transcripts = doc.youtubeMetadata?.transcripts ?? [];
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
    expect(doc.content?.slice(passage?.citation.charStart, passage?.citation.charEnd)).toBe(passage?.text);
  });

  it('keeps a name the pupil chose instead of the title', async () => {
    const { user, workspaceId } = await userWithWorkspace();
    const id = await addedVideo(user, workspaceId, 'https://www.youtube.com/watch?v=mitoMitoMit', 'Lekcja 3');
    const doc = await waitForMaterial(user, id);
    expect(doc).toMatchObject({ state: 'SOLVED', name: 'Lekcja 3' });
  });

  it('ends a private video and one without captions in a failed state with a Polish reason', async () => {
    const { user, workspaceId } = await userWithWorkspace();
    const privateDoc = await waitForMaterial(
      user,
      await addedVideo(user, workspaceId, 'https://www.youtube.com/watch?v=privatVideo'),
    );
    expect(privateDoc).toMatchObject({ state: 'SOLVING_FAILED', error: expect.stringContaining('prywatny') });
    const silent = await waitForMaterial(
      user,
      await addedVideo(user, workspaceId, 'https://www.youtube.com/shorts/noCaptions1'),
    );
    expect(silent).toMatchObject({
      state: 'SOLVING_FAILED',
      error: expect.stringContaining('nie ma napisów'),
    });
  });

  it('refuses links that are not YouTube videos and stores nothing', async () => {
    const { user, client, id: userId, workspaceId } = await userWithWorkspace();
    const before = youtube.requests.length;
    for (const link of ['https://vimeo.com/1234', 'https://evil.example/watch?v=mitoMitoMit', 'nie link']) {
      const body = await addVideo(user, workspaceId, link);
      expect(firstError(body)).toMatchObject({ code: 'BAD_USER_INPUT' });
      expect(firstError(body)?.fields?.youtubeUrl).toContain('link do filmu w YouTube');
    }
    // A link together with text is two materials at once.
    const both = await client.gql(MATERIALS.create, {
      input: { workspaceId, youtubeUrl: 'https://youtu.be/mitoMitoMit', text: 'Notatka' },
    });
    expect(firstError(both.body)).toMatchObject({ code: 'BAD_USER_INPUT' });
    const wrongKind = await client.gql(MATERIALS.create, {
      input: { workspaceId, youtubeUrl: 'https://youtu.be/mitoMitoMit', sourceType: 'SPRAWDZIAN' },
    });
    expect(firstError(wrongKind.body)?.fields?.sourceType).toBeTruthy();
    expect(await countDocs(userId)).toBe(0);
    expect(youtube.requests.length).toBe(before);
  });

  it('lets the pupil say what a material is, but never turns a document into a video', async () => {
    const { client, workspaceId } = await userWithWorkspace();
    const created = asUserDoc(
      dataOf(
        await client.gql(MATERIALS.create, {
          input: { workspaceId, text: 'Sprawdzian z genetyki', sourceType: 'SPRAWDZIAN' },
        }),
      ).createUserDoc,
    );
    expect(created.sourceType).toBe('SPRAWDZIAN');
    const changed = await client.gql(MATERIALS.update, {
      input: { id: created.id, sourceType: 'ROZWIAZANE_ZADANIA' },
    });
    expect(changed.body.data?.updatedoc).toMatchObject({
      sourceType: 'ROZWIAZANE_ZADANIA',
      name: 'Sprawdzian z genetyki',
    });
    const toVideo = await client.gql(MATERIALS.update, { input: { id: created.id, sourceType: 'YOUTUBE' } });
    expect(firstError(toVideo.body)?.fields?.sourceType).toBeTruthy();
    const empty = await client.gql(MATERIALS.update, unchecked({ input: { id: created.id } }));
    expect(firstError(empty.body)).toMatchObject({ code: 'BAD_USER_INPUT' });
    const again = dataOf(await client.gql(MATERIALS.get, { input: { id: created.id } })).getUserDocById;
    expect(again.sourceType).toBe('ROZWIAZANE_ZADANIA');
  });
});

describe('sources', () => {
  async function materials(user: TestUser) {
    const workspaceId = (await createWorkspace(user, { przedmiot: 'biology' })).id;
    const doc = await createReadyMaterial(user, workspaceId, {
      text: 'Równania kwadratowe: delta.',
      sourceType: 'SPRAWDZIAN',
    });
    const note = await createNote(user, workspaceId, {
      name: 'Wzory skróconego mnożenia',
      content: '$(a+b)^2$',
    });
    return { workspaceId, doc, note };
  }

  it('groups the workspace materials by kind and remembers the choice per tool', async () => {
    const user = await createUser(server);
    const { client } = user;
    const { workspaceId, doc, note } = await materials(user);
    const input = { workspaceId, action: 'CONVERSATION' } as const;

    const before = dataOf(await client.gql(SOURCES.forAction, { input })).getActionSources;
    expect(before.selected).toBeNull();
    expect(before.groups.map((g) => [g.type, g.label])).toEqual([
      ['NOTATKA', 'Notatka'],
      ['SPRAWDZIAN', 'Sprawdzian'],
      ['ROZWIAZANE_ZADANIA', 'Rozwiązane zadania'],
      ['ROZPRAWKA', 'Rozprawka'],
      ['YOUTUBE', 'YouTube'],
    ]);
    expect(before.groups[0]?.sources).toEqual([{ __typename: 'AiNote', id: note.id, name: note.name }]);
    expect(before.groups[1]?.sources).toEqual([
      { __typename: 'UserDoc', id: doc.id, name: doc.name, sourceType: 'SPRAWDZIAN' },
    ]);

    const chosen: SourceRefInput[] = [
      { type: 'AI_NOTE', id: note.id },
      { type: 'USER_DOC', id: doc.id },
    ];
    const set = dataOf(
      await client.gql(SOURCES.update, { input: { ...input, sources: chosen } }),
    ).updateSources;
    expect(set).toMatchObject({ workspaceId, action: 'CONVERSATION', items: chosen });
    expect(set.sources.map((s) => s.__typename)).toEqual(['AiNote', 'UserDoc']);

    // The same choice again (with a duplicate) is the same set; another tool has its own choice.
    const same = dataOf(
      await client.gql(SOURCES.update, { input: { ...input, sources: [...chosen, ...chosen.slice(0, 1)] } }),
    ).updateSources;
    expect(same.id).toBe(set.id);
    const quiz = dataOf(
      await client.gql(SOURCES.forAction, { input: { workspaceId, action: 'QUIZ' } }),
    ).getActionSources;
    expect(quiz.selected).toBeNull();
    const after = dataOf(await client.gql(SOURCES.forAction, { input })).getActionSources;
    expect(after.selected?.id).toBe(set.id);

    // A new choice is a new set; the old one keeps meaning what it meant.
    const smaller = dataOf(
      await client.gql(SOURCES.update, { input: { ...input, sources: chosen.slice(1) } }),
    ).updateSources;
    expect(smaller.id).not.toBe(set.id);
    const old = dataOf(await client.gql(SOURCES.get, { input: { id: set.id } })).getSourcesById;
    expect(old.items).toEqual(chosen);

    // A deleted material drops out of the sets' materials, not out of their history.
    await client.gql(MATERIALS.remove, { input: { id: doc.id } });
    const pruned = dataOf(await client.gql(SOURCES.get, { input: { id: set.id } })).getSourcesById;
    expect(pruned.items).toEqual(chosen);
    expect(pruned.sources).toEqual([{ __typename: 'AiNote', id: note.id, name: note.name }]);
  });

  it("never lets a user read or use another user's sets and materials", async () => {
    const owner = await createUser(server);
    const { workspaceId, doc, note } = await materials(owner);
    const set = dataOf(
      await owner.client.gql(SOURCES.update, {
        input: { workspaceId, action: 'AITUTOR', sources: [{ type: 'USER_DOC', id: doc.id }] },
      }),
    ).updateSources;

    const stranger = await createUser(server);
    const ownWorkspace = (await createWorkspace(stranger, { przedmiot: 'biology' })).id;
    const missing = '00000000-0000-4000-8000-000000000000';
    const read = await stranger.client.gql(SOURCES.get, { input: { id: set.id } });
    const readMissing = await stranger.client.gql(SOURCES.get, { input: { id: missing } });
    expect(firstError(read.body)).toMatchObject({ code: 'NOT_FOUND' });
    expect(firstError(read.body)?.message).toBe(firstError(readMissing.body)?.message);
    expect(
      firstError((await stranger.client.gql(SOURCES.get, { input: { id: 'nie-uuid' } })).body),
    ).toMatchObject({ code: 'NOT_FOUND' });

    const foreignWorkspace = await stranger.client.gql(SOURCES.forAction, {
      input: { workspaceId, action: 'AITUTOR' },
    });
    expect(firstError(foreignWorkspace.body)).toMatchObject({ code: 'NOT_FOUND' });
    const refs: SourceRefInput[] = [
      { type: 'USER_DOC', id: doc.id },
      { type: 'AI_NOTE', id: note.id },
      { type: 'AI_NOTE', id: doc.id },
    ];
    for (const ref of refs) {
      const use = await stranger.client.gql(SOURCES.update, {
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
    const user = await createUser(server);
    const { client, id: userId } = user;
    const { workspaceId } = await materials(user);
    const other = await materials(user);
    const cross = await client.gql(SOURCES.update, {
      input: { workspaceId, action: 'QUIZ', sources: [{ type: 'USER_DOC', id: other.doc.id }] },
    });
    expect(firstError(cross.body)).toMatchObject({ code: 'NOT_FOUND' });

    const failed = { id: await addedVideo(user, workspaceId, 'https://www.youtube.com/watch?v=privatVideo') };
    await waitForMaterial(user, failed.id);
    const unread = await client.gql(SOURCES.update, {
      input: { workspaceId, action: 'QUIZ', sources: [{ type: 'USER_DOC', id: failed.id }] },
    });
    expect(firstError(unread.body)?.fields?.sources).toContain('nie udało się odczytać');
    const groups = dataOf(await client.gql(SOURCES.forAction, { input: { workspaceId, action: 'QUIZ' } }))
      .getActionSources.groups;
    expect(groups.find((g) => g.type === 'YOUTUBE')?.sources).toEqual([]);

    const tooMany = await client.gql(SOURCES.update, {
      input: {
        workspaceId,
        action: 'QUIZ',
        sources: Array.from({ length: 51 }, (_, i) => ({
          type: 'USER_DOC' as const,
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
    const user = await createUser(server);
    const { client, id: userId } = user;
    const { workspaceId, note } = await materials(user);
    await client.gql(SOURCES.update, {
      input: { workspaceId, action: 'WORDBASE', sources: [{ type: 'AI_NOTE', id: note.id }] },
    });
    await client.gql(WORKSPACES.remove, { input: { workspaceId } });
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
