import { readFields, sendJson, startHttpFake } from './http-fake.ts';

/** One verification request as the fake siteverify endpoint received it. */
export interface TurnstileRequest {
  secret: string | undefined;
  response: string | undefined;
  remoteip: string | undefined;
}

export interface FakeTurnstile {
  port: number;
  /** The full siteverify URL, ready for TURNSTILE_VERIFY_URL. */
  url: string;
  /** The secret it accepts, ready for TURNSTILE_SECRET. */
  secret: string;
  /** The one token it accepts (the widget's dummy token by default). */
  validToken: string;
  requests: TurnstileRequest[];
  /** Answers every following request with this HTTP status; `null` answers normally again. */
  failWith(status: number | null): void;
  /** Holds every following answer back this long (to test timeouts); 0 answers at once. */
  delay(ms: number): void;
  stop(): Promise<void>;
}

/**
 * A local stand-in for Cloudflare's `POST /turnstile/v0/siteverify`: accepts `validToken` with
 * `secret`, otherwise `{ success: false, "error-codes": [...] }` as Cloudflare answers.
 */
export async function startFakeTurnstile(
  options: { secret?: string; validToken?: string } = {},
): Promise<FakeTurnstile> {
  const secret = options.secret ?? 'fake-turnstile-secret';
  // Cloudflare's testing site keys make the widget produce this token.
  const validToken = options.validToken ?? 'XXXX.DUMMY.TOKEN.XXXX';
  const requests: TurnstileRequest[] = [];
  let failure: number | null = null;
  let delayMs = 0;

  const http = await startHttpFake(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (request.method !== 'POST' || path !== '/turnstile/v0/siteverify') {
      sendJson(response, 404, { success: false, 'error-codes': ['not-found'] });
      return;
    }
    const fields = await readFields(request);
    requests.push({ secret: fields.secret, response: fields.response, remoteip: fields.remoteip });
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (failure !== null) {
      sendJson(response, failure, { success: false, 'error-codes': ['internal-error'] });
      return;
    }
    const errors: string[] = [];
    if (!fields.secret) errors.push('missing-input-secret');
    else if (fields.secret !== secret) errors.push('invalid-input-secret');
    if (!fields.response) errors.push('missing-input-response');
    else if (fields.response !== validToken) errors.push('invalid-input-response');
    if (errors.length > 0) {
      sendJson(response, 200, { success: false, 'error-codes': errors, messages: [] });
      return;
    }
    sendJson(response, 200, {
      success: true,
      challenge_ts: new Date().toISOString(),
      hostname: 'localhost',
      'error-codes': [],
      action: '',
      cdata: '',
      metadata: { interactive: false },
    });
  });

  return {
    port: http.port,
    url: `${http.url}/turnstile/v0/siteverify`,
    secret,
    validToken,
    requests,
    failWith(status) {
      failure = status;
    },
    delay(ms) {
      delayMs = ms;
    },
    stop: http.stop,
  };
}
