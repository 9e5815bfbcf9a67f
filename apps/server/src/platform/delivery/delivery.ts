import type { Config } from '../../config/config.ts';
import type { Logger } from '../logger.ts';
import { DeliveryError } from './delivery-error.ts';
import type { OutgoingEmail, OutgoingSms } from './messages.ts';
import { createOutbox } from './outbox.ts';
import type { SmtpMailer } from './smtp.ts';

export type { OutgoingEmail, OutgoingSms };

/**
 * Sends e-mail and SMS. A provider failure rejects with a `DeliveryError` (generic English text,
 * see delivery-error.ts); the caller shows its own Polish message.
 */
export interface Delivery {
  sendEmail(message: OutgoingEmail): Promise<void>;
  sendSms(message: OutgoingSms): Promise<void>;
  close(): Promise<void>;
}

/**
 * SMTP when `SMTP_URL` is set, the configured SMS gateway when `SMS_PROVIDER` is set; each channel
 * without a provider writes to the outbox folder instead.
 *
 * `options.fetch` is accepted for symmetry with the other HTTP adapters but is not used: the
 * official SMSAPI client calls the global fetch and the Twilio client its own axios instance,
 * so both are pointed at fakes by URL (`SMSAPI_URL`, `TWILIO_API_URL`) instead.
 */
export function createDelivery(
  config: Config,
  logger: Logger,
  _options: { fetch?: typeof fetch } = {},
): Delivery {
  const log = logger.child({ component: 'delivery' });
  // Codes and links in texts are credentials; only a developer's console may show them.
  const outbox = createOutbox(config.dataDir, log, { logText: !config.isProduction });

  // The clients (nodemailer, Twilio, SMSAPI) load only when configured, in the background: importing
  // them all took a noticeable part of every start (bench/cold-start.ts). A load error surfaces on send.
  const { smtpUrl, from } = config.mail;
  const mailer: Promise<SmtpMailer> | undefined = smtpUrl
    ? import('./smtp.ts').then((m) => m.createSmtpMailer({ smtpUrl, from }, log))
    : undefined;
  const sms = config.sms;
  const gateway: Promise<{ send(message: OutgoingSms): Promise<void> }> | undefined =
    sms.provider === 'smsapi'
      ? import('./smsapi.ts').then((m) => m.createSmsapiGateway(sms, log))
      : sms.provider === 'twilio'
        ? import('./twilio.ts').then((m) => m.createTwilioGateway(sms, log))
        : undefined;
  for (const loading of [mailer, gateway]) loading?.catch(() => {});

  const fallbacks = [mailer ? undefined : 'e-mail', gateway ? undefined : 'SMS'].filter(Boolean);
  if (fallbacks.length > 0) {
    const level = config.isProduction ? 'warn' : 'info';
    log[level]({ outbox: 'DATA_DIR/outbox' }, `${fallbacks.join(' and ')} go to the outbox folder`);
  }

  async function writeToOutbox(message: Parameters<typeof outbox.write>[0]) {
    try {
      await outbox.write(message);
    } catch (error) {
      log.error({ channel: message.channel, to: message.to, err: error }, 'writing to the outbox failed');
      throw new DeliveryError(message.channel);
    }
  }

  return {
    async sendEmail(message) {
      if (mailer) return (await mailer).send(message);
      await writeToOutbox({
        channel: 'email',
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.unsubscribeUrl ? { unsubscribeUrl: message.unsubscribeUrl } : {}),
      });
    },
    async sendSms(message) {
      if (gateway) return (await gateway).send(message);
      await writeToOutbox({ channel: 'sms', to: message.to, subject: null, text: message.text });
    },
    async close() {
      await (await mailer?.catch(() => undefined))?.close();
    },
  };
}
