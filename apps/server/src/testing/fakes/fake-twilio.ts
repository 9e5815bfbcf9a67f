import { randomBytes } from 'node:crypto';
import { readFields, sendJson, startHttpFake } from './http-fake.ts';

/** One message as the fake Twilio received it on the Messages API. */
export interface TwilioSms {
  sid: string;
  accountSid: string;
  to: string;
  from: string;
  body: string;
}

export interface FakeTwilio {
  port: number;
  /** Base URL, ready for TWILIO_API_URL. */
  url: string;
  accountSid: string;
  authToken: string;
  messages: TwilioSms[];
  /** Answers every following request with this HTTP status and a Twilio error body; `null` accepts again. */
  failWith(status: number | null): void;
  stop(): Promise<void>;
}

const MESSAGES_PATH = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/;

function twilioError(code: number, message: string, status: number) {
  return { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status };
}

/**
 * A local stand-in for Twilio's `POST /2010-04-01/Accounts/{sid}/Messages.json`: basic auth with
 * the account SID and auth token, form fields To, From and Body, a message resource in answer.
 */
export async function startFakeTwilio(
  options: { accountSid?: string; authToken?: string } = {},
): Promise<FakeTwilio> {
  const accountSid = options.accountSid ?? `AC${'0'.repeat(32)}`;
  const authToken = options.authToken ?? 'fake-twilio-auth-token';
  const messages: TwilioSms[] = [];
  let failure: number | null = null;

  const http = await startHttpFake(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const match = MESSAGES_PATH.exec(path);
    if (request.method !== 'POST' || !match) {
      sendJson(response, 404, twilioError(20404, 'The requested resource was not found', 404));
      return;
    }
    const expected = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
    if (request.headers.authorization !== expected || match[1] !== accountSid) {
      sendJson(response, 401, twilioError(20003, 'Authenticate', 401));
      return;
    }
    const fields = await readFields(request);
    if (failure !== null) {
      sendJson(response, failure, twilioError(20500, 'Internal Server Error', failure));
      return;
    }
    const { To: to, From: from, Body: body } = fields;
    if (!to) {
      sendJson(response, 400, twilioError(21604, "A 'To' phone number is required.", 400));
      return;
    }
    if (!from) {
      sendJson(response, 400, twilioError(21603, "A 'From' phone number is required.", 400));
      return;
    }
    if (!body) {
      sendJson(response, 400, twilioError(21602, 'Message body is required.', 400));
      return;
    }
    const sid = `SM${randomBytes(16).toString('hex')}`;
    messages.push({ sid, accountSid, to, from, body });
    const now = new Date().toUTCString().replace('GMT', '+0000');
    sendJson(response, 201, {
      sid,
      account_sid: accountSid,
      api_version: '2010-04-01',
      body,
      date_created: now,
      date_updated: now,
      date_sent: null,
      direction: 'outbound-api',
      error_code: null,
      error_message: null,
      from,
      messaging_service_sid: null,
      num_media: '0',
      num_segments: '1',
      price: null,
      price_unit: 'USD',
      status: 'queued',
      subresource_uris: { media: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}/Media.json` },
      to,
      uri: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}.json`,
    });
  });

  return {
    port: http.port,
    url: http.url,
    accountSid,
    authToken,
    messages,
    failWith(status) {
      failure = status;
    },
    stop: http.stop,
  };
}
