import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, PASSWORD, sqlRows, verifiedUser } from '../../testing/accounts.ts';
import { ACCOUNTS } from '../../testing/documents.ts';
import {
  outboxFor,
  sessionClient,
  unchecked,
  uniqueEmail,
  waitForCode,
} from '../../testing/session-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

const NOT_ACCEPTED =
  'Kod jest nieprawidłowy, wygasł albo został już użyty. Sprawdź go lub poproś o nowy kod.';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

async function countUsers(email: string): Promise<number> {
  const [row] = await sqlRows<{ n: number }>(
    server,
    sql`select count(*)::int as n from users where email = ${email}`,
  );
  return Number(row?.n);
}

/** Signs up on a fresh client, which stays a guest until the code is typed. */
async function signedUpGuest(email = uniqueEmail()) {
  const client = sessionClient(server);
  const { body, setCookies } = await client.gql(ACCOUNTS.signUp, { input: { email, password: PASSWORD } });
  expect(body.errors).toBeUndefined();
  expect(setCookies).toEqual([]);
  return { client, email, code: await waitForCode(server.config.dataDir, email) };
}

describe('sign-up and e-mail verification', () => {
  it('creates a pending account, e-mails a Polish code and signs in with httpOnly cookies only after it', async () => {
    const client = sessionClient(server);
    const email = uniqueEmail();
    const { body, setCookies } = await client.gql(ACCOUNTS.signUp, {
      input: { email: ` ${email.toUpperCase()} `, password: PASSWORD },
    });
    expect(body.errors).toBeUndefined();
    expect(body.data?.signUp).toMatchObject({ email, onboardingStatus: 'PENDING_VERIFICATION' });
    expect(setCookies).toEqual([]);
    expect(firstError((await client.gql(ACCOUNTS.me)).body).code).toBe('UNAUTHENTICATED');

    const [mail] = await outboxFor(server.config.dataDir, email);
    expect(mail).toMatchObject({ channel: 'email', to: email });
    expect(mail?.subject).toMatch(/^Twój kod do Kredy: \d{6}$/);
    expect(mail?.text).toContain('potwierdzający adres e-mail');
    const [row] = await sqlRows<{ id: string; is_verified: boolean }>(
      server,
      sql`select id, is_verified from users where email = ${email}`,
    );
    expect(row).toMatchObject({ id: body.data?.signUp.id, is_verified: false });

    const code = await waitForCode(server.config.dataDir, email);
    const verified = await client.gql(ACCOUNTS.verifyCode, { input: { code, email } });
    expect(verified.body.data?.verifyCode).toMatchObject({
      onboardingStatus: 'PENDING_QUESTIONS',
      isVerified: true,
    });
    const access = verified.setCookies.find((c) => c.startsWith('kreda_at='));
    const refresh = verified.setCookies.find((c) => c.startsWith('kreda_rt='));
    const hint = verified.setCookies.find((c) => c.startsWith('kreda_session='));
    for (const cookie of [access, refresh]) {
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/i);
      expect(cookie).toMatch(/Path=\//);
      expect(cookie).not.toMatch(/Secure/);
    }
    expect(hint).not.toMatch(/HttpOnly/);
    expect((await client.gql(ACCOUNTS.me)).body.data?.getMe).toMatchObject({
      email,
      onboardingStatus: 'PENDING_QUESTIONS',
      isVerified: true,
      role: 'USER_FREE',
      hasPassword: true,
    });
  });

  it('refuses bad input with Polish field messages and creates nothing', async () => {
    const client = sessionClient(server);
    const email = uniqueEmail();
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ email: 'nie-email', password: PASSWORD }, 'email', 'Nieprawidłowy adres e-mail'],
      // Addresses mail cannot reach: a trailing dot, no top-level domain.
      [{ email: 'ala@kreda.', password: PASSWORD }, 'email', 'Nieprawidłowy adres e-mail'],
      [{ email: 'ala@kreda', password: PASSWORD }, 'email', 'Nieprawidłowy adres e-mail'],
      [{ email, password: 'krótkie' }, 'password', 'Minimalna długość to 8 znaków'],
      [{ email, password: 'x'.repeat(129) }, 'password', 'Maksymalna długość to 128 znaków'],
      [{ email, password: 'qwerty123' }, 'password', 'To hasło jest zbyt popularne'],
      [{ email, password: 'Password1' }, 'password', 'To hasło jest zbyt popularne'],
    ];
    for (const [input, field, message] of cases) {
      const { body, setCookies } = await client.gql(ACCOUNTS.signUp, unchecked({ input }));
      const error = firstError(body);
      expect(error.code).toBe('BAD_USER_INPUT');
      expect(error.fields?.[field]).toContain(message);
      expect(setCookies).toEqual([]);
    }
    expect(await countUsers(email)).toBe(0);
    expect(await outboxFor(server.config.dataDir, email)).toEqual([]);
  });

  it('answers a taken address exactly like a new one, makes no account and e-mails the owner', async () => {
    const { email, id } = await verifiedUser(server);
    const fresh = uniqueEmail();
    const taken = await sessionClient(server).gql(ACCOUNTS.signUp, {
      input: { email, password: 'inne-haslo-do-kredy' },
    });
    const made = await sessionClient(server).gql(ACCOUNTS.signUp, {
      input: { email: fresh, password: 'inne-haslo-do-kredy' },
    });
    expect(taken.body.errors).toBeUndefined();
    expect(Object.keys(taken.body.data?.signUp ?? {})).toEqual(Object.keys(made.body.data?.signUp ?? {}));
    expect(taken.body.data?.signUp).toMatchObject({ email, onboardingStatus: 'PENDING_VERIFICATION' });
    expect(taken.body.data?.signUp.id).not.toBe(id);
    expect(taken.setCookies).toEqual(made.setCookies);
    expect(await countUsers(email)).toBe(1);
    const mails = await outboxFor(server.config.dataDir, email);
    expect(mails.at(-1)).toMatchObject({ subject: 'Masz już konto w Kredzie' });
    expect(mails.at(-1)?.text).toContain('/auth/reset?email=');
    // The stranger's password changed nothing: the owner still signs in with their own.
    const owner = await sessionClient(server).gql(ACCOUNTS.login, { input: { email, password: PASSWORD } });
    expect(owner.body.errors).toBeUndefined();
  });

  it('sends a fresh code, not a second account, when an unconfirmed address signs up again', async () => {
    const { email, code } = await signedUpGuest();
    await sessionClient(server).gql(ACCOUNTS.signUp, { input: { email, password: PASSWORD } });
    const second = await waitForCode(server.config.dataDir, email, 1);
    expect(await countUsers(email)).toBe(1);
    const client = sessionClient(server);
    if (code !== second) {
      const old = await client.gql(ACCOUNTS.verifyCode, { input: { code, email } });
      expect(firstError(old.body).code).toBe('BAD_USER_INPUT');
    }
    const ok = await client.gql(ACCOUNTS.verifyCode, { input: { code: second, email } });
    expect(ok.body.data?.verifyCode.isVerified).toBe(true);
  });

  it('confirms the address with the right code, after a wrong one', async () => {
    const { client, email, code } = await signedUpGuest();
    const wrong = code === '000000' ? '111111' : '000000';

    const bad = await client.gql(ACCOUNTS.verifyCode, { input: { code: wrong, email } });
    expect(firstError(bad.body)).toMatchObject({ code: 'BAD_USER_INPUT', message: NOT_ACCEPTED });
    expect(bad.setCookies).toEqual([]);
    const malformed = await client.gql(ACCOUNTS.verifyCode, { input: { code: '12ab', email } });
    expect(firstError(malformed.body).fields?.code).toBe('Kod musi mieć 6 cyfr');

    const good = await client.gql(ACCOUNTS.verifyCode, { input: { code, email } });
    expect(good.body.data?.verifyCode).toMatchObject({
      onboardingStatus: 'PENDING_QUESTIONS',
      isVerified: true,
      role: 'USER_FREE',
    });
  });

  it('needs the address from a guest, and answers its wrong code like an address without one', async () => {
    const noAddress = await sessionClient(server).gql(ACCOUNTS.verifyCode, { input: { code: '123456' } });
    expect(firstError(noAddress.body)).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { email: 'Podaj adres e-mail, na który wysłaliśmy kod.' },
    });
    const unknown = await sessionClient(server).gql(ACCOUNTS.verifyCode, {
      input: { code: '123456', email: uniqueEmail() },
    });
    expect(firstError(unknown.body)).toMatchObject({ message: NOT_ACCEPTED, fields: { code: NOT_ACCEPTED } });
    expect(unknown.setCookies).toEqual([]);
    // A new address's code and a taken one's (no code: its owner got a note) fail alike, so a
    // stranger who signs an address up cannot learn from the code whether it had an account.
    const { email: confirmed } = await verifiedUser(server);
    const { email: fresh, code } = await signedUpGuest();
    await sessionClient(server).gql(ACCOUNTS.signUp, { input: { email: confirmed, password: PASSWORD } });
    const wrong = code === '123456' ? '654321' : '123456';
    for (const email of [fresh, confirmed]) {
      const answer = await sessionClient(server).gql(ACCOUNTS.verifyCode, { input: { code: wrong, email } });
      expect(answer.body).toEqual(unknown.body);
    }
  });

  it('confirms the address of an unconfirmed account signed in by password', async () => {
    const { email, code } = await signedUpGuest();
    const client = sessionClient(server);
    await client.gql(ACCOUNTS.login, { input: { email, password: PASSWORD } });
    expect((await client.gql(ACCOUNTS.me)).body.data?.getMe.onboardingStatus).toBe('PENDING_VERIFICATION');
    const ok = await client.gql(ACCOUNTS.verifyCode, { input: { code } });
    expect(ok.body.data?.verifyCode.onboardingStatus).toBe('PENDING_QUESTIONS');
  });

  it('refuses an expired code and accepts a new one', async () => {
    const { client, email, code } = await signedUpGuest();
    await server.database.db.execute(
      sql`update auth_codes set expires_at = now() - interval '1 second' where target = ${email}`,
    );
    const expired = await client.gql(ACCOUNTS.verifyCode, { input: { code, email } });
    expect(firstError(expired.body).message).toBe(NOT_ACCEPTED);
    expect(await countUsers(email)).toBe(1);

    const resent = await client.gql(ACCOUNTS.resend, { input: { email } });
    expect(resent.body.data?.resendAuthCode).toEqual({
      success: true,
      message: 'Jeśli to konto czeka na potwierdzenie, wysłaliśmy nowy kod. Poprzedni przestał działać.',
    });
    const fresh = await waitForCode(server.config.dataDir, email, 1);
    const ok = await client.gql(ACCOUNTS.verifyCode, { input: { code: fresh, email } });
    expect(ok.body.data?.verifyCode.onboardingStatus).toBe('PENDING_QUESTIONS');
  });

  it('answers a guest asking for a code alike for any address, and mails only an account waiting for one', async () => {
    const { email: confirmed } = await verifiedUser(server);
    const unknown = uniqueEmail();
    const answers = [];
    for (const email of [confirmed, unknown]) {
      answers.push((await sessionClient(server).gql(ACCOUNTS.resend, { input: { email } })).body);
    }
    expect(answers[0]).toEqual(answers[1]);
    const noAddress = await sessionClient(server).gql(ACCOUNTS.resend);
    expect(firstError(noAddress.body).fields?.email).toBe('Podaj adres e-mail, na który wysłaliśmy kod.');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await outboxFor(server.config.dataDir, unknown)).toEqual([]);
    expect(await outboxFor(server.config.dataDir, confirmed)).toHaveLength(1);
  });

  it('locks a code after five wrong attempts, even for the right code', async () => {
    const { email, code } = await signedUpGuest();
    // Signed in by password, the account's own code tells how many tries are left.
    const client = sessionClient(server);
    await client.gql(ACCOUNTS.login, { input: { email, password: PASSWORD } });
    const wrong = code === '999999' ? '888888' : '999999';
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      messages.push(
        firstError((await client.gql(ACCOUNTS.verifyCode, { input: { code: wrong } })).body).message ?? '',
      );
    }
    expect(messages.slice(0, 4)).toEqual(
      [1, 2, 3, 4].map((n) => `Nieprawidłowy kod. Pozostało prób: ${5 - n}.`),
    );
    expect(messages[4]).toBe('Przekroczono liczbę prób dla tego kodu. Poproś o nowy kod.');
    const right = await client.gql(ACCOUNTS.verifyCode, { input: { code } });
    expect(firstError(right.body).message).toBe('Przekroczono liczbę prób dla tego kodu. Poproś o nowy kod.');
    // A guest typing it with the address gets the one answer a guest gets for any failed code.
    const guest = await sessionClient(server).gql(ACCOUNTS.verifyCode, { input: { code, email } });
    expect(firstError(guest.body).message).toBe(NOT_ACCEPTED);
    const [row] = await sqlRows<{ is_verified: boolean }>(
      server,
      sql`select is_verified from users where email = ${email}`,
    );
    expect(row?.is_verified).toBe(false);
  });

  it('limits how many verification e-mails one address gets, through sign-up and resend alike', async () => {
    const { email } = await signedUpGuest();
    // Sign-up sent the first of five allowed per hour; a second sign-up sends the second.
    await sessionClient(server).gql(ACCOUNTS.signUp, { input: { email, password: PASSWORD } });
    const client = sessionClient(server);
    for (let i = 0; i < 3; i++) {
      expect((await client.gql(ACCOUNTS.resend, { input: { email } })).body.errors).toBeUndefined();
    }
    const limited = await client.gql(ACCOUNTS.resend, { input: { email } });
    expect(firstError(limited.body).code).toBe('RATE_LIMITED');
    expect(firstError(limited.body).message).toMatch(
      /^Wysłaliśmy już kilka kodów\. Spróbuj ponownie za \d+ minut/,
    );
    // A sign-up past the limit still answers as usual, and sends nothing more.
    const again = await sessionClient(server).gql(ACCOUNTS.signUp, { input: { email, password: PASSWORD } });
    expect(again.body.errors).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await outboxFor(server.config.dataDir, email)).toHaveLength(5);
  });
});

