import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, PASSWORD, verifiedUser } from '../../testing/accounts.ts';
import { ACCOUNTS } from '../../testing/documents.ts';
import { outboxFor, sessionClient, uniqueEmail, waitForCode } from '../../testing/session-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

const NEW_PASSWORD = 'fotosynteza-w-liściach';
const NOT_ACCEPTED =
  'Kod jest nieprawidłowy, wygasł albo został już użyty. Sprawdź go lub poproś o nowy kod.';

describe('password reset', () => {
  it('answers the same for an existing and an unknown e-mail, and mails only the real one', async () => {
    const { email } = await verifiedUser(server);
    const unknown = uniqueEmail('nieznany');
    const a = await sessionClient(server).gql(ACCOUNTS.resetPassword, { input: { email } });
    const b = await sessionClient(server).gql(ACCOUNTS.resetPassword, { input: { email: unknown } });
    expect(a.status).toBe(b.status);
    expect(a.body).toEqual(b.body);
    expect(a.body.data?.resetPassword.message).toMatch(/^Jeśli konto z tym adresem istnieje/);

    await waitForCode(server.config.dataDir, email, 1);
    const [, reset] = await outboxFor(server.config.dataDir, email);
    expect(reset?.subject).toBe('Ustaw nowe hasło w Kredzie');
    expect(reset?.text).toContain(`/auth/reset-password?email=${encodeURIComponent(email)}`);
    expect(await outboxFor(server.config.dataDir, unknown)).toEqual([]);
  });

  it('sets a new password with the code, signs in and ends the other sessions', async () => {
    const { client: oldDevice, email } = await verifiedUser(server);
    await sessionClient(server).gql(ACCOUNTS.resetPassword, { input: { email } });
    const code = await waitForCode(server.config.dataDir, email, 1);
    const wrong = code === '123456' ? '654321' : '123456';
    const client = sessionClient(server);

    const weak = await client.gql(ACCOUNTS.newPassword, { input: { email, code, password: 'password1' } });
    expect(firstError(weak.body).fields?.password).toContain('zbyt popularne');
    const bad = await client.gql(ACCOUNTS.newPassword, {
      input: { email, code: wrong, password: NEW_PASSWORD },
    });
    expect(firstError(bad.body).message).toBe(NOT_ACCEPTED);

    // The weak attempt did not use up the code: validation happens before the code is checked.
    const { body } = await client.gql(ACCOUNTS.newPassword, {
      input: { email, code, password: NEW_PASSWORD },
    });
    expect(body.data?.newPassword).toEqual({
      success: true,
      message: 'Hasło zostało zmienione. Jesteś zalogowany.',
    });
    expect((await client.gql(ACCOUNTS.me)).body.data?.getMe.email).toBe(email);
    expect(firstError((await oldDevice.gql(ACCOUNTS.me)).body).code).toBe('UNAUTHENTICATED');

    const old = await sessionClient(server).gql(ACCOUNTS.login, { input: { email, password: PASSWORD } });
    expect(firstError(old.body).message).toBe('Nieprawidłowy e-mail lub hasło.');
    const fresh = await sessionClient(server).gql(ACCOUNTS.login, {
      input: { email, password: NEW_PASSWORD },
    });
    expect(fresh.body.errors).toBeUndefined();

    const again = await sessionClient(server).gql(ACCOUNTS.newPassword, {
      input: { email, code, password: 'jeszcze-inne-haslo' },
    });
    expect(firstError(again.body).message).toBe(NOT_ACCEPTED);
  });

  it('answers a wrong code exactly like an unknown e-mail, so nobody learns a reset is pending', async () => {
    const unknown = await sessionClient(server).gql(ACCOUNTS.newPassword, {
      input: { email: uniqueEmail('nieznany'), code: '123456', password: NEW_PASSWORD },
    });
    expect(firstError(unknown.body)).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: NOT_ACCEPTED,
      fields: { code: NOT_ACCEPTED },
    });
    const { email } = await verifiedUser(server);
    await sessionClient(server).gql(ACCOUNTS.resetPassword, { input: { email } });
    const code = await waitForCode(server.config.dataDir, email, 1);
    const wrong = code === '123456' ? '654321' : '123456';
    const client = sessionClient(server);
    // Five wrong codes use the code up; the right one after them fails too, all alike.
    for (const tried of [wrong, wrong, wrong, wrong, wrong, code]) {
      const answer = await client.gql(ACCOUNTS.newPassword, {
        input: { email, code: tried, password: NEW_PASSWORD },
      });
      expect(answer.body).toEqual(unknown.body);
    }
    const old = await sessionClient(server).gql(ACCOUNTS.login, { input: { email, password: PASSWORD } });
    expect(old.body.errors).toBeUndefined();
  });

  it('confirms an unverified address as a side effect, since the code proves it', async () => {
    const client = sessionClient(server);
    const email = uniqueEmail();
    await client.gql(ACCOUNTS.signUp, { input: { email, password: PASSWORD } });
    await sessionClient(server).gql(ACCOUNTS.resetPassword, { input: { email } });
    const code = await waitForCode(server.config.dataDir, email, 1);
    const fresh = sessionClient(server);
    await fresh.gql(ACCOUNTS.newPassword, { input: { email, code, password: NEW_PASSWORD } });
    expect((await fresh.gql(ACCOUNTS.me)).body.data?.getMe).toMatchObject({
      isVerified: true,
      onboardingStatus: 'PENDING_QUESTIONS',
    });
  });

  it('limits reset e-mails per address', async () => {
    const { email } = await verifiedUser(server);
    const client = sessionClient(server);
    // Sign-up used one of the five e-mails an address may get per hour.
    for (let i = 0; i < 4; i++)
      expect((await client.gql(ACCOUNTS.resetPassword, { input: { email } })).body.errors).toBeUndefined();
    const limited = await client.gql(ACCOUNTS.resetPassword, { input: { email } });
    expect(firstError(limited.body).code).toBe('RATE_LIMITED');
    const invalid = await client.gql(ACCOUNTS.resetPassword, { input: { email: 'nie-adres' } });
    expect(firstError(invalid.body).fields).toEqual({ email: 'Nieprawidłowy adres e-mail' });
  });
});
