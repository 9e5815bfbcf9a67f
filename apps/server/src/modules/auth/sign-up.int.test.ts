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

describe('sign-up and e-mail verification', () => {
  it('creates a pending account, signs in with httpOnly cookies and e-mails a Polish code', async () => {
    const client = sessionClient(server);
    const email = uniqueEmail();
    const { body, setCookies } = await client.gql(ACCOUNTS.signUp, {
      input: { email: ` ${email.toUpperCase()} `, password: PASSWORD },
    });
    expect(body.errors).toBeUndefined();
    expect(body.data?.signUp).toMatchObject({ email, onboardingStatus: 'PENDING_VERIFICATION' });

    const access = setCookies.find((c) => c.startsWith('kreda_at='));
    const refresh = setCookies.find((c) => c.startsWith('kreda_rt='));
    const hint = setCookies.find((c) => c.startsWith('kreda_session='));
    for (const cookie of [access, refresh]) {
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/i);
      expect(cookie).toMatch(/Path=\//);
      expect(cookie).not.toMatch(/Secure/);
    }
    expect(hint).not.toMatch(/HttpOnly/);

    const [mail] = await outboxFor(server.config.dataDir, email);
    expect(mail).toMatchObject({ channel: 'email', to: email });
    expect(mail?.subject).toMatch(/^Twój kod do Kredy: \d{6}$/);
    expect(mail?.text).toContain('potwierdzający adres e-mail');

    const me = await client.gql(ACCOUNTS.me);
    expect(me.body.data?.getMe).toMatchObject({
      email,
      onboardingStatus: 'PENDING_VERIFICATION',
      isVerified: false,
      role: 'USER_FREE',
      hasPassword: true,
    });
  });

  it('refuses bad input with Polish field messages and creates nothing', async () => {
    const client = sessionClient(server);
    const email = uniqueEmail();
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ email: 'nie-email', password: PASSWORD }, 'email', 'Nieprawidłowy email'],
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

  it('refuses a second account for the same address', async () => {
    const { email } = await verifiedUser(server);
    const { body } = await sessionClient(server).gql(ACCOUNTS.signUp, {
      input: { email, password: 'inne-haslo-do-kredy' },
    });
    expect(firstError(body).fields?.email).toContain('już istnieje');
    expect(await countUsers(email)).toBe(1);
  });

  it('confirms the address with the right code, after a wrong one', async () => {
    const client = sessionClient(server);
    const email = uniqueEmail();
    await client.gql(ACCOUNTS.signUp, { input: { email, password: PASSWORD } });
    const code = await waitForCode(server.config.dataDir, email);
    const wrong = code === '000000' ? '111111' : '000000';

    const bad = await client.gql(ACCOUNTS.verifyCode, { input: { code: wrong } });
    expect(firstError(bad.body)).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Nieprawidłowy kod. Pozostało prób: 4.',
    });
    const malformed = await client.gql(ACCOUNTS.verifyCode, { input: { code: '12ab' } });
    expect(firstError(malformed.body).fields?.code).toBe('Kod musi mieć 6 cyfr');

    const good = await client.gql(ACCOUNTS.verifyCode, { input: { code } });
    expect(good.body.data?.verifyCode).toMatchObject({
      onboardingStatus: 'PENDING_QUESTIONS',
      isVerified: true,
      role: 'USER_FREE',
    });
  });

  it('needs a session to verify', async () => {
    const { body, status } = await sessionClient(server).gql(ACCOUNTS.verifyCode, {
      input: { code: '123456' },
    });
    expect(status).toBe(401);
    expect(firstError(body)).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Unauthorized' });
  });

  it('refuses an expired code and accepts a new one', async () => {
    const client = sessionClient(server);
    const email = uniqueEmail();
    await client.gql(ACCOUNTS.signUp, { input: { email, password: PASSWORD } });
    const code = await waitForCode(server.config.dataDir, email);
    await server.database.db.execute(
      sql`update auth_codes set expires_at = now() - interval '1 second' where target = ${email}`,
    );
    const expired = await client.gql(ACCOUNTS.verifyCode, { input: { code } });
    expect(firstError(expired.body).message).toBe('Kod wygasł lub został już użyty. Poproś o nowy kod.');
    expect((await client.gql(ACCOUNTS.me)).body.data?.getMe.onboardingStatus).toBe('PENDING_VERIFICATION');

    const resent = await client.gql(ACCOUNTS.resend);
    expect(resent.body.data?.resendAuthCode).toEqual({
      success: true,
      message: `Wysłaliśmy nowy kod na adres ${email}.`,
    });
    const fresh = await waitForCode(server.config.dataDir, email, 1);
    const ok = await client.gql(ACCOUNTS.verifyCode, { input: { code: fresh } });
    expect(ok.body.data?.verifyCode.onboardingStatus).toBe('PENDING_QUESTIONS');
  });

  it('locks a code after five wrong attempts, even for the right code', async () => {
    const client = sessionClient(server);
    const email = uniqueEmail();
    await client.gql(ACCOUNTS.signUp, { input: { email, password: PASSWORD } });
    const code = await waitForCode(server.config.dataDir, email);
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
    expect((await client.gql(ACCOUNTS.me)).body.data?.getMe.isVerified).toBe(false);
  });

  it('limits how many verification e-mails one address gets', async () => {
    const client = sessionClient(server);
    const email = uniqueEmail();
    await client.gql(ACCOUNTS.signUp, { input: { email, password: PASSWORD } });
    // Sign-up sent the first of five allowed per hour.
    for (let i = 0; i < 4; i++) expect((await client.gql(ACCOUNTS.resend)).body.errors).toBeUndefined();
    const limited = await client.gql(ACCOUNTS.resend);
    expect(firstError(limited.body).code).toBe('RATE_LIMITED');
    expect(firstError(limited.body).message).toMatch(
      /^Wysłaliśmy już kilka kodów\. Spróbuj ponownie za \d+ minut/,
    );
    expect(await outboxFor(server.config.dataDir, email)).toHaveLength(5);
  });
});

describe('onboarding questions and profile', () => {
  it('refuses answers before the e-mail is confirmed', async () => {
    const client = sessionClient(server);
    await client.gql(ACCOUNTS.signUp, { input: { email: uniqueEmail(), password: PASSWORD } });
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
      const { setCookies } = await sessionClient(https).gql(ACCOUNTS.signUp, {
        input: { email: uniqueEmail(), password: PASSWORD },
      });
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
