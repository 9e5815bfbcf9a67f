import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, sqlRows, verifiedUser } from '../../testing/accounts.ts';
import { type SessionClient, wsClient } from '../../testing/session-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { searchPassages } from '../retrieval/service.ts';

let server: TestServer;
let topicId: string;
beforeAll(async () => {
  server = await startTestServer();
  const { body } = await server.gql<{ getbyprzedmiotandpoziom: { id: string }[] }>(
    '{ getbyprzedmiotandpoziom(getbyprzedmiotandpoziomInput: { przedmiot: mathematics, poziom: SREDNI_DWA }) { id } }',
  );
  topicId = body.data?.getbyprzedmiotandpoziom[0]?.id ?? '';
});
afterAll(async () => {
  await server?.stop();
});

const NOTE = 'id workspaceId name content action zadanieRelationId sourcesId createdAt updatedAt';
const OPS = {
  workspace: `mutation C($input: CreateWorkspaceInput!) { createWorkspace(createWorkspaceInput: $input) { id } }`,
  edit: `mutation E($input: EditnoteInput!) { editnote(editnoteInput: $input) { ${NOTE} } }`,
  get: `query G($input: GetAiNoteByIdInput!) { getAiNoteById(getAiNoteByIdInput: $input) { ${NOTE} } }`,
  list: `query L($input: GetAiNoteByWorkspaceIdInput!) { getAiNoteByWorkspaceId(getAiNoteByWorkspaceIdInput: $input) { id name } }`,
  remove: `mutation D($input: DeleteAiNoteInput!) { deleteAiNote(deleteAiNoteInput: $input) { success message } }`,
  removeWorkspace: `mutation W($input: DeleteWorkspaceInput!) { deleteWorkspace(deleteWorkspaceInput: $input) { success } }`,
};

async function workspaceOf(client: SessionClient): Promise<string> {
  return (await client.gql(OPS.workspace, { input: { tematId: topicId } })).body.data?.createWorkspace.id;
}

const MARKDOWN =
  '# Funkcja kwadratowa\n\nWierzchołek paraboli: $p = -\\frac{b}{2a}$.\n\n$$\\Delta = b^2 - 4ac$$';

