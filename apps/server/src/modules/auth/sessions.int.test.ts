import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, PASSWORD, sqlRows, verifiedUser } from '../../testing/accounts.ts';
import { ACCOUNTS } from '../../testing/documents.ts';
import { startFakeTurnstile } from '../../testing/fakes/fake-turnstile.ts';
import { sessionClient, uniqueEmail, wsClient } from '../../testing/session-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

describe('login', () => {
  it('signs in with the right password and records the login', async () => {
    const { email } = await verifiedUser(server);
    const client = sessionClient(server);
    const { body } = await client.gql(ACCOUNTS.login, {
      input: { email: email.toUpperCase(), password: PASSWORD },
    });
    expect(body.data?.login).toMatchObject({ email, onboardingStatus: 'PENDING_QUESTIONS' });
    expect(client.cookies.has('kreda_at')).toBe(true);
    expect((await client.gql(ACCOUNTS.me)).body.data?.getMe.email).toBe(email);
  });

  it('answers a wrong password and an unknown e-mail identically', async () => {
    const { email } = await verifiedUser(server);
    const wrong = await sessionClient(server).gql(ACCOUNTS.login, {
      input: { email, password: 'to-nie-jest-haslo' },
    });
    const unknown = await sessionClient(server).gql(ACCOUNTS.login, {
      input: { email: uniqueEmail('nikt'), password: 'to-nie-jest-haslo' },
    });
    expect(wrong.status).toBe(unknown.status);
    expect(wrong.body).toEqual(unknown.body);
    expect(firstError(wrong.body)).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Nieprawidłowy e-mail lub hasło.',
    });
    expect(wrong.setCookies).toEqual([]);
  });

  it('makes an address wait after five wrong passwords, even with the right one', async () => {
    const { email } = await verifiedUser(server);
    const client = sessionClient(server);
    for (let i = 0; i < 4; i++) {
      const { body } = await client.gql(ACCOUNTS.login, { input: { email, password: `zle-haslo-${i}` } });
      expect(firstError(body).code).toBe('BAD_USER_INPUT');
    }
    const fifth = await client.gql(ACCOUNTS.login, { input: { email, password: 'zle-haslo-5' } });
    expect(firstError(fifth.body)).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Zbyt wiele nieudanych prób logowania. Spróbuj ponownie za 1 minutę.',
    });
    const right = await client.gql(ACCOUNTS.login, { input: { email, password: PASSWORD } });
    expect(right.status).toBe(429);
    expect(firstError(right.body)).toMatchObject({ code: 'RATE_LIMITED' });
    expect(right.body.errors?.[0]?.extensions?.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(client.cookies.size).toBe(0);
  });

  it('never lets a stranger guessing from elsewhere lock the owner out', async () => {
    // In production the server trusts the proxy, so each X-Forwarded-For is a different address.
    const own = await startTestServer({ NODE_ENV: 'production', PUBLIC_URL: 'http://127.0.0.1' });
    try {
      const { email } = await verifiedUser(own);
      const stranger = sessionClient(own, { 'x-forwarded-for': '203.0.113.7' });
      const waits: number[] = [];
      for (let i = 0; i < 12; i++) {
        const { body } = await stranger.gql(ACCOUNTS.login, { input: { email, password: `zgaduje-${i}` } });
        waits.push(Number(body.errors?.[0]?.extensions?.retryAfterSeconds ?? 0));
      }
      // Four plain refusals, then a minute of rest (every try during it is refused unchecked).
      expect(waits.slice(0, 4)).toEqual([0, 0, 0, 0]);
      expect(waits[4]).toBe(60);
      expect(Math.max(...waits.slice(5))).toBeLessThanOrEqual(60);

      const owner = sessionClient(own, { 'x-forwarded-for': '198.51.100.20' });
      const signedIn = await owner.gql(ACCOUNTS.login, { input: { email, password: PASSWORD } });
      expect(signedIn.body.errors).toBeUndefined();
      expect(owner.cookies.has('kreda_at')).toBe(true);
    } finally {
      await own.stop();
    }
  });

  it('limits failed logins from one address across many accounts', async () => {
    const own = await startTestServer();
    try {
      const client = sessionClient(own);
      let limitedAt = 0;
      for (let i = 1; i <= 52 && !limitedAt; i++) {
        const { body } = await client.gql(ACCOUNTS.login, {
          input: { email: uniqueEmail('zgadywanie'), password: 'cokolwiek-123' },
        });
        if (firstError(body).code === 'RATE_LIMITED') limitedAt = i;
      }
      // Fifty failures are allowed per hour; the next attempt waits.
      expect(limitedAt).toBe(51);
    } finally {
      await own.stop();
    }
  });
});

