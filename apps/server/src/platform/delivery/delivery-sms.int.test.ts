import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config.ts';
import { captureLogger } from '../../testing/fakes/capture-logger.ts';
import { type FakeSmsapi, startFakeSmsapi } from '../../testing/fakes/fake-smsapi.ts';
import { type FakeTwilio, startFakeTwilio } from '../../testing/fakes/fake-twilio.ts';
import { createDelivery } from './delivery.ts';
import { DeliveryError } from './delivery-error.ts';
import { readOutbox } from './outbox.ts';

const SMS = { to: '+48601234567', text: 'Twój kod w Kredzie: 482913. Ważny przez 10 minut.' };

let dataDir: string;
const stops: (() => Promise<void>)[] = [];
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'kreda-sms-'));
});
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
  await rm(dataDir, { recursive: true, force: true });
});

function deliveryWith(env: Record<string, string>) {
  const capture = captureLogger();
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...env });
  const delivery = createDelivery(config, capture.logger);
  stops.push(() => delivery.close());
  return { delivery, lines: capture.lines };
}

async function smsapi(): Promise<FakeSmsapi> {
  const fake = await startFakeSmsapi();
  stops.push(fake.stop);
  return fake;
}

async function twilio(): Promise<FakeTwilio> {
  const fake = await startFakeTwilio();
  stops.push(fake.stop);
  return fake;
}

function smsapiEnv(fake: FakeSmsapi) {
  return { SMS_PROVIDER: 'smsapi', SMSAPI_TOKEN: fake.token, SMSAPI_URL: fake.url, SMS_SENDER: 'Kreda' };
}

function twilioEnv(fake: FakeTwilio, overrides: Record<string, string> = {}) {
  return {
    SMS_PROVIDER: 'twilio',
    TWILIO_ACCOUNT_SID: fake.accountSid,
    TWILIO_AUTH_TOKEN: fake.authToken,
    TWILIO_FROM: '+15005550006',
    TWILIO_API_URL: fake.url,
    ...overrides,
  };
}

describe('SMS through SMSAPI', () => {
  it('sends the Polish text from the sender name to the number', async () => {
    const fake = await smsapi();
    const { delivery } = deliveryWith(smsapiEnv(fake));
    await delivery.sendSms(SMS);
    expect(fake.messages).toEqual([
      expect.objectContaining({ to: '48601234567', message: SMS.text, from: 'Kreda', encoding: 'utf-8' }),
    ]);
    expect(await readOutbox(dataDir)).toEqual([]);
  });

  it('rejects with a generic error on a server error and writes nothing to the outbox', async () => {
    const fake = await smsapi();
    fake.failWith(500);
    const { delivery } = deliveryWith(smsapiEnv(fake));
    const error = await delivery.sendSms(SMS).catch((e) => e);
    expect(error).toBeInstanceOf(DeliveryError);
    expect(error.message).toBe('The text message could not be delivered.');
    expect(await readOutbox(dataDir)).toEqual([]);
  });

  it('rejects when SMSAPI answers with its own error code', async () => {
    const fake = await smsapi();
    fake.failWith(200, { error: 13, message: 'No correct phone numbers' });
    const { delivery, lines } = deliveryWith(smsapiEnv(fake));
    await expect(delivery.sendSms(SMS)).rejects.toThrow('The text message could not be delivered.');
    const logged = lines()
      .map((line) => JSON.parse(line))
      .find((l) => l.msg === 'SMSAPI delivery failed');
    expect(logged).toMatchObject({ level: 50, smsapiError: 13 });
    expect(JSON.stringify(logged)).not.toContain(fake.token);
  });

  it('rejects when the token is wrong', async () => {
    const fake = await smsapi();
    const { delivery } = deliveryWith({ ...smsapiEnv(fake), SMSAPI_TOKEN: 'wrong-token' });
    await expect(delivery.sendSms(SMS)).rejects.toThrow(DeliveryError);
    expect(fake.messages).toEqual([]);
  });
});

describe('SMS through Twilio', () => {
  it('sends the Polish text from the configured number to the number', async () => {
    const fake = await twilio();
    const { delivery } = deliveryWith(twilioEnv(fake));
    await delivery.sendSms(SMS);
    expect(fake.messages).toEqual([
      expect.objectContaining({
        accountSid: fake.accountSid,
        to: '+48601234567',
        from: '+15005550006',
        body: SMS.text,
      }),
    ]);
    expect(await readOutbox(dataDir)).toEqual([]);
  });

  it('rejects with a generic error on a server error, writes nothing and logs no secret', async () => {
    const fake = await twilio();
    fake.failWith(500);
    const { delivery, lines } = deliveryWith(twilioEnv(fake));
    const error = await delivery.sendSms(SMS).catch((e) => e);
    expect(error).toBeInstanceOf(DeliveryError);
    expect(error.message).toBe('The text message could not be delivered.');
    expect(await readOutbox(dataDir)).toEqual([]);
    const log = lines().join('\n');
    expect(log).toContain('Twilio delivery failed');
    expect(log).not.toContain(fake.authToken);
  });

  it('rejects when the auth token is wrong', async () => {
    const fake = await twilio();
    const { delivery } = deliveryWith(twilioEnv(fake, { TWILIO_AUTH_TOKEN: 'wrong-token' }));
    await expect(delivery.sendSms(SMS)).rejects.toThrow(DeliveryError);
    expect(fake.messages).toEqual([]);
  });

  it('rejects when Twilio cannot be reached, without logging the credentials', async () => {
    const fake = await twilio();
    await fake.stop();
    const { delivery, lines } = deliveryWith(twilioEnv(fake));
    await expect(delivery.sendSms(SMS)).rejects.toThrow(DeliveryError);
    const log = lines().join('\n');
    expect(log).not.toContain(fake.authToken);
    expect(log).not.toContain(Buffer.from(`${fake.accountSid}:${fake.authToken}`).toString('base64'));
  });
});
