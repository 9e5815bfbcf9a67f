import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, sqlRows } from '../../testing/accounts.ts';
import { NOTES, SUBSCRIPTIONS, WORKSPACES } from '../../testing/documents.ts';
import { createNote, createUser, createWorkspace } from '../../testing/factories.ts';
import {
  dataOf,
  subscriptionRequest,
  unchecked,
  untilReceived,
  wsClient,
} from '../../testing/session-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { searchPassages } from '../retrieval/service.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

const OPS = NOTES;
const onTopic = { przedmiot: 'mathematics', poziom: 'SREDNI_DWA' } as const;

const MARKDOWN =
  '# Funkcja kwadratowa\n\nWierzchołek paraboli: $p = -\\frac{b}{2a}$.\n\n$$\\Delta = b^2 - 4ac$$';

describe('notes', () => {
  it('creates, edits and lists the pupil\u2019s Markdown notes with maths, searchable by the tools', async () => {
    const user = await createUser(server);
    const { client, id: userId } = user;
    const workspaceId = (await createWorkspace(user, onTopic)).id;
    const created = dataOf(
      await client.gql(OPS.edit, { input: { workspaceId, name: ' Parabola ', content: MARKDOWN } }),
    ).editnote;
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
    const user = await createUser(server);
    const { client } = user;
    const workspaceId = (await createWorkspace(user, onTopic)).id;
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ workspaceId, name: '  ', content: 'x' }, 'name', 'Wymagane'],
      [{ workspaceId, name: 'x'.repeat(121), content: 'x' }, 'name', 'Maksymalna długość to 120 znaków'],
      [
        { workspaceId, name: 'Długa', content: 'a'.repeat(100_001) },
        'content',
        'Notatka może mieć najwyżej 100000 znaków.',
      ],
      [
        { workspaceId, name: 'Zła', content: 'dzwonek \u0007 w tekście' },
        'content',
        'Treść zawiera niedozwolone znaki.',
      ],
      // NUL cannot even be stored: every operation refuses it before any command runs.
      [
        { workspaceId, name: 'Zła', content: 'bajt \u0000 zerowy' },
        'input.content',
        'Tekst zawiera niedozwolone znaki.',
      ],
    ];
    for (const [input, field, message] of cases) {
      const { body } = await client.gql(OPS.edit, unchecked({ input }));
      expect(firstError(body).fields?.[field]).toBe(message);
    }
    expect(
      (await client.gql(OPS.list, { input: { workspaceId } })).body.data?.getAiNoteByWorkspaceId,
    ).toEqual([]);
  });

  it('treats another user\u2019s notes and workspaces like missing ones', async () => {
    const owner = await createUser(server);
    const intruder = await createUser(server);
    const workspaceId = (await createWorkspace(owner, onTopic)).id;
    const intruderWorkspace = (await createWorkspace(intruder, onTopic)).id;
    const note = await createNote(owner, workspaceId, { name: 'Moja', content: 'Sekret' });
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
    const user = await createUser(server);
    const { client, id: userId } = user;
    const workspaceId = (await createWorkspace(user, onTopic)).id;
    const first = await createNote(user, workspaceId, { name: 'Pierwsza', content: 'Ciągi liczbowe.' });
    await createNote(user, workspaceId, { name: 'Druga', content: 'Logarytmy.' });
    const removed = await client.gql(OPS.remove, { input: { id: first.id } });
    expect(removed.body.data?.deleteAiNote).toEqual({ success: true, message: 'Pomyślnie usunięto' });
    expect(firstError((await client.gql(OPS.get, { input: { id: first.id } })).body).code).toBe('NOT_FOUND');

    await client.gql(WORKSPACES.remove, { input: { workspaceId } });
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
    const user = await createUser(server);
    const { client } = user;
    const workspaceId = (await createWorkspace(user, onTopic)).id;
    const cookie = client.cookieHeader();
    const ws = wsClient(server, cookie);
    const received = new Promise<string>((resolve, reject) => {
      ws.subscribe<{ newAiNote: { name: string } }>(
        subscriptionRequest(SUBSCRIPTIONS.newAiNote, { input: { workspaceId } }),
        {
          next: (message) => message.data && resolve(message.data.newAiNote.name),
          error: reject,
          complete: () => {},
        },
      );
    });
    const name = await untilReceived(received, () =>
      client.gql(OPS.edit, { input: { workspaceId, name: 'Na żywo', content: 'Treść' } }),
    );
    expect(name).toBe('Na żywo');
    await ws.dispose();
  });
});
