import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, sqlRows } from '../../testing/accounts.ts';
import { WORKSPACES as OPS } from '../../testing/documents.ts';
import { createUser, createWorkspace, findTopics } from '../../testing/factories.ts';
import { dataOf, type SessionClient, sessionClient, unchecked } from '../../testing/session-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;
let topicId: string;
let otherTopicId: string;
beforeAll(async () => {
  server = await startTestServer();
  const topics = await findTopics(server, 'mathematics', 'SREDNI_JEDEN');
  topicId = topics[0]?.id ?? '';
  otherTopicId = topics[1]?.id ?? '';
});
afterAll(async () => {
  await server?.stop();
});

/** Sends any input, bad ones included, to see how createWorkspace answers. */
async function create(client: SessionClient, input: Record<string, unknown>) {
  return client.gql(OPS.create, unchecked({ input }));
}

describe('workspaces', () => {
  it('creates a workspace for a curriculum topic, named after it by default', async () => {
    const { client, id } = await createUser(server);
    const { body } = await client.gql(OPS.create, { input: { tematId: topicId } });
    expect(body.errors).toBeUndefined();
    const workspace = dataOf({ body }).createWorkspace;
    expect(workspace).toMatchObject({
      type: 'DEFAULT',
      userId: id,
      temat: { id: topicId, przedmiot: 'mathematics', poziom: 'SREDNI_JEDEN' },
    });
    expect(workspace.name).toBe(workspace.temat?.temat);

    const named = await client.gql(OPS.create, {
      input: { tematId: otherTopicId, name: '  Moje   funkcje ', type: 'GENERAL' },
    });
    expect(named.body.data?.createWorkspace).toMatchObject({ name: 'Moje funkcje', type: 'GENERAL' });
    const fetched = await client.gql(OPS.get, { input: { workspaceId: workspace.id } });
    expect(fetched.body.data?.getWorkspaceById.id).toBe(workspace.id);
  });

  it('refuses bad input with Polish messages and stores nothing', async () => {
    const { client, id } = await createUser(server);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [
        { tematId: '00000000-0000-4000-8000-000000000000' },
        'tematId',
        'Wybierz temat z listy albo wpisz własny.',
      ],
      [{ tematId: 'nie-uuid' }, 'tematId', 'Wybierz temat z listy albo wpisz własny.'],
      [{}, 'tematId', 'Wybierz temat z listy albo wpisz własny.'],
      [
        { tematId: topicId, wlasnyTemat: { przedmiot: 'mathematics', poziom: 'STUDIA', temat: 'Topologia' } },
        'tematId',
        'Wybierz temat z listy albo wpisz własny, nie oba naraz.',
      ],
      [
        { wlasnyTemat: { przedmiot: 'mathematics', poziom: 'STUDIA', temat: '   ' } },
        'wlasnyTemat.temat',
        'Wpisz nazwę tematu.',
      ],
      [
        { wlasnyTemat: { przedmiot: 'mathematics', poziom: 'STUDIA', temat: 'x'.repeat(81) } },
        'wlasnyTemat.temat',
        'Maksymalna długość to 80 znaków',
      ],
      [
        { wlasnyTemat: { przedmiot: 'all', poziom: 'STUDIA', temat: 'Topologia' } },
        'wlasnyTemat.przedmiot',
        'Wybierz przedmiot.',
      ],
      [{ tematId: topicId, name: '   ' }, 'name', 'Wymagane'],
      [{ tematId: topicId, name: 'x'.repeat(81) }, 'name', 'Maksymalna długość to 80 znaków'],
      [
        { tematId: topicId, type: 'AITUTOR' },
        'type',
        'Ten rodzaj przestrzeni tworzą narzędzia, nie użytkownik.',
      ],
    ];
    for (const [input, field, message] of cases) {
      const { body } = await create(client, input);
      expect(firstError(body).code).toBe('BAD_USER_INPUT');
      expect(firstError(body).fields?.[field]).toBe(message);
    }
    const [row] = await sqlRows<{ n: number }>(
      server,
      sql`select (select count(*)::int from workspaces where user_id = ${id}) + (select count(*)::int from tematy where user_id = ${id}) as n`,
    );
    expect(Number(row?.n)).toBe(0);
  });

  it('makes a workspace for the pupil\u2019s own topic, seen and usable only by that pupil', async () => {
    const owner = await createUser(server);
    const { body } = await owner.client.gql(OPS.create, {
      input: { wlasnyTemat: { przedmiot: 'physics', poziom: 'STUDIA', temat: '  Mechanika   kwantowa II ' } },
    });
    expect(body.errors).toBeUndefined();
    const workspace = dataOf({ body }).createWorkspace;
    expect(workspace).toMatchObject({
      name: 'Mechanika kwantowa II',
      temat: { przedmiot: 'physics', poziom: 'STUDIA', temat: 'Mechanika kwantowa II' },
    });
    const ownTopicId = workspace.temat?.id ?? '';
    const [stored] = await sqlRows<{ base: boolean; user_id: string }>(
      server,
      sql`select base, user_id from tematy where id = ${ownTopicId}`,
    );
    expect(stored).toEqual({ base: false, user_id: owner.id });
    // Not in the catalogue everyone reads.
    const listed = await findTopics(server, 'physics', 'STUDIA');
    expect(listed.map((topic) => topic.id)).not.toContain(ownTopicId);
    // The owner may reuse it; another pupil cannot, and learns nothing about it.
    const again = await owner.client.gql(OPS.create, { input: { tematId: ownTopicId, name: 'Powtórka' } });
    expect(again.body.data?.createWorkspace.temat?.id).toBe(ownTopicId);
    const stranger = await createUser(server);
    const refused = await create(stranger.client, { tematId: ownTopicId });
    expect(firstError(refused.body).fields?.tematId).toBe('Wybierz temat z listy albo wpisz własny.');
    const [none] = await sqlRows<{ n: number }>(
      server,
      sql`select count(*)::int as n from workspaces where user_id = ${stranger.id}`,
    );
    expect(Number(none?.n)).toBe(0);
  });

  it('lists only the viewer\u2019s workspaces with a topic, most recent first', async () => {
    const user = await createUser(server);
    const { client, id } = user;
    await createWorkspace(await createUser(server), { tematId: topicId, name: 'Cudza' });
    const first = await createWorkspace(user, { tematId: topicId, name: 'Pierwsza' });
    await createWorkspace(user, { tematId: otherTopicId, name: 'Druga' });
    // A workspace without a topic (made by a tool) is hidden from lists (spec point 5).
    await server.database.db.execute(
      sql`insert into workspaces (user_id, type, name) values (${id}, 'AITUTOR', 'Bez tematu')`,
    );
    const list = dataOf(await client.gql(OPS.list)).getWorkspaceByUserId;
    expect(list.map((w) => w.name)).toEqual(['Druga', 'Pierwsza']);

    await client.gql(OPS.rename, { input: { workspaceId: first.id, name: 'Pierwsza po zmianie' } });
    const latest = (await client.gql(OPS.latest, { input: { limit: 1 } })).body.data?.getLatestData;
    expect(latest).toEqual([{ id: first.id, name: 'Pierwsza po zmianie' }]);
    const badLimit = await client.gql(OPS.latest, { input: { limit: 50 } });
    expect(firstError(badLimit.body).fields).toEqual({ limit: 'Podaj liczbę od 1 do 20.' });
  });

  it('treats another user\u2019s workspace exactly like a missing one everywhere', async () => {
    const owner = await createUser(server);
    const { client: intruder } = await createUser(server);
    const workspace = await createWorkspace(owner, { tematId: topicId });
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const id of [workspace.id, missing, 'nie-uuid']) {
      const attempts = [
        await intruder.gql(OPS.get, { input: { workspaceId: id } }),
        await intruder.gql(OPS.rename, { input: { workspaceId: id, name: 'Przejęta' } }),
        await intruder.gql(OPS.remove, { input: { workspaceId: id } }),
      ];
      for (const { body } of attempts) {
        expect(firstError(body)).toMatchObject({ code: 'NOT_FOUND', message: 'Nie znaleziono przestrzeni.' });
      }
    }
    const still = await owner.client.gql(OPS.get, { input: { workspaceId: workspace.id } });
    expect(still.body.data?.getWorkspaceById.name).toBe(workspace.name);
    const guest = await sessionClient(server).gql(OPS.list);
    expect(firstError(guest.body).code).toBe('UNAUTHENTICATED');
  });

  it('deletes the viewer\u2019s workspace with the spec\u2019s toast text', async () => {
    const user = await createUser(server);
    const { client } = user;
    const workspace = await createWorkspace(user, { tematId: topicId });
    const mismatch = await client.gql(OPS.remove, {
      input: { id: workspace.id, workspaceId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(firstError(mismatch.body).code).toBe('BAD_USER_INPUT');
    const { body } = await client.gql(OPS.remove, { input: { id: workspace.id } });
    expect(body.data?.deleteWorkspace).toEqual({ success: true, message: 'Pomyślnie usunięto' });
    const gone = await client.gql(OPS.get, { input: { workspaceId: workspace.id } });
    expect(firstError(gone.body).code).toBe('NOT_FOUND');
  });
});
