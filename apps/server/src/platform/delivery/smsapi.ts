import { SMSAPI } from 'smsapi';
import type { Logger } from '../logger.ts';
import { DeliveryError, withTimeout } from './delivery-error.ts';
import type { OutgoingSms } from './messages.ts';

const TIMEOUT_MS = 15_000;

/** SMS through SMSAPI.pl with its official client; `from` is a sender name registered there. */
export function createSmsapiGateway(
  sms: { token: string; url: string; sender: string },
  logger: Logger,
): { send(message: OutgoingSms): Promise<void> } {
  const client = new SMSAPI(sms.token, sms.url);
  return {
    async send(message) {
      try {
        // SMSAPI takes numbers as digits with the country code, without the leading "+".
        const response = await withTimeout(
          client.sms.sendSms(message.to.replace(/^\+/, ''), message.text, { from: sms.sender }),
          TIMEOUT_MS,
          'SMSAPI',
        );
        logger.info(
          { channel: 'sms', provider: 'smsapi', to: message.to, id: response.list[0]?.id },
          'text message sent',
        );
      } catch (error) {
        // The client's errors carry the status and SMSAPI's own error code; the token is only in a header.
        const e = error as {
          name?: string;
          message?: string;
          status?: number;
          responseBody?: string;
          data?: { error?: number; message?: string };
        };
        logger.error(
          {
            channel: 'sms',
            provider: 'smsapi',
            to: message.to,
            error: e.name,
            status: e.status,
            smsapiError: e.data?.error,
            detail: e.data?.message ?? e.message,
          },
          'SMSAPI delivery failed',
        );
        throw new DeliveryError('sms');
      }
    },
  };
}
