import type { SQL } from 'drizzle-orm';
import { expect } from 'vitest';
import { ACCOUNTS } from './documents.ts';
import { type SessionClient, sessionClient, uniqueEmail, waitForCode } from './session-client.ts';
import type { TestServer } from './test-server.ts';

export const PASSWORD = 'zielona-kreda-na-tablicy';

/** Signs up a fresh e-mail account on its own client and signs in with the code from the outbox. */
export async function verifiedUser(
  server: TestServer,
  options: { email?: string; password?: string; client?: SessionClient } = {},
): Promise<{ client: SessionClient; email: string; id: string; password: string }> {
  const client = options.client ?? sessionClient(server);
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? PASSWORD;
  const signUp = await client.gql(ACCOUNTS.signUp, { input: { email, password } });
  expect(signUp.body.errors).toBeUndefined();
  const code = await waitForCode(server.config.dataDir, email);
  const verified = await client.gql(ACCOUNTS.verifyCode, { input: { code, email } });
  expect(verified.body.errors).toBeUndefined();
  return { client, email, id: signUp.body.data?.signUp.id ?? '', password };
}

/** The code and Polish message of the first error, for compact assertions. */
export function firstError(body: { errors?: { message: string; extensions?: Record<string, unknown> }[] }) {
  const error = body.errors?.[0];
  return {
    code: error?.extensions?.code as string | undefined,
    message: error?.message,
    fields: error?.extensions?.fields as Record<string, string> | undefined,
  };
}

/** Rows of a raw SQL statement (both drivers answer `{ rows }`), for checking what was stored. */
export async function sqlRows<T = Record<string, unknown>>(server: TestServer, query: SQL): Promise<T[]> {
  const result = (await server.database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
