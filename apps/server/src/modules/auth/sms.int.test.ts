import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, PASSWORD } from '../../testing/accounts.ts';
import { ACCOUNTS } from '../../testing/documents.ts';
import { startFakeSmsapi } from '../../testing/fakes/fake-smsapi.ts';
import {
  dataOf,
  outboxFor,
  sessionClient,
  uniqueEmail,
  uniquePhone,
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

const local = (phone: string) => `${phone.slice(3, 6)} ${phone.slice(6, 9)} ${phone.slice(9)}`;

describe('SMS sign-in', () => {
  it('creates the account on first use and signs into it again later', async () => {
    const phone = uniquePhone();
    const client = sessionClient(server);
    const sent = await client.gql(ACCOUNTS.sendSms, { input: { phone: local(phone) } });
    expect(sent.body.data?.sendSms.success).toBe(true);
    expect(sent.body.data?.sendSms.message).toMatch(
      /^Wysłaliśmy SMS z kodem na numer \+48 \d{3} \d{3} \d{3}\.$/,
    );
    const [sms] = await outboxFor(server.config.dataDir, phone);
    expect(sms).toMatchObject({ channel: 'sms', to: phone, subject: null });
    expect(sms?.text).toMatch(/^Kreda: Twój kod logowania to \d{6}\. Ważny 10 minut\./);

    const code = await waitForCode(server.config.dataDir, phone);
    const { body } = await client.gql(ACCOUNTS.verifyPhone, { input: { phone, code } });
    expect(body.data?.verifyPhone).toMatchObject({
      success: true,
      user: { phone, onboardingStatus: 'PENDING_QUESTIONS' },
    });
    const me = dataOf(await client.gql(ACCOUNTS.me)).getMe;
    expect(me).toMatchObject({ phone, email: null, isVerified: true, hasPassword: false });

    const second = sessionClient(server);
    await second.gql(ACCOUNTS.sendSms, { input: { phone } });
    const again = await waitForCode(server.config.dataDir, phone, 1);
    const { body: next } = await second.gql(ACCOUNTS.verifyPhone, { input: { phone, code: again } });
    expect(next.data?.verifyPhone.user?.id).toBe(me.id);
  });

  it('refuses a bad number, a wrong code and a reused code', async () => {
    const client = sessionClient(server);
    const invalid = await client.gql(ACCOUNTS.sendSms, { input: { phone: '12345' } });
    expect(firstError(invalid.body).fields).toEqual({ phone: 'Nieprawidłowy numer telefonu' });

    const phone = uniquePhone();
    await client.gql(ACCOUNTS.sendSms, { input: { phone } });
    const code = await waitForCode(server.config.dataDir, phone);
    const wrong = await client.gql(ACCOUNTS.verifyPhone, {
      input: { phone, code: code === '000000' ? '000001' : '000000' },
    });
    expect(firstError(wrong.body).message).toBe('Nieprawidłowy kod. Pozostało prób: 4.');
    expect(client.cookies.size).toBe(0);
    await client.gql(ACCOUNTS.verifyPhone, { input: { phone, code } });
    const reused = await sessionClient(server).gql(ACCOUNTS.verifyPhone, { input: { phone, code } });
    expect(firstError(reused.body).message).toBe('Kod wygasł lub został już użyty. Poproś o nowy kod.');
  });

  it('sends at most three SMS to one number in 15 minutes', async () => {
    const phone = uniquePhone();
    const client = sessionClient(server);
    for (let i = 0; i < 3; i++)
      expect((await client.gql(ACCOUNTS.sendSms, { input: { phone } })).body.errors).toBeUndefined();
    const limited = await client.gql(ACCOUNTS.sendSms, { input: { phone } });
    expect(firstError(limited.body).code).toBe('RATE_LIMITED');
    expect(firstError(limited.body).message).toMatch(
      /^Wysłaliśmy już kilka SMS-ów\. Spróbuj ponownie za \d+ minut/,
    );
    expect(await outboxFor(server.config.dataDir, phone)).toHaveLength(3);
  });

  it('limits SMS requests from one address across numbers', async () => {
    const own = await startTestServer();
    try {
      const client = sessionClient(own);
      const answers: (string | undefined)[] = [];
      for (let i = 0; i < 11; i++) {
        answers.push(
          firstError((await client.gql(ACCOUNTS.sendSms, { input: { phone: uniquePhone() } })).body).code,
        );
      }
      expect(answers.slice(0, 10)).toEqual(Array(10).fill(undefined));
      expect(answers[10]).toBe('RATE_LIMITED');
    } finally {
      await own.stop();
    }
  });
});

describe('phone step of onboarding', () => {
  it('asks for a phone after the e-mail when ONBOARDING_REQUIRE_PHONE is on', async () => {
    const strict = await startTestServer({ ONBOARDING_REQUIRE_PHONE: 'true' });
    try {
      const client = sessionClient(strict);
      const email = uniqueEmail();
      await client.gql(ACCOUNTS.signUp, { input: { email, password: PASSWORD } });
      const emailCode = await waitForCode(strict.config.dataDir, email);
      const verified = await client.gql(ACCOUNTS.verifyCode, { input: { code: emailCode, email } });
      expect(verified.body.data?.verifyCode.onboardingStatus).toBe('PENDING_PHONE');

      const phone = uniquePhone();
      await client.gql(ACCOUNTS.sendSms, { input: { phone } });
      expect((await client.gql(ACCOUNTS.me)).body.data?.getMe.onboardingStatus).toBe(
        'PENDING_SMS_VERIFICATION',
      );
      const [sms] = await outboxFor(strict.config.dataDir, phone);
      expect(sms?.text).toContain('potwierdzający numer telefonu');
      const code = await waitForCode(strict.config.dataDir, phone);
      const { body } = await client.gql(ACCOUNTS.verifyPhone, { input: { phone, code } });
      expect(body.data?.verifyPhone).toMatchObject({
        success: true,
        user: { phone, onboardingStatus: 'PENDING_QUESTIONS' },
      });

      // The number now belongs to this account: nobody else may attach it. Asking answers like any
      // number (a stranger learns nothing); only whoever holds the phone, typing its code, is told.
      const other = sessionClient(strict);
      const otherEmail = uniqueEmail();
      await other.gql(ACCOUNTS.signUp, { input: { email: otherEmail, password: PASSWORD } });
      await other.gql(ACCOUNTS.verifyCode, {
        input: { code: await waitForCode(strict.config.dataDir, otherEmail), email: otherEmail },
      });
      const taken = await other.gql(ACCOUNTS.sendSms, { input: { phone } });
      expect(taken.body.data?.sendSms.success).toBe(true);
      const takenCode = await waitForCode(strict.config.dataDir, phone, 1);
      const attached = await other.gql(ACCOUNTS.verifyPhone, { input: { phone, code: takenCode } });
      expect(firstError(attached.body).fields).toEqual({
        phone: 'Ten numer jest już przypisany do innego konta.',
      });
      expect((await other.gql(ACCOUNTS.me)).body.data?.getMe.phone).toBeNull();
    } finally {
      await strict.stop();
    }
  });
});

describe('SMS gateway', () => {
  it('sends through SMSAPI when configured and reports a failed send in Polish', async () => {
    const smsapi = await startFakeSmsapi();
    const gateway = await startTestServer({
      SMS_PROVIDER: 'smsapi',
      SMSAPI_TOKEN: smsapi.token,
      SMSAPI_URL: smsapi.url,
    });
    try {
      const phone = uniquePhone();
      const client = sessionClient(gateway);
      expect((await client.gql(ACCOUNTS.sendSms, { input: { phone } })).body.errors).toBeUndefined();
      expect(smsapi.messages).toHaveLength(1);
      expect(smsapi.messages[0]?.message).toMatch(/Twój kod logowania to \d{6}/);
      expect(await outboxFor(gateway.config.dataDir, phone)).toEqual([]);

      smsapi.failWith(500);
      const failed = await client.gql(ACCOUNTS.sendSms, { input: { phone: uniquePhone() } });
      expect(firstError(failed.body)).toMatchObject({
        code: 'DELIVERY_FAILED',
        message: 'Nie udało się wysłać SMS-a. Spróbuj ponownie za chwilę.',
      });
    } finally {
      await gateway.stop();
      await smsapi.stop();
    }
  });
});
