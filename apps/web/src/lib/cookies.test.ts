import { describe, expect, it } from 'vitest';
import { ensureLocaleCookie, readCookie, serializeCookie, setCookie } from './cookies.ts';

describe('cookies', () => {
  it('sets locale=pl-PL for a year, lax, on path / when it is missing', () => {
    expect(readCookie('locale')).toBeNull();
    ensureLocaleCookie();
    expect(readCookie('locale')).toBe('pl-PL');
    expect(serializeCookie('locale', 'pl-PL', { maxAge: 365 * 24 * 60 * 60 })).toBe(
      'locale=pl-PL; Max-Age=31536000; Path=/; SameSite=Lax',
    );
  });

  it('keeps a locale the user already has', () => {
    setCookie('locale', 'en-GB');
    ensureLocaleCookie();
    expect(readCookie('locale')).toBe('en-GB');
  });

  it('reads one cookie among many, decoding its value', () => {
    setCookie('visited_root_session', '1');
    setCookie('note', 'zażółć gęślą');
    expect(readCookie('visited_root_session')).toBe('1');
    expect(readCookie('note')).toBe('zażółć gęślą');
    expect(readCookie('visited')).toBeNull();
  });
});