describe('onboarding questions and profile', () => {
  it('refuses answers before the e-mail is confirmed', async () => {
    const { email } = await signedUpGuest();
    const client = sessionClient(server);
    await client.gql(ACCOUNTS.login, { input: { email, password: PASSWORD } });
    const { body } = await client.gql(ACCOUNTS.answer, {
      input: { poziom: 'SREDNI_TRZY', egzaminy: [], przedmioty: ['mathematics'] },
    });
    expect(firstError(body).message).toBe('Najpierw dokończ poprzednie kroki rejestracji.');
  });

  it('stores the answers and completes the onboarding', async () => {
    const { client } = await verifiedUser(server);
    const bad = await client.gql(ACCOUNTS.answer, {
      input: { poziom: 'SREDNI_TRZY', egzaminy: [], przedmioty: [] },
    });
    expect(firstError(bad.body).fields?.przedmioty).toBe('Wybierz co najmniej jeden przedmiot.');
    expect((await client.gql(ACCOUNTS.me)).body.data?.getMe.onboardingStatus).toBe('PENDING_QUESTIONS');

    const { body } = await client.gql(ACCOUNTS.answer, {
      input: {
        poziom: 'SREDNI_TRZY',
        egzaminy: ['MAUTURA_PODSTAWOWA', 'MATURA_ROZSZERZONA'],
        przedmioty: ['mathematics', 'polish', 'polish'],
      },
    });
    expect(body.data?.answerOnboardingQuestion).toMatchObject({
      onboardingStatus: 'COMPLETED',
      onboarding: {
        poziom: 'SREDNI_TRZY',
        egzaminy: ['MAUTURA_PODSTAWOWA', 'MATURA_ROZSZERZONA'],
        przedmioty: ['mathematics', 'polish'],
      },
    });
  });

  it('updates name, surname, avatar and the initial-conversation flag', async () => {
    const { client } = await verifiedUser(server);
    const invalid = await client.gql(ACCOUNTS.updateUserInfo, {
      input: { name: '<script>', avatar: 'smok' },
    });
    expect(firstError(invalid.body).fields).toEqual({
      name: 'Użyj tylko liter, spacji, łącznika lub apostrofu.',
      avatar: 'Wybierz awatar z listy.',
    });
    expect((await client.gql(ACCOUNTS.me)).body.data?.getMe.name).toBeNull();

    const { body } = await client.gql(ACCOUNTS.updateUserInfo, {
      input: {
        name: '  Zofia ',
        surname: 'Wójcik-Łęcka',
        avatar: 'sowa',
        metadata: { hasSeenInitialConversation: true },
      },
    });
    expect(body.data?.updateUserInfo).toMatchObject({
      name: 'Zofia',
      surname: 'Wójcik-Łęcka',
      avatar: 'sowa',
      metadata: { hasSeenInitialConversation: true },
    });
  });
});