describe('notes', () => {
  it('creates, edits and lists the pupil\u2019s Markdown notes with maths, searchable by the tools', async () => {
    const { client, id: userId } = await verifiedUser(server);
    const workspaceId = await workspaceOf(client);
    const created = (
      await client.gql(OPS.edit, { input: { workspaceId, name: ' Parabola ', content: MARKDOWN } })
    ).body.data?.editnote;
    expect(created).toMatchObject({
      workspaceId,
      name: 'Parabola',
      content: MARKDOWN,
      action: 'USER_GENERATED',
    });

    const edited = await client.gql(OPS.edit, {
      input: {
        id: created.id,
        workspaceId,
        name: 'Parabola i delta',
        content: `${MARKDOWN}\r\nMiejsca zerowe.`,
      },
    });
    expect(edited.body.data?.editnote).toMatchObject({ id: created.id, name: 'Parabola i delta' });
    expect(edited.body.data?.editnote.content.endsWith('\nMiejsca zerowe.')).toBe(true);
    const list = (await client.gql(OPS.list, { input: { workspaceId } })).body.data?.getAiNoteByWorkspaceId;
    expect(list).toEqual([{ id: created.id, name: 'Parabola i delta' }]);

    const passages = await searchPassages(server.database.db, {
      userId,
      question: 'wierzcholek paraboli',
      sources: [{ kind: 'AI_NOTE', id: created.id }],
    });
    expect(passages[0]?.text).toContain('Wierzchołek paraboli');
  });

  it('refuses bad input with Polish messages and changes nothing', async () => {
    const { client } = await verifiedUser(server);
    const workspaceId = await workspaceOf(client);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ workspaceId, name: '  ', content: 'x' }, 'name', 'Wymagane'],
      [{ workspaceId, name: 'x'.repeat(121), content: 'x' }, 'name', 'Maksymalna długość to 120 znaków'],
      [
        { workspaceId, name: 'Długa', content: 'a'.repeat(100_001) },
        'content',
        'Notatka może mieć najwyżej 100000 znaków.',
      ],
      [
        { workspaceId, name: 'Zła', content: 'bajt \u0000 zerowy' },
        'content',
        'Treść zawiera niedozwolone znaki.',
      ],
    ];
    for (const [input, field, message] of cases) {
      const { body } = await client.gql(OPS.edit, { input });
      expect(firstError(body).fields?.[field]).toBe(message);
    }
    expect(
      (await client.gql(OPS.list, { input: { workspaceId } })).body.data?.getAiNoteByWorkspaceId,
    ).toEqual([]);
  });

  it('treats another user\u2019s notes and workspaces like missing ones', async () => {
    const owner = await verifiedUser(server);
    const intruder = await verifiedUser(server);
    const workspaceId = await workspaceOf(owner.client);
    const intruderWorkspace = await workspaceOf(intruder.client);
    const note = (
      await owner.client.gql(OPS.edit, { input: { workspaceId, name: 'Moja', content: 'Sekret' } })
    ).body.data?.editnote;
    const attempts = [
      await intruder.client.gql(OPS.get, { input: { id: note.id } }),
      await intruder.client.gql(OPS.list, { input: { workspaceId } }),
      await intruder.client.gql(OPS.remove, { input: { id: note.id } }),
      await intruder.client.gql(OPS.edit, {
        input: { id: note.id, workspaceId, name: 'Przejęta', content: '' },
      }),
      await intruder.client.gql(OPS.edit, {
        input: { id: note.id, workspaceId: intruderWorkspace, name: 'Przejęta', content: '' },
      }),
      await intruder.client.gql(OPS.edit, { input: { workspaceId, name: 'Podrzucona', content: '' } }),
    ];
    for (const { body } of attempts) expect(firstError(body).code).toBe('NOT_FOUND');
    expect((await owner.client.gql(OPS.get, { input: { id: note.id } })).body.data?.getAiNoteById.name).toBe(
      'Moja',
    );
  });

  it('deletes a note with its search chunks, and all notes with their workspace', async () => {
    const { client, id: userId } = await verifiedUser(server);
    const workspaceId = await workspaceOf(client);
    const first = (
      await client.gql(OPS.edit, { input: { workspaceId, name: 'Pierwsza', content: 'Ciągi liczbowe.' } })
    ).body.data?.editnote;
    await client.gql(OPS.edit, { input: { workspaceId, name: 'Druga', content: 'Logarytmy.' } });
    const removed = await client.gql(OPS.remove, { input: { id: first.id } });
    expect(removed.body.data?.deleteAiNote).toEqual({ success: true, message: 'Pomyślnie usunięto' });
    expect(firstError((await client.gql(OPS.get, { input: { id: first.id } })).body).code).toBe('NOT_FOUND');

    await client.gql(OPS.removeWorkspace, { input: { workspaceId } });
    const [notes] = await sqlRows<{ n: number }>(
      server,
      sql`select count(*)::int as n from ai_notes where user_id = ${userId}`,
    );
    const [chunks] = await sqlRows<{ n: number }>(
      server,
      sql`select count(*)::int as n from retrieval_chunks where user_id = ${userId}`,
    );
    expect(Number(notes?.n)).toBe(0);
    expect(Number(chunks?.n)).toBe(0);
  });

  it('pushes new notes to the workspace\u2019s subscribers', async () => {
    const { client } = await verifiedUser(server);
    const workspaceId = await workspaceOf(client);
    const cookie = client.cookieHeader();
    const ws = wsClient(server, cookie);
    const received = new Promise<string>((resolve, reject) => {
      ws.subscribe<{ newAiNote: { name: string } }>(
        { query: `subscription { newAiNote(newAiNoteInput: { workspaceId: "${workspaceId}" }) { name } }` },
        {
          next: (message) => message.data && resolve(message.data.newAiNote.name),
          error: reject,
          complete: () => {},
        },
      );
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await client.gql(OPS.edit, { input: { workspaceId, name: 'Na żywo', content: 'Treść' } });
    expect(await received).toBe('Na żywo');
    await ws.dispose();
  });
});
