import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, sqlRows, verifiedUser } from '../../testing/accounts.ts';
import type { SessionClient } from '../../testing/session-client.ts';
import { sessionClient } from '../../testing/session-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;
let topicId: string;
let otherTopicId: string;
beforeAll(async () => {
  server = await startTestServer();
  const { body } = await server.gql<{ getbyprzedmiotandpoziom: { id: string; temat: string }[] }>(
    '{ getbyprzedmiotandpoziom(getbyprzedmiotandpoziomInput: { przedmiot: mathematics, poziom: SREDNI_JEDEN }) { id temat } }',
  );
  const topics = body.data?.getbyprzedmiotandpoziom ?? [];
  topicId = topics[0]?.id ?? '';
  otherTopicId = topics[1]?.id ?? '';
});
afterAll(async () => {
  await server?.stop();
});

const FIELDS = 'id type name userId zbiorCkeId createdAt updatedAt temat { id przedmiot poziom temat }';
const OPS = {
  create: `mutation Create($input: CreateWorkspaceInput!) { createWorkspace(createWorkspaceInput: $input) { ${FIELDS} } }`,
  get: `query Get($input: GetWorkspaceByIdInput!) { getWorkspaceById(getWorkspaceByIdInput: $input) { ${FIELDS} } }`,
  list: `query List { getWorkspaceByUserId { id name } }`,
  latest: `query Latest($input: GetLatestDataInput) { getLatestData(getLatestDataInput: $input) { id name } }`,
  rename: `mutation Rename($input: UpdateWorkspaceInput!) { updateWorkspace(updateWorkspaceInput: $input) { id name } }`,
  remove: `mutation Remove($input: DeleteWorkspaceInput!) { deleteWorkspace(deleteWorkspaceInput: $input) { success message } }`,
};

async function create(client: SessionClient, input: Record<string, unknown>) {
  return client.gql(OPS.create, { input });
}

describe('workspaces', () => {
  it('creates a workspace for a curriculum topic, named after it by default', async () => {
    const { client, id } = await verifiedUser(server);
    const { body } = await create(client, { tematId: topicId });
    expect(body.errors).toBeUndefined();
    const workspace = body.data?.createWorkspace;
    expect(workspace).toMatchObject({
      type: 'DEFAULT',
      userId: id,
      temat: { id: topicId, przedmiot: 'mathematics', poziom: 'SREDNI_JEDEN' },
    });
    expect(workspace.name).toBe(workspace.temat.temat);

    const named = await create(client, { tematId: otherTopicId, name: '  Moje   funkcje ', type: 'GENERAL' });
    expect(named.body.data?.createWorkspace).toMatchObject({ name: 'Moje funkcje', type: 'GENERAL' });
    const fetched = await client.gql(OPS.get, { input: { workspaceId: workspace.id } });
    expect(fetched.body.data?.getWorkspaceById.id).toBe(workspace.id);
  });

  it('refuses bad input with Polish messages and stores nothing', async () => {
    const { client, id } = await verifiedUser(server);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ tematId: '00000000-0000-4000-8000-000000000000' }, 'tematId', 'Wybierz temat z listy.'],
      [{ tematId: 'nie-uuid' }, 'tematId', 'Wybierz temat z listy.'],
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
      sql`select count(*)::int as n from workspaces where user_id = ${id}`,
    );
    expect(Number(row?.n)).toBe(0);
  });

  it('lists only the viewer\u2019s workspaces with a topic, most recent first', async () => {
    const { client, id } = await verifiedUser(server);
    const { client: other } = await verifiedUser(server);
    await create(other, { tematId: topicId, name: 'Cudza' });
    const first = (await create(client, { tematId: topicId, name: 'Pierwsza' })).body.data?.createWorkspace;
    await create(client, { tematId: otherTopicId, name: 'Druga' });
    // A workspace without a topic (made by a tool) is hidden from lists (spec point 5).
    await server.database.db.execute(
      sql`insert into workspaces (user_id, type, name) values (${id}, 'AITUTOR', 'Bez tematu')`,
    );
    const list = (await client.gql(OPS.list)).body.data?.getWorkspaceByUserId;
    expect(list.map((w: { name: string }) => w.name)).toEqual(['Druga', 'Pierwsza']);

    await client.gql(OPS.rename, { input: { workspaceId: first.id, name: 'Pierwsza po zmianie' } });
    const latest = (await client.gql(OPS.latest, { input: { limit: 1 } })).body.data?.getLatestData;
    expect(latest).toEqual([{ id: first.id, name: 'Pierwsza po zmianie' }]);
    const badLimit = await client.gql(OPS.latest, { input: { limit: 50 } });
    expect(firstError(badLimit.body).fields).toEqual({ limit: 'Podaj liczbę od 1 do 20.' });
  });

  it('treats another user\u2019s workspace exactly like a missing one everywhere', async () => {
    const { client: owner } = await verifiedUser(server);
    const { client: intruder } = await verifiedUser(server);
    const workspace = (await create(owner, { tematId: topicId })).body.data?.createWorkspace;
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
    const still = await owner.gql(OPS.get, { input: { workspaceId: workspace.id } });
    expect(still.body.data?.getWorkspaceById.name).toBe(workspace.name);
    const guest = await sessionClient(server).gql(OPS.list);
    expect(firstError(guest.body).code).toBe('UNAUTHENTICATED');
  });

  it('deletes the viewer\u2019s workspace with the spec\u2019s toast text', async () => {
    const { client } = await verifiedUser(server);
    const workspace = (await create(client, { tematId: topicId })).body.data?.createWorkspace;
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
