import { createTransport } from 'nodemailer';
import type { Logger } from '../logger.ts';
import { DeliveryError } from './delivery-error.ts';
import type { OutgoingEmail } from './messages.ts';

export interface SmtpMailer {
  send(message: OutgoingEmail): Promise<void>;
  close(): Promise<void>;
}

/** E-mail over SMTP; the URL carries host, port, TLS (smtps://) and credentials. */
export function createSmtpMailer(mail: { smtpUrl: string; from: string }, logger: Logger): SmtpMailer {
  const transport = createTransport(
    {
      url: mail.smtpUrl,
      // Nodemailer waits minutes by default; a sign-up should fail fast instead of hanging.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    },
    { from: mail.from },
  );
  return {
    async send(message) {
      try {
        const info = await transport.sendMail({
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
          ...(message.unsubscribeUrl
            ? {
                list: { unsubscribe: message.unsubscribeUrl },
                headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
              }
            : {}),
        });
        logger.info(
          { channel: 'email', to: message.to, subject: message.subject, messageId: info.messageId },
          'e-mail sent over SMTP',
        );
      } catch (error) {
        // Only these fields: the error object also holds the transport, whose options hold the password.
        const e = error as { code?: string; responseCode?: number; command?: string; response?: string };
        logger.error(
          {
            channel: 'email',
            to: message.to,
            code: e.code,
            responseCode: e.responseCode,
            command: e.command,
            response: e.response,
          },
          'SMTP delivery failed',
        );
        throw new DeliveryError('email');
      }
    },
    async close() {
      transport.close();
    },
  };
}
