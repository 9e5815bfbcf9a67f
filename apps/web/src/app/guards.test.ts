import { emailProblem, normalizeEmail, normalizePhone } from '@kreda/shared/accounts';
import type { OnboardingStatus, Role } from '@kreda/shared/enums';
import { describe, expect, it } from 'vitest';
import { adminAreaDecision, authPageRedirect, landingRedirect, protectedAreaRedirect } from './guards.ts';

const url = (path: string) => new URL(path, 'https://kreda.test');
const user = (onboardingStatus: OnboardingStatus, role: Role = 'USER_FREE') => ({ onboardingStatus, role });
const checks = {
  isValidEmail: (email: string) => !emailProblem(normalizeEmail(email)),
  isValidPhone: (phone: string) => normalizePhone(phone) !== null,
};
const auth = (path: string, who: ReturnType<typeof user> | null) => authPageRedirect(url(path), who, checks);

describe('protected areas (/app, /workspace)', () => {
  it('sends a guest to sign-in with the page (and its query) to come back to', () => {
    expect(protectedAreaRedirect(url('/app/settings'), null)).toBe(
      '/auth/sign-in?redirect=%2Fapp%2Fsettings',
    );
    expect(protectedAreaRedirect(url('/workspace/ws-1/quiz?q=2'), null)).toBe(
      '/auth/sign-in?redirect=%2Fworkspace%2Fws-1%2Fquiz%3Fq%3D2',
    );
  });

  it('sends a page left by a sign-out in progress to the landing page, where the sign-out goes', () => {
    expect(protectedAreaRedirect(url('/workspace/ws-1/quiz'), null, true)).toBe('/');
  });

  // Every row of the onboarding table of spec point 2.
  it.each([
    ['PENDING_SMS_VERIFICATION', '/auth/verify-sms'],
    ['PENDING_PHONE', '/auth/sms'],
    ['PENDING_QUESTIONS', '/onboarding'],
    ['PENDING_VERIFICATION', '/auth/verify'],
    ['PENDING_SUBSCRIPTION', '/app/chooseplan'],
    ['PASTDUE_INVOICE', '/app/settings/billing'],
    ['COMPLETED', null],
    ['PENDING_USAGE', null],
  ] as const)('%s on /app goes to %s', (status, target) => {
    expect(protectedAreaRedirect(url('/app'), user(status))).toBe(target);
    expect(protectedAreaRedirect(url('/workspace/ws-1'), user(status))).toBe(target);
  });

  it('does not loop when the onboarding target is itself under /app', () => {
    expect(protectedAreaRedirect(url('/app/chooseplan'), user('PENDING_SUBSCRIPTION'))).toBeNull();
    expect(protectedAreaRedirect(url('/app/settings/billing'), user('PASTDUE_INVOICE'))).toBeNull();
  });
});

describe('admin area', () => {
  it('signs in guests, shows non-admins the 404 page and lets admins in', () => {
    expect(adminAreaDecision(url('/admin/users'), null)).toEqual({
      redirect: '/auth/sign-in?redirect=%2Fadmin%2Fusers',
    });
    expect(adminAreaDecision(url('/admin'), user('COMPLETED', 'USER_PAID'))).toBe('not-found');
    expect(adminAreaDecision(url('/admin'), user('COMPLETED', 'ADMIN'))).toBeNull();
    expect(adminAreaDecision(url('/admin'), user('PENDING_VERIFICATION', 'ADMIN'))).toEqual({
      redirect: '/auth/verify',
    });
  });
});

describe('auth pages', () => {
  it('let guests sign in, sign up, use SMS and reset the password', () => {
    for (const path of [
      '/auth/sign-in',
      '/auth/sign-up',
      '/auth/sms',
      '/auth/reset',
      '/auth/reset-password',
    ]) {
      expect(auth(path, null)).toBeNull();
    }
  });

  it('send a signed-in user without pending onboarding to /app, or to a safe redirect', () => {
    expect(auth('/auth/sign-in', user('COMPLETED'))).toBe('/app');
    expect(auth('/auth/sign-up', user('PENDING_USAGE'))).toBe('/app');
    expect(auth('/auth/sign-in?redirect=%2Fapp%2Fsettings', user('COMPLETED'))).toBe('/app/settings');
    expect(auth('/auth/sign-in?redirect=https%3A%2F%2Fevil.example', user('COMPLETED'))).toBe('/app');
    expect(auth('/auth/reset', user('COMPLETED'))).toBe('/app');
    expect(auth('/onboarding', user('COMPLETED'))).toBe('/app');
  });

  it('send a user with a pending step to it, from any other auth page', () => {
    expect(auth('/auth/sign-in', user('PENDING_VERIFICATION'))).toBe('/auth/verify');
    expect(auth('/auth/sign-up', user('PENDING_QUESTIONS'))).toBe('/onboarding');
    expect(auth('/onboarding', user('PENDING_PHONE'))).toBe('/auth/sms');
    expect(auth('/auth/verify', user('PENDING_SMS_VERIFICATION'))).toBe('/auth/verify-sms');
    expect(auth('/auth/sign-in', user('PENDING_SUBSCRIPTION'))).toBe('/app/chooseplan');
  });

  it('show each user their own step', () => {
    expect(auth('/auth/verify', user('PENDING_VERIFICATION'))).toBeNull();
    expect(auth('/auth/verify/', user('PENDING_VERIFICATION'))).toBeNull();
    expect(auth('/onboarding', user('PENDING_QUESTIONS'))).toBeNull();
    expect(auth('/auth/sms', user('PENDING_PHONE'))).toBeNull();
    expect(auth('/auth/verify-sms', user('PENDING_SMS_VERIFICATION'))).toBeNull();
    // Waiting for the SMS, the number can still be corrected.
    expect(auth('/auth/sms', user('PENDING_SMS_VERIFICATION'))).toBeNull();
  });

  it('run the verify-code check: /auth/verify for PENDING_VERIFICATION or a guest with the address', () => {
    expect(auth('/auth/verify', null)).toBe('/auth/sign-up');
    expect(auth('/auth/verify?email=nie-adres', null)).toBe('/auth/sign-up');
    expect(auth('/auth/verify?email=ala%40kreda.test', null)).toBeNull();
    expect(auth('/auth/verify?email=ala%40kreda.test', user('COMPLETED'))).toBe('/app');
    expect(auth('/auth/verify', user('COMPLETED'))).toBe('/app');
    expect(auth('/auth/verify', user('PENDING_QUESTIONS'))).toBe('/onboarding');
  });

  it('let a guest onto /auth/verify-sms only with a phone number from /auth/sms', () => {
    expect(auth('/auth/verify-sms?phone=%2B48601234567', null)).toBeNull();
    expect(auth('/auth/verify-sms', null)).toBe('/auth/sms');
    expect(auth('/auth/verify-sms?phone=123', null)).toBe('/auth/sms');
    expect(auth('/auth/verify-sms?phone=%2B48601234567', user('COMPLETED'))).toBe('/app');
  });

  it('keep guests away from /onboarding', () => {
    expect(auth('/onboarding', null)).toBe('/auth/sign-in');
  });
});

describe('landing page', () => {
  it('sends a signed-in user to /app on the first visit of the session only', () => {
    expect(landingRedirect(user('COMPLETED'), true)).toBe('/app');
    expect(landingRedirect(user('COMPLETED'), false)).toBeNull();
    expect(landingRedirect(null, true)).toBeNull();
  });
});