describe('secure cookies', () => {
  it('marks session cookies Secure when the public URL is https', async () => {
    const https = await startTestServer({ PUBLIC_URL: 'https://kreda.example' });
    try {
      const email = uniqueEmail();
      const client = sessionClient(https);
      await client.gql(ACCOUNTS.signUp, { input: { email, password: PASSWORD } });
      const code = await waitForCode(https.config.dataDir, email);
      const { setCookies } = await client.gql(ACCOUNTS.verifyCode, { input: { code, email } });
      expect(setCookies.filter((c) => c.startsWith('kreda_'))).toHaveLength(3);
      for (const cookie of setCookies) expect(cookie).toMatch(/; Secure/);
    } finally {
      await https.stop();
    }
  });
});

describe('sign-ups from one address', () => {
  it('stop at SIGNUPS_PER_IP_PER_HOUR with a Polish RATE_LIMITED answer and no account made', async () => {
    const limited = await startTestServer({ SIGNUPS_PER_IP_PER_HOUR: '2' });
    try {
      const client = sessionClient(limited);
      for (let i = 0; i < 2; i++) {
        const made = await client.gql(ACCOUNTS.signUp, {
          input: { email: uniqueEmail(), password: PASSWORD },
        });
        expect(made.body.errors).toBeUndefined();
      }
      const email = uniqueEmail();
      const third = await client.gql(ACCOUNTS.signUp, { input: { email, password: PASSWORD } });
      expect(firstError(third.body)).toMatchObject({ code: 'RATE_LIMITED' });
      expect(firstError(third.body).message).toContain('Spróbuj ponownie');
      const rows = await sqlRows<{ n: number }>(
        limited,
        sql`select count(*)::int as n from users where email = ${email}`,
      );
      expect(Number(rows[0]?.n)).toBe(0);
    } finally {
      await limited.stop();
    }
  });
});
