import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlRows, verifiedUser } from '../../testing/accounts.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { pruneAuthRecords } from './sessions.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

describe('pruning', () => {
  it('deletes long-dead sessions and codes and keeps live ones', async () => {
    const dead = await verifiedUser(server);
    const alive = await verifiedUser(server);
    await server.database.db.execute(
      sql`update auth_sessions set expires_at = now() - interval '31 days' where user_id = ${dead.id}`,
    );
    await server.database.db.execute(
      sql`update auth_codes set expires_at = now() - interval '2 days' where user_id = ${dead.id}`,
    );
    await pruneAuthRecords(server.database.db);
    const count = async (table: 'auth_sessions' | 'auth_codes', userId: string) => {
      const [row] = await sqlRows<{ n: number }>(
        server,
        sql`select count(*)::int as n from ${sql.identifier(table)} where user_id = ${userId}`,
      );
      return Number(row?.n);
    };
    expect(await count('auth_sessions', dead.id)).toBe(0);
    expect(await count('auth_codes', dead.id)).toBe(0);
    expect(await count('auth_sessions', alive.id)).toBe(1);
    expect(await count('auth_codes', alive.id)).toBe(1);
    const [tokens] = await sqlRows<{ n: number }>(
      server,
      sql`select count(*)::int as n from auth_refresh_tokens t left join auth_sessions s on s.id = t.session_id where s.id is null`,
    );
    expect(Number(tokens?.n)).toBe(0);
  });
});
