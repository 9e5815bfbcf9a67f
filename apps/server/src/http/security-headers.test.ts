import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './security-headers.ts';

describe('content security policy', () => {
  it('allows only our own scripts and frames by default', () => {
    const policy = contentSecurityPolicy({ turnstile: false });
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("frame-src 'self';");
    expect(policy).not.toContain('cloudflare');
  });

  it('allows Cloudflare Turnstile when it is configured', () => {
    const policy = contentSecurityPolicy({ turnstile: true });
    expect(policy).toContain("script-src 'self' https://challenges.cloudflare.com;");
    expect(policy).toContain("frame-src 'self' https://challenges.cloudflare.com;");
  });
});
