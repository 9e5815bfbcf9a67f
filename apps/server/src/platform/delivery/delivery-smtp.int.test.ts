import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config.ts';
import { captureLogger } from '../../testing/fakes/capture-logger.ts';
import { type FakeSmtp, startFakeSmtp } from '../../testing/fakes/fake-smtp.ts';
import { createDelivery, type Delivery } from './delivery.ts';
import { DeliveryError } from './delivery-error.ts';
import { readOutbox } from './outbox.ts';

const SUBJECT = 'Potwierdź adres e-mail — Kreda';
const TEXT =
  'Zażółć gęślą jaźń! Kliknij, żeby potwierdzić: https://kreda.test/potwierdz?t=ŹĆ123\nDo zobaczenia.';

let dataDir: string;
let smtp: FakeSmtp | undefined;
let delivery: Delivery | undefined;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'kreda-smtp-'));
});
afterEach(async () => {
  await delivery?.close();
  await smtp?.stop();
  delivery = undefined;
  smtp = undefined;
  await rm(dataDir, { recursive: true, force: true });
});

function smtpDelivery(smtpUrl: string) {
  const capture = captureLogger();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SMTP_URL: smtpUrl,
    MAIL_FROM: 'Kreda <no-reply@kreda.test>',
  });
  delivery = createDelivery(config, capture.logger);
  return { delivery, lines: capture.lines };
}

describe('e-mail over SMTP', () => {
  it('delivers Polish subject and text intact (UTF-8) to the recipient', async () => {
    smtp = await startFakeSmtp();
    const { delivery } = smtpDelivery(smtp.url);
    await delivery.sendEmail({ to: 'uczen@example.pl', subject: SUBJECT, text: TEXT });

    expect(smtp.messages).toHaveLength(1);
    const received = smtp.messages[0];
    expect(received?.recipients).toEqual(['uczen@example.pl']);
    expect(received?.envelopeFrom).toBe('no-reply@kreda.test');
    expect(received?.headers.get('from')).toBe('Kreda <no-reply@kreda.test>');
    expect(received?.headers.get('to')).toBe('uczen@example.pl');
    expect(received?.subject).toBe(SUBJECT);
    expect(received?.text).toBe(TEXT);
    expect(await readOutbox(dataDir)).toEqual([]);
  });

  it('offers a one-click unsubscribe (RFC 8058) when the e-mail has one', async () => {
    smtp = await startFakeSmtp();
    const { delivery } = smtpDelivery(smtp.url);
    const url = 'https://kreda.test/api/study-reminders/unsubscribe?u=1&s=abc';
    await delivery.sendEmail({ to: 'uczen@example.pl', subject: SUBJECT, text: TEXT, unsubscribeUrl: url });
    await delivery.sendEmail({ to: 'uczen@example.pl', subject: SUBJECT, text: TEXT });
    const [reminder, plain] = smtp.messages;
    expect(reminder?.headers.get('list-unsubscribe')).toBe(`<${url}>`);
    expect(reminder?.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(plain?.headers.has('list-unsubscribe')).toBe(false);
    expect(plain?.headers.has('list-unsubscribe-post')).toBe(false);
  });

  it('sends the HTML alternative beside the text', async () => {
    smtp = await startFakeSmtp();
    const { delivery } = smtpDelivery(smtp.url);
    await delivery.sendEmail({
      to: 'uczen@example.pl',
      subject: SUBJECT,
      text: TEXT,
      html: '<p>Zażółć <b>gęślą</b> jaźń</p>',
    });
    expect(smtp.messages[0]?.text).toBe(TEXT);
    expect(smtp.messages[0]?.html).toBe('<p>Zażółć <b>gęślą</b> jaźń</p>');
  });

  it('logs in with the credentials from SMTP_URL', async () => {
    smtp = await startFakeSmtp({ auth: { user: 'kreda@kreda.test', password: 'hasło:z/znakami' } });
    const { delivery } = smtpDelivery(smtp.url);
    await delivery.sendEmail({ to: 'nauczyciel@example.pl', subject: SUBJECT, text: TEXT });
    expect(smtp.messages.map((m) => m.recipients)).toEqual([['nauczyciel@example.pl']]);
  });

  it('rejects with a generic error when the login fails, and keeps the password out of the log', async () => {
    smtp = await startFakeSmtp({ auth: { user: 'kreda', password: 'dobre-haslo' } });
    const { delivery, lines } = smtpDelivery(smtp.url.replace('dobre-haslo', 'zle-haslo-123'));
    const sending = delivery.sendEmail({ to: 'uczen@example.pl', subject: SUBJECT, text: TEXT });
    await expect(sending).rejects.toThrow(DeliveryError);
    await expect(sending).rejects.toThrow('The e-mail could not be delivered.');
    expect(smtp.messages).toEqual([]);
    expect(lines().join('\n')).toContain('SMTP delivery failed');
    expect(lines().join('\n')).not.toContain('zle-haslo-123');
  });

  it('rejects when the server refuses the message, and writes nothing to the outbox', async () => {
    smtp = await startFakeSmtp();
    smtp.failWith(550);
    const { delivery } = smtpDelivery(smtp.url);
    const error = await delivery
      .sendEmail({ to: 'uczen@example.pl', subject: SUBJECT, text: TEXT })
      .catch((e) => e);
    // Only the generic text: the server's reply stays in the log.
    expect(error).toBeInstanceOf(DeliveryError);
    expect(error.message).toBe('The e-mail could not be delivered.');
    expect(await readOutbox(dataDir)).toEqual([]);
  });
});
