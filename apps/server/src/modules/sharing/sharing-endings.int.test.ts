import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, PASSWORD, sqlRows } from '../../testing/accounts.ts';
import { ACCOUNTS } from '../../testing/documents.ts';
import { createUser, createWorkspace, type TestUser, type TestWorkspace } from '../../testing/factories.ts';
import { dataOf, sessionClient } from '../../testing/session-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { typedBase } from '../wordbases/testing/documents.ts';
import { SHARING } from './testing/documents.ts';

/*
 * The limits on making links and copies, and the end of links with the account that made them:
 * the classmate's copy stays theirs.
 */

let server: TestServer;
let owner: TestUser;
let classmate: TestUser;
let ownerSpace: TestWorkspace;
let classSpace: TestWorkspace;

const countOf = async (query: ReturnType<typeof sql>) =>
  Number((await sqlRows<{ n: number }>(server, query))[0]?.n);

beforeAll(async () => {
  server = await startTestServer();
  owner = await createUser(server);
  classmate = await createUser(server);
  ownerSpace = await createWorkspace(owner);
  classSpace = await createWorkspace(classmate);
});
afterAll(async () => {
  await server?.stop();
});

describe('limits', () => {
  it('refuses a 31st link within the hour in Polish and makes none', async () => {
    const ids: string[] = [];
    for (let n = 0; n < 31; n++)
      ids.push(
        (
          await typedBase(owner, ownerSpace, {
            name: `Baza ${n}`,
            words: [{ word: `w${n}`, translation: 't' }],
          })
        ).id,
      );
    for (const id of ids.slice(0, 30))
      dataOf(await owner.client.gql(SHARING.create, { input: { kind: 'WORD_BASE', id } }));
    const error = firstError(
      (await owner.client.gql(SHARING.create, { input: { kind: 'WORD_BASE', id: ids[30] as string } })).body,
    );
    expect(error.code).toBe('RATE_LIMITED');
    expect(error.message).toMatch(/^Tworzysz zbyt wiele linków\. Spróbuj ponownie /);
    expect(await countOf(sql`select count(*)::int as n from shares where item_id = ${ids[30]}`)).toBe(0);
    // Asking again for a link that already exists is not a new link, and is not refused.
    const again = await owner.client.gql(SHARING.create, {
      input: { kind: 'WORD_BASE', id: ids[0] as string },
    });
    expect(dataOf(again).createShareLink.itemId).toBe(ids[0]);
  });

  it('refuses a 31st copy within the hour in Polish', async () => {
    const [share] = await sqlRows<{ token: string }>(
      server,
      sql`select token from shares where owner_id = ${owner.id} order by created_at limit 1`,
    );
    const input = { token: share?.token as string, workspaceId: classSpace.id };
    for (let n = 0; n < 30; n++) dataOf(await classmate.client.gql(SHARING.copy, { input }));
    const error = firstError((await classmate.client.gql(SHARING.copy, { input })).body);
    expect(error.code).toBe('RATE_LIMITED');
    expect(error.message).toMatch(/^Kopiujesz zbyt wiele naraz\. Spróbuj ponownie /);
    expect(
      await countOf(sql`select count(*)::int as n from word_bases where user_id = ${classmate.id}`),
    ).toBe(1);
  });
});

describe('deleting an account', () => {
  it('ends every link the owner made; the classmate keeps their copy', async () => {
    const [share] = await sqlRows<{ token: string }>(
      server,
      sql`select token from shares where owner_id = ${owner.id} order by created_at limit 1`,
    );
    const token = share?.token as string;
    const deleted = await owner.client.gql(ACCOUNTS.deleteAccount, { input: { password: PASSWORD } });
    expect(deleted.body.errors).toBeUndefined();
    expect(await countOf(sql`select count(*)::int as n from shares where owner_id = ${owner.id}`)).toBe(0);
    const preview = firstError((await sessionClient(server).gql(SHARING.preview, { input: { token } })).body);
    expect(preview).toMatchObject({ code: 'NOT_FOUND', message: 'Ten link nie jest już aktywny.' });
    expect(
      await countOf(sql`select count(*)::int as n from word_bases where user_id = ${classmate.id}`),
    ).toBe(1);
  });

  it('forgets the copies a deleted classmate took', async () => {
    const deleted = await classmate.client.gql(ACCOUNTS.deleteAccount, { input: { password: PASSWORD } });
    expect(deleted.body.errors).toBeUndefined();
    expect(
      await countOf(sql`select count(*)::int as n from share_copies where user_id = ${classmate.id}`),
    ).toBe(0);
  });
});
