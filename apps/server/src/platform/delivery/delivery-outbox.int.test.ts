import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config.ts';
import { captureLogger } from '../../testing/fakes/capture-logger.ts';
import { createDelivery } from './delivery.ts';
import { readOutbox } from './outbox.ts';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'kreda-outbox-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

function outboxDelivery() {
  const capture = captureLogger();
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
  return { delivery: createDelivery(config, capture.logger), lines: capture.lines };
}

describe('delivery without SMTP and SMS gateway', () => {
  it('writes each e-mail and SMS as one JSON file in DATA_DIR/outbox', async () => {
    const { delivery } = outboxDelivery();
    await delivery.sendEmail({
      to: 'uczen@example.pl',
      subject: 'Potwierdź adres e-mail',
      text: 'Cześć! Kliknij: https://kreda.test/potwierdz?t=abc',
      html: '<p>Cześć!</p>',
    });
    await delivery.sendSms({ to: '+48601234567', text: 'Twój kod Kreda: 123456' });
    await delivery.close();

    const names = (await readdir(path.join(dataDir, 'outbox'))).sort();
    expect(names).toHaveLength(2);
    expect(names[0]).toMatch(/^\d{8}T\d{9}Z-email-[0-9a-f]+\.json$/);
    expect(names[1]).toMatch(/^\d{8}T\d{9}Z-sms-[0-9a-f]+\.json$/);

    const email = JSON.parse(await readFile(path.join(dataDir, 'outbox', names[0] ?? ''), 'utf8'));
    expect(email).toEqual({
      channel: 'email',
      to: 'uczen@example.pl',
      subject: 'Potwierdź adres e-mail',
      text: 'Cześć! Kliknij: https://kreda.test/potwierdz?t=abc',
      createdAt: expect.any(String),
    });
    expect(new Date(email.createdAt).toISOString()).toBe(email.createdAt);

    expect(await readOutbox(dataDir)).toEqual([
      email,
      {
        channel: 'sms',
        to: '+48601234567',
        subject: null,
        text: 'Twój kod Kreda: 123456',
        createdAt: expect.any(String),
      },
    ]);
  });

  it('keeps the sending order in the file names, even within one millisecond', async () => {
    const { delivery } = outboxDelivery();
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => delivery.sendSms({ to: '+48601234567', text: `kod ${i}` })),
    );
    const messages = await readOutbox(dataDir);
    expect(messages.map((m) => m.text)).toEqual(Array.from({ length: 20 }, (_, i) => `kod ${i}`));
    const names = await readdir(path.join(dataDir, 'outbox'));
    expect(new Set(names).size).toBe(20);
    expect(names.every((name) => name.endsWith('.json') && !name.startsWith('.'))).toBe(true);
  });

  it('logs who got what, with the SMS text outside production', async () => {
    const { delivery, lines } = outboxDelivery();
    await delivery.sendSms({ to: '+48601234567', text: 'Twój kod Kreda: 654321' });
    const entry = lines()
      .map((line) => JSON.parse(line))
      .find((line) => line.msg === 'message written to the outbox');
    expect(entry).toMatchObject({
      level: 30,
      channel: 'sms',
      to: '+48601234567',
      text: 'Twój kod Kreda: 654321',
    });
  });

  it('reads an outbox that was never written as empty', async () => {
    expect(await readOutbox(dataDir)).toEqual([]);
  });
});
