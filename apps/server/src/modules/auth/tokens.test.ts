import { describe, expect, it } from 'vitest';
import { codeMatches, hashCode, newCode, signAccessToken, verifyAccessToken } from './tokens.ts';

const secret = 'x'.repeat(40);
const sessionId = '3f2b8c1e-4d5a-4b6c-9d7e-1f2a3b4c5d6e';

describe('access tokens', () => {
  it('round-trips until it expires', () => {
    const token = signAccessToken(secret, sessionId, new Date(Date.now() + 60_000));
    expect(verifyAccessToken(secret, token)).toBe(sessionId);
    expect(verifyAccessToken(secret, token, Date.now() + 120_000)).toBeNull();
  });

  it('refuses a token signed with another secret or altered', () => {
    const token = signAccessToken(secret, sessionId, new Date(Date.now() + 60_000));
    expect(verifyAccessToken('y'.repeat(40), token)).toBeNull();
    const [prefix, , expires, signature] = token.split('.');
    const other = '00000000-0000-4000-8000-000000000000';
    expect(verifyAccessToken(secret, `${prefix}.${other}.${expires}.${signature}`)).toBeNull();
    expect(
      verifyAccessToken(secret, `${prefix}.${sessionId}.${Number(expires) + 1}.${signature}`),
    ).toBeNull();
    expect(verifyAccessToken(secret, 'garbage')).toBeNull();
    expect(verifyAccessToken(secret, undefined)).toBeNull();
  });
});

describe('codes', () => {
  it('are six digits and spread over the whole range', () => {
    const codes = Array.from({ length: 200 }, newCode);
    expect(codes.every((c) => /^\d{6}$/.test(c))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(190);
  });

  it('match only for the same purpose, recipient and secret', () => {
    const stored = hashCode(secret, 'EMAIL_VERIFICATION', 'ola@example.pl', '012345');
    expect(codeMatches(secret, 'EMAIL_VERIFICATION', 'ola@example.pl', '012345', stored)).toBe(true);
    expect(codeMatches(secret, 'PASSWORD_RESET', 'ola@example.pl', '012345', stored)).toBe(false);
    expect(codeMatches(secret, 'EMAIL_VERIFICATION', 'ala@example.pl', '012345', stored)).toBe(false);
    expect(codeMatches(secret, 'EMAIL_VERIFICATION', 'ola@example.pl', '012346', stored)).toBe(false);
  });
});