describe('session tokens', () => {
  it('rotates the refresh token and keeps the session alive', async () => {
    const { client } = await verifiedUser(server);
    const before = client.cookies.get('kreda_rt');
    const { body } = await client.gql(ACCOUNTS.refresh);
    expect(body.data?.refreshToken.success).toBe(true);
    const expiresAt = new Date(body.data?.refreshToken.accessTokenExpiresAt ?? NaN);
    expect(expiresAt.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    expect(client.cookies.get('kreda_rt')).not.toBe(before);
    expect(client.cookies.get('kreda_session')).toBe(String(expiresAt.getTime()));
    expect((await client.gql(ACCOUNTS.me)).body.errors).toBeUndefined();
  });

  it('ends the whole session when an old refresh token is used again', async () => {
    const { client } = await verifiedUser(server);
    const stolen = client.cookies.get('kreda_rt') ?? '';
    await client.gql(ACCOUNTS.refresh);
    const thief = sessionClient(server);
    thief.cookies.set('kreda_rt', stolen);
    const replay = await thief.gql(ACCOUNTS.refresh);
    expect(replay.status).toBe(401);
    expect(firstError(replay.body)).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Unauthorized' });

    // The legitimate holder of the newest tokens is signed out too: the family is revoked.
    expect(firstError((await client.gql(ACCOUNTS.me)).body).code).toBe('UNAUTHENTICATED');
    expect(firstError((await client.gql(ACCOUNTS.refresh)).body).code).toBe('UNAUTHENTICATED');
  });

  it('stores refresh tokens only as hashes', async () => {
    const { client, id } = await verifiedUser(server);
    const token = client.cookies.get('kreda_rt') ?? '';
    const rows = await sqlRows<{ token_hash: string }>(
      server,
      sql`select t.token_hash from auth_refresh_tokens t join auth_sessions s on s.id = t.session_id where s.user_id = ${id}`,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    const codes = await sqlRows<{ code_hash: string }>(
      server,
      sql`select code_hash from auth_codes where user_id = ${id}`,
    );
    expect(codes.every((c) => c.code_hash.length === 64)).toBe(true);
  });

  it('refuses a forged or missing refresh token', async () => {
    const client = sessionClient(server);
    expect(firstError((await client.gql(ACCOUNTS.refresh)).body).code).toBe('UNAUTHENTICATED');
    client.cookies.set('kreda_rt', 'podrobiony-token');
    expect(firstError((await client.gql(ACCOUNTS.refresh)).body).code).toBe('UNAUTHENTICATED');
    const forged = sessionClient(server);
    forged.cookies.set('kreda_at', 'v1.00000000-0000-4000-8000-000000000000.99999999999999.AAAA');
    expect(firstError((await forged.gql(ACCOUNTS.me)).body).code).toBe('UNAUTHENTICATED');
  });

  it('logout revokes the session on the server, not just the cookies', async () => {
    const { client } = await verifiedUser(server);
    const copy = sessionClient(server);
    for (const [name, value] of client.cookies) copy.cookies.set(name, value);

    const { body, setCookies } = await client.gql(ACCOUNTS.logout);
    expect(body.data?.logout).toEqual({ success: true, message: 'Wylogowano.' });
    expect(setCookies.filter((c) => /^kreda_(at|rt|session)=;/.test(c))).toHaveLength(3);
    expect(client.cookies.size).toBe(0);
    expect(firstError((await copy.gql(ACCOUNTS.me)).body).code).toBe('UNAUTHENTICATED');
    expect(firstError((await copy.gql(ACCOUNTS.refresh)).body).code).toBe('UNAUTHENTICATED');
  });

  it('logout everywhere ends every device of the user and no one else', async () => {
    const { client: phone, email } = await verifiedUser(server);
    const laptop = sessionClient(server);
    await laptop.gql(ACCOUNTS.login, { input: { email, password: PASSWORD } });
    const { client: someoneElse } = await verifiedUser(server);

    const { body } = await phone.gql(ACCOUNTS.logout, { input: { everywhere: true } });
    expect(body.data?.logout.message).toBe('Wylogowano ze wszystkich urządzeń.');
    expect(firstError((await laptop.gql(ACCOUNTS.me)).body).code).toBe('UNAUTHENTICATED');
    expect((await someoneElse.gql(ACCOUNTS.me)).body.errors).toBeUndefined();
  });

  it('changing the password ends the other sessions but keeps this one', async () => {
    const { client, email } = await verifiedUser(server);
    const other = sessionClient(server);
    await other.gql(ACCOUNTS.login, { input: { email, password: PASSWORD } });

    const wrong = await client.gql(ACCOUNTS.changePassword, {
      input: { currentPassword: 'nie-to-haslo', newPassword: 'nowe-haslo-do-nauki' },
    });
    expect(firstError(wrong.body).fields).toEqual({ currentPassword: 'Obecne hasło jest nieprawidłowe.' });
    const weak = await client.gql(ACCOUNTS.changePassword, {
      input: { currentPassword: PASSWORD, newPassword: 'password' },
    });
    expect(firstError(weak.body).fields?.newPassword).toContain('zbyt popularne');

    const ok = await client.gql(ACCOUNTS.changePassword, {
      input: { currentPassword: PASSWORD, newPassword: 'nowe-haslo-do-nauki' },
    });
    expect(ok.body.data?.changePassword).toEqual({
      success: true,
      message: 'Hasło zostało zmienione. Wylogowaliśmy pozostałe urządzenia.',
    });
    expect((await client.gql(ACCOUNTS.me)).body.errors).toBeUndefined();
    expect(firstError((await other.gql(ACCOUNTS.me)).body).code).toBe('UNAUTHENTICATED');
    const oldLogin = await sessionClient(server).gql(ACCOUNTS.login, {
      input: { email, password: PASSWORD },
    });
    expect(firstError(oldLogin.body).code).toBe('BAD_USER_INPUT');
    const newLogin = await sessionClient(server).gql(ACCOUNTS.login, {
      input: { email, password: 'nowe-haslo-do-nauki' },
    });
    expect(newLogin.body.errors).toBeUndefined();
  });
});

describe('WebSocket', () => {
  async function getMeOverWs(cookie?: string) {
    const ws = wsClient(server, cookie);
    try {
      return await new Promise<{
        data?: unknown;
        errors?: readonly { message: string; extensions?: Record<string, unknown> }[];
      }>((resolve, reject) => {
        // A socket without a session is refused before the operation runs: an error message.
        const refused = (errors: unknown) =>
          Array.isArray(errors) ? resolve({ errors }) : reject(errors as Error);
        ws.subscribe({ query: '{ getMe { email } }' }, { next: resolve, error: refused, complete: () => {} });
      });
    } finally {
      await ws.dispose();
    }
  }

  it('authenticates from the same cookies as HTTP', async () => {
    const { client, email } = await verifiedUser(server);
    const cookie = client.cookieHeader();
    expect(await getMeOverWs(cookie)).toEqual({ data: { getMe: { email } } });
    const guest = await getMeOverWs();
    expect(guest.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('bot protection', () => {
  it('requires a valid Turnstile token for sign-up and login when configured', async () => {
    const turnstile = await startFakeTurnstile();
    const guarded = await startTestServer({
      TURNSTILE_SECRET: turnstile.secret,
      TURNSTILE_SITE_KEY: '1x00000000000000000000AA',
      TURNSTILE_VERIFY_URL: turnstile.url,
    });
    try {
      const client = sessionClient(guarded);
      const email = uniqueEmail();
      const config = await client.gql(ACCOUNTS.appConfig);
      expect(config.body.data?.getAppConfig).toEqual({
        turnstileSiteKey: '1x00000000000000000000AA',
        requirePhone: false,
      });

      const none = await client.gql(ACCOUNTS.signUp, { input: { email, password: PASSWORD } });
      expect(firstError(none.body).message).toBe(
        'Nie udało się potwierdzić, że nie jesteś robotem. Odśwież stronę i spróbuj ponownie.',
      );
      const bad = await client.gql(
        ACCOUNTS.signUp,
        { input: { email, password: PASSWORD } },
        { 'cf-turnstile-response': 'falszywy' },
      );
      expect(firstError(bad.body).code).toBe('BAD_USER_INPUT');
      const good = await client.gql(
        ACCOUNTS.signUp,
        { input: { email, password: PASSWORD } },
        { 'cf-turnstile-response': turnstile.validToken },
      );
      expect(good.body.errors).toBeUndefined();
      const login = await sessionClient(guarded).gql(ACCOUNTS.login, {
        input: { email, password: PASSWORD },
      });
      expect(firstError(login.body).fields).toHaveProperty('captcha');
    } finally {
      await guarded.stop();
      await turnstile.stop();
    }
  });
});
