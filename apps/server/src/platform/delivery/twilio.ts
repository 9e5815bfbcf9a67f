import twilio from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient.js';
import type { Logger } from '../logger.ts';
import { DeliveryError } from './delivery-error.ts';
import type { OutgoingSms } from './messages.ts';

const TIMEOUT_MS = 15_000;

/**
 * The Twilio client only knows its own hosts (edge and region change the host name, not the
 * origin), so a custom base URL — a local fake in tests, a proxy elsewhere — is applied by
 * rewriting each request's origin in the library's own HTTP client.
 */
class BaseUrlRequestClient extends twilio.RequestClient {
  private readonly base: URL;

  constructor(baseUrl: string) {
    super({ timeout: TIMEOUT_MS });
    this.base = new URL(baseUrl);
  }

  override request<TData>(opts: RequestClient.RequestOptions<TData>) {
    const original = new URL(opts.uri);
    const prefix = this.base.pathname.replace(/\/+$/, '');
    const uri = new URL(`${prefix}${original.pathname}${original.search}`, this.base.origin);
    return super.request<TData>({ ...opts, uri: uri.toString() });
  }
}

/** SMS through Twilio's Messages API with the official client, sent from `from` (a number or sender id). */
export function createTwilioGateway(
  sms: { accountSid: string; authToken: string; from: string; apiUrl: string | undefined },
  logger: Logger,
): { send(message: OutgoingSms): Promise<void> } {
  const client = twilio(sms.accountSid, sms.authToken, {
    timeout: TIMEOUT_MS,
    ...(sms.apiUrl ? { httpClient: new BaseUrlRequestClient(sms.apiUrl) } : {}),
  });
  return {
    async send(message) {
      try {
        const sent = await client.messages.create({ to: message.to, from: sms.from, body: message.text });
        logger.info(
          { channel: 'sms', provider: 'twilio', to: message.to, sid: sent.sid, status: sent.status },
          'text message sent',
        );
      } catch (error) {
        // Never the whole error: a network error from the client's axios holds the request
        // configuration, Authorization header included.
        const e = error as { name?: string; status?: number; code?: number | string; message?: string };
        logger.error(
          {
            channel: 'sms',
            provider: 'twilio',
            to: message.to,
            error: e.name,
            status: e.status,
            code: e.code,
            detail: e.message,
          },
          'Twilio delivery failed',
        );
        throw new DeliveryError('sms');
      }
    },
  };
}
