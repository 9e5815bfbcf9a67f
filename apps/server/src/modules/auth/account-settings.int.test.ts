import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, PASSWORD, sqlRows } from '../../testing/accounts.ts';
import { ACCOUNTS } from '../../testing/documents.ts';
import { createUser } from '../../testing/factories.ts';
import {
  outboxFor,
  sessionClient,
  uniqueEmail,
  uniquePhone,
  waitForCode,
} from '../../testing/session-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

/*
 * Changing the e-mail (a code to the new address) and adding or changing the phone (an SMS code)
 * from the settings: guarded by the password, neutral about addresses other accounts use.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

const emailOf = async (id: string) =>
  (await sqlRows<{ email: string | null }>(server, sql`select email from users where id = ${id}`))[0]?.email;

describe('changeEmail and confirmEmailChange', () => {
  it('moves the account to a new address proven by its code, and tells the old one', async () => {
    const user = await createUser(server);
    const next = uniqueEmail('nowy');
    const asked = await user.client.gql(ACCOUNTS.changeEmail, { input: { email: next, password: PASSWORD } });
    expect(asked.body.data?.changeEmail).toEqual({
      success: true,
      message: `Wysłaliśmy kod na adres ${next}. Wpisz go, aby potwierdzić zmianę.`,
    });
    // Nothing changes until the code comes back.
    expect(await emailOf(user.id)).toBe(user.email);
    const code = await waitForCode(server.config.dataDir, next);
    const confirmed = await user.client.gql(ACCOUNTS.confirmEmailChange, { input: { email: next, code } });
    expect(confirmed.body.data?.confirmEmailChange).toMatchObject({
      id: user.id,
      email: next,
      isVerified: true,
    });

    const notice = (await outboxFor(server.config.dataDir, user.email)).at(-1);
    expect(notice?.subject).toBe('Adres e-mail konta w Kredzie został zmieniony');
    expect(notice?.text).toContain(next);
    const oldLogin = await sessionClient(server).gql(ACCOUNTS.login, {
      input: { email: user.email, password: PASSWORD },
    });
    expect(firstError(oldLogin.body).code).toBe('BAD_USER_INPUT');
    const newLogin = await sessionClient(server).gql(ACCOUNTS.login, {
      input: { email: next, password: PASSWORD },
    });
    expect(newLogin.body.data?.login.id).toBe(user.id);
  });

  it('stops a reset code mailed to the old address from setting the password', async () => {
    const user = await createUser(server);
    await sessionClient(server).gql(ACCOUNTS.resetPassword, { input: { email: user.email } });
    const resetCode = await waitForCode(server.config.dataDir, user.email, 1);
    const next = uniqueEmail('nowy');
    await user.client.gql(ACCOUNTS.changeEmail, { input: { email: next, password: PASSWORD } });
    await user.client.gql(ACCOUNTS.confirmEmailChange, {
      input: { email: next, code: await waitForCode(server.config.dataDir, next) },
    });
    const reset = await sessionClient(server).gql(ACCOUNTS.newPassword, {
      input: { email: user.email, code: resetCode, password: 'zupelnie-nowe-haslo' },
    });
    expect(firstError(reset.body).fields).toEqual({
      code: 'Kod jest nieprawidłowy, wygasł albo został już użyty. Sprawdź go lub poproś o nowy kod.',
    });
  });

  it('answers an address of another account like a free one, and cannot be confirmed', async () => {
    const user = await createUser(server);
    const owner = await createUser(server);
    const asked = await user.client.gql(ACCOUNTS.changeEmail, {
      input: { email: owner.email.toUpperCase(), password: PASSWORD },
    });
    expect(asked.body.data?.changeEmail).toEqual({
      success: true,
      message: `Wysłaliśmy kod na adres ${owner.email}. Wpisz go, aby potwierdzić zmianę.`,
    });
    // Its owner hears why, and gets no code that could confirm the change.
    const mail = (await outboxFor(server.config.dataDir, owner.email)).at(-1);
    expect(mail?.subject).toBe('Ten adres e-mail ma już konto w Kredzie');
    expect(mail?.text).not.toMatch(/\b\d{6}\b/);
    const guessed = await user.client.gql(ACCOUNTS.confirmEmailChange, {
      input: { email: owner.email, code: '123456' },
    });
    expect(firstError(guessed.body).fields).toEqual({
      code: 'Kod wygasł lub został już użyty. Poproś o nowy kod.',
    });
    expect(await emailOf(user.id)).toBe(user.email);
    expect(await emailOf(owner.id)).toBe(owner.email);
  });

  it('refuses bad input in Polish and sends nothing', async () => {
    const user = await createUser(server);
    const next = uniqueEmail('nowy');
    const cases: Array<[{ email: string; password?: string }, Record<string, string>]> = [
      [{ email: 'ala@kreda.', password: PASSWORD }, { email: 'Nieprawidłowy adres e-mail' }],
      [{ email: 'ala@kreda', password: PASSWORD }, { email: 'Nieprawidłowy adres e-mail' }],
      [{ email: '', password: PASSWORD }, { email: 'Wymagane' }],
      [{ email: user.email, password: PASSWORD }, { email: 'To jest Twój obecny adres e-mail.' }],
      [{ email: next }, { password: 'Wymagane' }],
      [{ email: next, password: 'nie-to-haslo' }, { password: 'Nieprawidłowe hasło.' }],
    ];
    for (const [input, fields] of cases) {
      const refused = await user.client.gql(ACCOUNTS.changeEmail, { input });
      expect(firstError(refused.body)).toMatchObject({ code: 'BAD_USER_INPUT', fields });
    }
    expect(await outboxFor(server.config.dataDir, next)).toEqual([]);
    const badCode = await user.client.gql(ACCOUNTS.confirmEmailChange, {
      input: { email: next, code: '12' },
    });
    expect(firstError(badCode.body).fields).toEqual({ code: 'Kod musi mieć 6 cyfr' });
    expect(await emailOf(user.id)).toBe(user.email);
    const guest = await sessionClient(server).gql(ACCOUNTS.changeEmail, { input: { email: next } });
    expect(firstError(guest.body).code).toBe('UNAUTHENTICATED');
  });

  it("never moves an account with another account's code", async () => {
    const asker = await createUser(server);
    const thief = await createUser(server);
    const next = uniqueEmail('nowy');
    await asker.client.gql(ACCOUNTS.changeEmail, { input: { email: next, password: PASSWORD } });
    const code = await waitForCode(server.config.dataDir, next);
    const stolen = await thief.client.gql(ACCOUNTS.confirmEmailChange, { input: { email: next, code } });
    expect(firstError(stolen.body).fields).toEqual({
      code: 'Kod wygasł lub został już użyty. Poproś o nowy kod.',
    });
    expect(await emailOf(thief.id)).toBe(thief.email);
    expect(await emailOf(asker.id)).toBe(asker.email);
  });

  it('lets only the account that asked try its code: others learn nothing and burn nothing', async () => {
    const asker = await createUser(server);
    const stranger = await createUser(server);
    const next = uniqueEmail('nowy');
    await asker.client.gql(ACCOUNTS.changeEmail, { input: { email: next, password: PASSWORD } });
    const code = await waitForCode(server.config.dataDir, next);
    const wrong = code === '000000' ? '111111' : '000000';
    // What a wrong code gets when no change to the address is pending at all.
    const nothingPending = await stranger.client.gql(ACCOUNTS.confirmEmailChange, {
      input: { email: uniqueEmail('nikt'), code: wrong },
    });
    expect(firstError(nothingPending.body)).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { code: 'Kod wygasł lub został już użyty. Poproś o nowy kod.' },
    });
    // Five wrong codes and the right one from another account: each answers exactly the same.
    for (const tried of [wrong, wrong, wrong, wrong, wrong, code]) {
      const answer = await stranger.client.gql(ACCOUNTS.confirmEmailChange, {
        input: { email: next, code: tried },
      });
      expect(answer.body).toEqual(nothingPending.body);
    }
    // Asking for the same address from another account does not end the first one's code either.
    await stranger.client.gql(ACCOUNTS.changeEmail, { input: { email: next, password: PASSWORD } });
    await waitForCode(server.config.dataDir, next, 1);

    // None of it counted against the code of the account that asked.
    const mistyped = await asker.client.gql(ACCOUNTS.confirmEmailChange, {
      input: { email: next, code: wrong },
    });
    expect(firstError(mistyped.body).message).toBe('Nieprawidłowy kod. Pozostało prób: 4.');
    const confirmed = await asker.client.gql(ACCOUNTS.confirmEmailChange, { input: { email: next, code } });
    expect(confirmed.body.data?.confirmEmailChange).toMatchObject({ id: asker.id, email: next });
    expect(await emailOf(stranger.id)).toBe(stranger.email);
  });

  it('limits how many new addresses one account may mail in an hour', async () => {
    const user = await createUser(server);
    for (let i = 0; i < 5; i++) {
      const asked = await user.client.gql(ACCOUNTS.changeEmail, {
        input: { email: uniqueEmail('nowy'), password: PASSWORD },
      });
      expect(asked.body.errors).toBeUndefined();
    }
    const limited = await user.client.gql(ACCOUNTS.changeEmail, {
      input: { email: uniqueEmail('nowy'), password: PASSWORD },
    });
    expect(firstError(limited.body).code).toBe('RATE_LIMITED');
    expect(firstError(limited.body).message).toMatch(/^Wysłaliśmy już kilka kodów\. Spróbuj ponownie za/);
  });
});

describe('a phone number from the settings', () => {
  it('adds a number with the password and an SMS code, and tells the account e-mail', async () => {
    const user = await createUser(server);
    const phone = uniquePhone();
    const withoutPassword = await user.client.gql(ACCOUNTS.sendSms, { input: { phone } });
    expect(firstError(withoutPassword.body).fields).toEqual({ password: 'Wymagane' });
    const wrong = await user.client.gql(ACCOUNTS.sendSms, { input: { phone, password: 'nie-to-haslo' } });
    expect(firstError(wrong.body).fields).toEqual({ password: 'Nieprawidłowe hasło.' });
    expect(await outboxFor(server.config.dataDir, phone)).toEqual([]);

    const sent = await user.client.gql(ACCOUNTS.sendSms, { input: { phone, password: PASSWORD } });
    expect(sent.body.data?.sendSms.success).toBe(true);
    const code = await waitForCode(server.config.dataDir, phone);
    const verified = await user.client.gql(ACCOUNTS.verifyPhone, { input: { phone, code } });
    expect(verified.body.data?.verifyPhone).toMatchObject({
      success: true,
      user: { id: user.id, phone, onboardingStatus: 'COMPLETED' },
    });
    const notice = (await outboxFor(server.config.dataDir, user.email)).at(-1);
    expect(notice?.subject).toBe('Numer telefonu konta w Kredzie został zmieniony');

    // The same number again is refused plainly; a bad one in Polish.
    const same = await user.client.gql(ACCOUNTS.sendSms, { input: { phone, password: PASSWORD } });
    expect(firstError(same.body).fields).toEqual({ phone: 'To jest Twój obecny numer telefonu.' });
    const bad = await user.client.gql(ACCOUNTS.sendSms, { input: { phone: '12 34', password: PASSWORD } });
    expect(firstError(bad.body).fields).toEqual({ phone: 'Nieprawidłowy numer telefonu' });
  });

  it("reveals a number of another account only to whoever holds it, and never takes another's code", async () => {
    const holder = await createUser(server);
    const phone = uniquePhone();
    await holder.client.gql(ACCOUNTS.sendSms, { input: { phone, password: PASSWORD } });
    await holder.client.gql(ACCOUNTS.verifyPhone, {
      input: { phone, code: await waitForCode(server.config.dataDir, phone) },
    });

    const other = await createUser(server);
    const asked = await other.client.gql(ACCOUNTS.sendSms, { input: { phone, password: PASSWORD } });
    expect(asked.body.data?.sendSms.success).toBe(true);
    const code = await waitForCode(server.config.dataDir, phone, 1);
    const taken = await other.client.gql(ACCOUNTS.verifyPhone, { input: { phone, code } });
    expect(firstError(taken.body).fields).toEqual({
      phone: 'Ten numer jest już przypisany do innego konta.',
    });

    // A code sent for one account's confirmation does nothing for another.
    const fresh = uniquePhone();
    await holder.client.gql(ACCOUNTS.sendSms, { input: { phone: fresh, password: PASSWORD } });
    const holdersCode = await waitForCode(server.config.dataDir, fresh);
    const stolen = await other.client.gql(ACCOUNTS.verifyPhone, {
      input: { phone: fresh, code: holdersCode },
    });
    expect(firstError(stolen.body).fields).toEqual({
      code: 'Kod wygasł lub został już użyty. Poproś o nowy kod.',
    });
    expect((await other.client.gql(ACCOUNTS.me)).body.data?.getMe.phone).toBeNull();
    expect((await holder.client.gql(ACCOUNTS.me)).body.data?.getMe.phone).toBe(phone);
  });

  it("never lets another account burn a number's code", async () => {
    const holder = await createUser(server);
    const stranger = await createUser(server);
    const phone = uniquePhone();
    await holder.client.gql(ACCOUNTS.sendSms, { input: { phone, password: PASSWORD } });
    const code = await waitForCode(server.config.dataDir, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const nothingPending = await stranger.client.gql(ACCOUNTS.verifyPhone, {
      input: { phone: uniquePhone(), code: wrong },
    });
    for (const tried of [wrong, wrong, wrong, wrong, wrong, code]) {
      const answer = await stranger.client.gql(ACCOUNTS.verifyPhone, { input: { phone, code: tried } });
      expect(answer.body).toEqual(nothingPending.body);
    }
    await stranger.client.gql(ACCOUNTS.sendSms, { input: { phone, password: PASSWORD } });
    await waitForCode(server.config.dataDir, phone, 1);
    const verified = await holder.client.gql(ACCOUNTS.verifyPhone, { input: { phone, code } });
    expect(verified.body.data?.verifyPhone.user).toMatchObject({ id: holder.id, phone });
    expect((await stranger.client.gql(ACCOUNTS.me)).body.data?.getMe.phone).toBeNull();
  });
});
