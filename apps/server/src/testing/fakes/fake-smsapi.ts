import { randomBytes } from 'node:crypto';
import { readFields, sendJson, startHttpFake } from './http-fake.ts';

/** One SMS as the fake SMSAPI received it on `POST /sms.do`. */
export interface SmsapiSms {
  to: string;
  message: string;
  from: string | undefined;
  encoding: string | undefined;
  /** Every field the client sent. */
  fields: Record<string, string>;
}

export interface FakeSmsapi {
  port: number;
  /** Base URL, ready for SMSAPI_URL. */
  url: string;
  /** The token it accepts (`Authorization: Bearer …`), ready for SMSAPI_TOKEN. */
  token: string;
  messages: SmsapiSms[];
  /** Answers every following request with this HTTP status (and SMSAPI error body); `null` accepts again. */
  failWith(status: number | null, body?: unknown): void;
  stop(): Promise<void>;
}

/** A local stand-in for the SMSAPI.pl REST API, enough for sending SMS with the official client. */
export async function startFakeSmsapi(options: { token?: string } = {}): Promise<FakeSmsapi> {
  const token = options.token ?? 'fake-smsapi-token';
  const messages: SmsapiSms[] = [];
  let failure: { status: number; body: unknown } | null = null;

  const http = await startHttpFake(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (request.method !== 'POST' || path !== '/sms.do') {
      sendJson(response, 404, { error: 404, message: 'Not found' });
      return;
    }
    if (request.headers.authorization !== `Bearer ${token}`) {
      sendJson(response, 401, { error: 101, message: 'Authorization failed' });
      return;
    }
    const fields = await readFields(request);
    if (failure) {
      sendJson(response, failure.status, failure.body);
      return;
    }
    const to = fields.to ?? '';
    const message = fields.message ?? '';
    if (!/^\d{9,15}$/.test(to)) {
      sendJson(response, 400, { error: 13, message: 'No correct phone numbers' });
      return;
    }
    if (!message) {
      sendJson(response, 400, { error: 11, message: 'Message too long or there is no message' });
      return;
    }
    messages.push({ to, message, from: fields.from, encoding: fields.encoding, fields });
    sendJson(response, 200, {
      count: 1,
      list: [
        {
          id: randomBytes(12).toString('hex').toUpperCase(),
          points: 0.16,
          number: to,
          date_sent: Math.floor(Date.now() / 1000),
          submitted_number: to,
          status: 'QUEUE',
          error: null,
          idx: null,
          parts: 1,
        },
      ],
      message,
      length: message.length,
      parts: 1,
    });
  });

  return {
    port: http.port,
    url: http.url,
    token,
    messages,
    failWith(status, body = { error: 8, message: 'Error in request' }) {
      failure = status === null ? null : { status, body };
    },
    stop: http.stop,
  };
}
