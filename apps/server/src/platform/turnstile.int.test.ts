import { afterEach, describe, expect, it } from 'vitest';
import { captureLogger } from '../testing/fakes/capture-logger.ts';
import { type FakeTurnstile, startFakeTurnstile } from '../testing/fakes/fake-turnstile.ts';
import { createTurnstileVerifier } from './turnstile.ts';

let fake: FakeTurnstile | undefined;
afterEach(async () => {
  await fake?.stop();
  fake = undefined;
});

async function enabledVerifier(options: { timeoutMs?: number; secret?: string } = {}) {
  fake = await startFakeTurnstile();
  const capture = captureLogger();
  const verifier = createTurnstileVerifier(
    { secret: options.secret ?? fake.secret, siteKey: '1x00000000000000000000AA', verifyUrl: fake.url },
    { logger: capture.logger, ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}) },
  );
  return { fake, verifier, lines: capture.lines };
}

describe('Turnstile verification', () => {
  it('is off without a secret and then lets every request through', async () => {
    const verifier = createTurnstileVerifier({
      secret: undefined,
      siteKey: undefined,
      verifyUrl: 'http://127.0.0.1:9/never-called',
    });
    expect(verifier.enabled).toBe(false);
    expect(await verifier.verify(undefined)).toBe(true);
    expect(await verifier.verify('anything')).toBe(true);
  });

  it('accepts a token Cloudflare confirms, sending secret, token and the client IP', async () => {
    const { fake, verifier } = await enabledVerifier();
    expect(verifier.enabled).toBe(true);
    expect(await verifier.verify(fake.validToken, '203.0.113.7')).toBe(true);
    expect(fake.requests).toEqual([
      { secret: fake.secret, response: fake.validToken, remoteip: '203.0.113.7' },
    ]);
  });

  it('leaves the client IP out when it is not known', async () => {
    const { fake, verifier } = await enabledVerifier();
    expect(await verifier.verify(fake.validToken)).toBe(true);
    expect(fake.requests[0]?.remoteip).toBeUndefined();
  });

  it('refuses a token Cloudflare rejects', async () => {
    const { verifier } = await enabledVerifier();
    expect(await verifier.verify('not-a-real-token', '203.0.113.7')).toBe(false);
  });

  it('refuses a missing, empty or oversized token without asking Cloudflare', async () => {
    const { fake, verifier } = await enabledVerifier();
    expect(await verifier.verify(undefined)).toBe(false);
    expect(await verifier.verify(null)).toBe(false);
    expect(await verifier.verify('')).toBe(false);
    expect(await verifier.verify('x'.repeat(2049))).toBe(false);
    expect(fake.requests).toEqual([]);
  });

  it('refuses everything and logs an error when the secret is wrong', async () => {
    const { fake, verifier, lines } = await enabledVerifier({ secret: 'someone-elses-secret' });
    expect(await verifier.verify(fake.validToken)).toBe(false);
    const logged = lines().map((line) => JSON.parse(line));
    expect(logged).toContainEqual(
      expect.objectContaining({ level: 50, errorCodes: ['invalid-input-secret'] }),
    );
    expect(lines().join('\n')).not.toContain('someone-elses-secret');
  });

  it('fails closed with a warning when Cloudflare answers with a server error', async () => {
    const { fake, verifier, lines } = await enabledVerifier();
    fake.failWith(500);
    expect(await verifier.verify(fake.validToken)).toBe(false);
    expect(lines().map((line) => JSON.parse(line))).toContainEqual(
      expect.objectContaining({ level: 40, status: 500 }),
    );
  });

  it('fails closed when Cloudflare does not answer in time', async () => {
    const { fake, verifier } = await enabledVerifier({ timeoutMs: 100 });
    fake.delay(2_000);
    const started = Date.now();
    expect(await verifier.verify(fake.validToken)).toBe(false);
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('fails closed when Cloudflare cannot be reached', async () => {
    const { fake, verifier, lines } = await enabledVerifier();
    await fake.stop();
    expect(await verifier.verify(fake.validToken)).toBe(false);
    expect(lines().map((line) => JSON.parse(line))).toContainEqual(
      expect.objectContaining({ level: 40, msg: 'turnstile verification failed' }),
    );
  });
});
