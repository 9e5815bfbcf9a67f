import type { Config } from '../config/config.ts';
import type { Logger } from './logger.ts';

/** Cloudflare Turnstile's server-side check of the token the widget gave the browser. */
export interface TurnstileVerifier {
  /** False when no secret is configured; `verify` then lets everything through. */
  enabled: boolean;
  verify(token: string | undefined | null, remoteIp?: string): Promise<boolean>;
}

/** Cloudflare documents tokens of at most 2048 characters; anything longer is not worth a request. */
const MAX_TOKEN_LENGTH = 2048;
const DEFAULT_TIMEOUT_MS = 5_000;

export function createTurnstileVerifier(
  config: Config['turnstile'],
  options: { fetch?: typeof fetch; logger?: Logger; timeoutMs?: number } = {},
): TurnstileVerifier {
  const { secret, verifyUrl } = config;
  if (!secret) return { enabled: false, verify: async () => true };

  const fetchFn = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const logger = options.logger;

  return {
    enabled: true,
    async verify(token, remoteIp) {
      if (!token || token.length > MAX_TOKEN_LENGTH) return false;
      const form = new URLSearchParams({ secret, response: token });
      if (remoteIp) form.set('remoteip', remoteIp);
      try {
        const response = await fetchFn(verifyUrl, {
          method: 'POST',
          body: form,
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) {
          logger?.warn({ status: response.status }, 'turnstile verification endpoint answered with an error');
          return false;
        }
        const result = (await response.json()) as { success?: unknown; 'error-codes'?: unknown };
        if (result.success === true) return true;
        const codes = Array.isArray(result['error-codes']) ? (result['error-codes'] as unknown[]) : [];
        // A wrong or missing secret is our misconfiguration, not a bot: make it loud.
        const misconfigured = codes.some(
          (code) => code === 'invalid-input-secret' || code === 'missing-input-secret',
        );
        if (misconfigured) logger?.error({ errorCodes: codes }, 'turnstile rejected the configured secret');
        else logger?.info({ errorCodes: codes }, 'turnstile token rejected');
        return false;
      } catch (error) {
        // Fail closed: without an answer we cannot tell a person from a bot.
        const e = error as { name?: string; message?: string };
        logger?.warn({ error: e.name, detail: e.message }, 'turnstile verification failed');
        return false;
      }
    },
  };
}
