import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, THEME_SCRIPT_HASH } from './security-headers.ts';

/** The inline scripts of the web app's page, as the browser hashes them. */
function inlineScriptHashes(): string[] {
  const html = readFileSync(new URL('../../../web/index.html', import.meta.url), 'utf8');
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  );
}

describe('content security policy', () => {
  it('allows only our own scripts, and frames of our own and of YouTube\u2019s privacy-enhanced player', () => {
    const policy = contentSecurityPolicy({ turnstile: false });
    expect(policy).toContain(`script-src 'self' ${THEME_SCRIPT_HASH};`);
    expect(policy).toContain("frame-src 'self' https://www.youtube-nocookie.com;");
    expect(policy).not.toContain('https://www.youtube.com');
    expect(policy).not.toContain('cloudflare');
  });

  it('allows Cloudflare Turnstile when it is configured', () => {
    const policy = contentSecurityPolicy({ turnstile: true });
    expect(policy).toContain(`script-src 'self' ${THEME_SCRIPT_HASH} https://challenges.cloudflare.com;`);
    expect(policy).toContain(
      "frame-src 'self' https://www.youtube-nocookie.com https://challenges.cloudflare.com;",
    );
  });

  it('lets the web app send error reports only to the configured DSN’s origin', () => {
    expect(contentSecurityPolicy({ turnstile: false })).toContain("connect-src 'self' ws: wss:;");
    const policy = contentSecurityPolicy({
      turnstile: false,
      errorReportingDsn: 'https://0123456789abcdef@o42.ingest.de.sentry.io/4507',
    });
    expect(policy).toContain("connect-src 'self' ws: wss: https://o42.ingest.de.sentry.io;");
    // The key and the project are no part of an origin.
    expect(policy).not.toContain('0123456789abcdef');
    expect(policy).not.toContain('4507');
  });

  it("allows the web app's inline theme script by its hash, and no other inline script", () => {
    // A changed script needs its new hash here: the browser would refuse it and the page would
    // flash the light scheme before the app applies the chosen one.
    expect(inlineScriptHashes()).toEqual([THEME_SCRIPT_HASH]);
  });
});
