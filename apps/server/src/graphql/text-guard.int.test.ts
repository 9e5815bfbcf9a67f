import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, sqlRows } from '../testing/accounts.ts';
import { createUser, createWorkspace, type TestUser } from '../testing/factories.ts';
import { unchecked } from '../testing/session-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
let user: TestUser;
let workspaceId: string;
beforeAll(async () => {
  server = await startTestServer();
  user = await createUser(server);
  workspaceId = (await createWorkspace(user)).id;
});
afterAll(async () => {
  await server?.stop();
});

const EDIT_NOTE = `mutation ($input: EditnoteInput!) { editnote(editnoteInput: $input) { id name } }`;
const RENAME = `mutation ($input: UpdateWorkspaceInput!) { updateWorkspace(updateWorkspaceInput: $input) { id name } }`;
const CREATE_DOC = `mutation ($input: CreateUserDocInput!) {
  createUserDoc(createUserDocInput: $input) { __typename ... on ExecutionError { errorCode message } }
}`;

async function count(table: 'ai_notes' | 'user_docs'): Promise<number> {
  const [row] = await sqlRows<{ n: number }>(
    server,
    sql`select count(*)::int as n from ${sql.identifier(table)} where user_id = ${user.id}`,
  );
  return row?.n ?? -1;
}

describe('text that cannot be stored', () => {
  it('refuses a NUL character anywhere in the variables, names the field and stores nothing', async () => {
    const { body } = await user.client.gql(
      EDIT_NOTE,
      unchecked({ input: { workspaceId, name: 'Notatka', content: 'Ułamki\u0000 zwykłe' } }),
    );
    expect(firstError(body)).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Tekst zawiera niedozwolone znaki.',
      fields: { 'input.content': 'Tekst zawiera niedozwolone znaki.' },
    });
    expect(await count('ai_notes')).toBe(0);
  });

  it('refuses half of a surrogate pair (a broken emoji) but keeps whole emoji', async () => {
    const broken = await user.client.gql(RENAME, unchecked({ input: { workspaceId, name: 'Matma \ud83d' } }));
    expect(firstError(broken.body).fields).toEqual({ 'input.name': 'Tekst zawiera niedozwolone znaki.' });
    const whole = await user.client.gql(RENAME, unchecked({ input: { workspaceId, name: 'Matma 😀' } }));
    expect(whole.body.errors).toBeUndefined();
    expect((whole.body.data as { updateWorkspace: { name: string } }).updateWorkspace.name).toBe('Matma 😀');
  });

  it('refuses such text written into the query itself', async () => {
    const { body } = await user.client.gql(
      `mutation { updateWorkspace(updateWorkspaceInput: { workspaceId: "${workspaceId}", name: "a\\u0000b" }) { id } }`,
    );
    expect(firstError(body)).toMatchObject({ code: 'BAD_USER_INPUT', fields: { query: expect.any(String) } });
  });
});

describe('the Upload scalar', () => {
  it('refuses a string where a file belongs, in Polish, and stores nothing', async () => {
    const { status, body } = await user.client.gql(
      CREATE_DOC,
      unchecked({ input: { workspaceId, file: 'to nie jest plik' } }),
    );
    expect(status).toBeLessThan(500);
    expect(firstError(body).code).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(body)).not.toMatch(/INTERNAL_SERVER_ERROR|Unexpected error/);
    expect(await count('user_docs')).toBe(0);
  });

  it('refuses a JSON object pretending to be a file', async () => {
    const { body } = await user.client.gql(
      CREATE_DOC,
      unchecked({ input: { workspaceId, file: { name: 'a.pdf', size: 3, arrayBuffer: 'x' } } }),
    );
    expect(firstError(body).code).toBe('BAD_USER_INPUT');
    expect(await count('user_docs')).toBe(0);
  });
});
