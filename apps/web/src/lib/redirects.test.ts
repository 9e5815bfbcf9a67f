import { describe, expect, it } from 'vitest';
import { destinationAfterSignIn, safeRedirect, signInPath } from './redirects.ts';

describe('safeRedirect', () => {
  it('keeps same-origin relative paths with their query and hash', () => {
    expect(safeRedirect('/app/settings')).toBe('/app/settings');
    expect(safeRedirect('/app/solver?tab=2#wynik')).toBe('/app/solver?tab=2#wynik');
    expect(safeRedirect('/')).toBe('/');
  });

  it.each([
    ['absent', null],
    ['empty', ''],
    ['absolute URL', 'https://evil.example/app'],
    ['protocol-relative', '//evil.example/app'],
    ['backslash trick', '/\\evil.example'],
    ['tab trick', '/\t/evil.example'],
    ['newline', '/app\n'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['relative without slash', 'app/settings'],
  ])('refuses %s', (_case, value) => {
    expect(safeRedirect(value)).toBeNull();
  });
});

describe('signInPath', () => {
  it('carries a valid return path and drops an unsafe one', () => {
    expect(signInPath('/app/settings?x=1')).toBe('/auth/sign-in?redirect=%2Fapp%2Fsettings%3Fx%3D1');
    expect(signInPath('//evil.example')).toBe('/auth/sign-in');
    expect(signInPath()).toBe('/auth/sign-in');
  });
});

describe('destinationAfterSignIn', () => {
  it('prefers a valid redirect, then the onboarding step, then /app', () => {
    expect(destinationAfterSignIn('COMPLETED', '/app/settings')).toBe('/app/settings');
    expect(destinationAfterSignIn('PENDING_QUESTIONS', null)).toBe('/onboarding');
    expect(destinationAfterSignIn('PENDING_VERIFICATION', 'https://evil.example')).toBe('/auth/verify');
    expect(destinationAfterSignIn('COMPLETED', null)).toBe('/app');
    expect(destinationAfterSignIn('PENDING_USAGE', null)).toBe('/app');
  });
});
