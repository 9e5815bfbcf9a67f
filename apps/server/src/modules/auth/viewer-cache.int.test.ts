import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPubSub } from '../../platform/pubsub/pubsub.ts';
import { firstError, sqlRows, verifiedUser } from '../../testing/accounts.ts';
import { ACCOUNTS } from '../../testing/documents.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { updateUser } from '../users/index.ts';
import { connectViewerCache } from './index.ts';

/*
 * A signed-in request reads its session and account from this process's caches. Writes through
 * the services empty them at once; what another instance changed arrives over pub/sub. These tests
 * stand in for the other instance by writing behind the services' back (plain SQL) and publishing
 * what it would publish, on a pub/sub connected as the server connects its own.
 */

let server: TestServer;
const bus = openPubSub(undefined);
let stopListening: () => Promise<void>;
beforeAll(async () => {
  server = await startTestServer();
  stopListening = connectViewerCache(bus.pubsub, (error) => {
    throw error;
  });
});
afterAll(async () => {
  await stopListening?.();
  await server?.stop();
});

const db = () => server.database.db;
/**
 * A changed row is not cached again for 2 s (its write may not have committed yet); the accounts
 * made here have just been written, so a test waits that out before it relies on the cache.
 */
const pastQuietWindow = () => new Promise((resolve) => setTimeout(resolve, 2_100));
/** Lets the listeners take the published event before the next request. */
const delivered = () => new Promise((resolve) => setImmediate(resolve));

async function sessionIdOf(userId: string): Promise<string> {
  const [row] = await sqlRows<{ id: string }>(
    server,
    sql`select id from auth_sessions where user_id = ${userId} and revoked_at is null`,
  );
  if (!row) throw new Error('no live session');
  return row.id;
}

describe('the viewer caches', () => {
  it('forget a session another instance ended as soon as it is announced', async () => {
    const { client, id } = await verifiedUser(server);
    await pastQuietWindow();
    expect((await client.gql(ACCOUNTS.me)).body.data?.getMe.id).toBe(id);
    const sessionId = await sessionIdOf(id);

    // Ended elsewhere: this instance's cache still holds the session until it hears of it.
    await db().execute(sql`update auth_sessions set revoked_at = now() where id = ${sessionId}`);
    expect((await client.gql(ACCOUNTS.me)).body.data?.getMe.id).toBe(id);

    bus.pubsub.publish('sessionsEnded', { sessionIds: [sessionId] });
    await delivered();
    const after = await client.gql(ACCOUNTS.me);
    expect(firstError(after.body).code).toBe('UNAUTHENTICATED');
  });

  it('forget an account another instance changed, and not one this instance announced itself', async () => {
    const { client, id } = await verifiedUser(server);
    await pastQuietWindow();
    expect((await client.gql(ACCOUNTS.me)).body.data?.getMe.name).toBeNull();

    await db().execute(sql`update users set name = 'Ola' where id = ${id}`);
    expect((await client.gql(ACCOUNTS.me)).body.data?.getMe.name).toBeNull();

    bus.pubsub.publish('usersChanged', { userIds: [id], origin: 'another-instance' });
    await delivered();
    expect((await client.gql(ACCOUNTS.me)).body.data?.getMe.name).toBe('Ola');
  });

  it('see a change made through the users service at the next request, and announce it', async () => {
    const { client, id } = await verifiedUser(server);
    await pastQuietWindow();
    expect((await client.gql(ACCOUNTS.me)).body.data?.getMe.name).toBeNull();
    const heard: string[][] = [];
    const changes = bus.pubsub.subscribe('usersChanged');
    const listening = (async () => {
      for await (const event of changes) heard.push(event.userIds);
    })();

    await updateUser(db(), id, { name: 'Zosia' });
    expect((await client.gql(ACCOUNTS.me)).body.data?.getMe.name).toBe('Zosia');
    await delivered();
    await changes.return?.();
    await listening;
    expect(heard).toContainEqual([id]);
  });

  it('end a session at the next request after logout, on the same instance', async () => {
    const { client } = await verifiedUser(server);
    const stolenCookies = new Map(client.cookies);
    expect((await client.gql(ACCOUNTS.me)).body.data?.getMe).toBeTruthy();
    expect((await client.gql(ACCOUNTS.logout, { input: {} })).body.errors).toBeUndefined();
    // A copy of the old access cookie, replayed at once, finds the session gone.
    for (const [name, value] of stolenCookies) client.cookies.set(name, value);
    expect(firstError((await client.gql(ACCOUNTS.me)).body).code).toBe('UNAUTHENTICATED');
  });
});
