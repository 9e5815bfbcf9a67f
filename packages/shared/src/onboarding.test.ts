import { describe, expect, it } from 'vitest';
import { ONBOARDING_STATUSES } from './enums.ts';
import { ONBOARDING_REDIRECTS, onboardingRedirect } from './onboarding.ts';

describe('onboarding redirects', () => {
  it('maps every status to the destination of the spec', () => {
    expect(ONBOARDING_REDIRECTS).toEqual({
      PENDING_SMS_VERIFICATION: '/auth/verify-sms',
      PENDING_PHONE: '/auth/sms',
      PENDING_QUESTIONS: '/onboarding',
      PENDING_VERIFICATION: '/auth/verify',
      PENDING_SUBSCRIPTION: '/app/chooseplan',
      PASTDUE_INVOICE: '/app/settings/billing',
      COMPLETED: null,
      PENDING_USAGE: null,
    });
    expect(Object.keys(ONBOARDING_REDIRECTS).sort()).toEqual([...ONBOARDING_STATUSES].sort());
  });

  it('redirects a pending user from elsewhere to the target', () => {
    expect(onboardingRedirect('PENDING_QUESTIONS', '/app')).toBe('/onboarding');
    expect(onboardingRedirect('PASTDUE_INVOICE', '/workspace/abc/quiz')).toBe('/app/settings/billing');
  });

  it('returns null on the target itself, so the guard does not loop', () => {
    for (const status of ONBOARDING_STATUSES) {
      const target = ONBOARDING_REDIRECTS[status];
      if (target) {
        expect(onboardingRedirect(status, target)).toBeNull();
        expect(onboardingRedirect(status, `${target}/?from=app#top`)).toBeNull();
      }
    }
  });

  it('treats a similar path as a different page', () => {
    expect(onboardingRedirect('PENDING_VERIFICATION', '/auth/verify-sms')).toBe('/auth/verify');
    expect(onboardingRedirect('PENDING_SMS_VERIFICATION', '/auth/verify')).toBe('/auth/verify-sms');
  });

  it('never redirects completed users, users pending usage, or no status', () => {
    expect(onboardingRedirect('COMPLETED', '/app')).toBeNull();
    expect(onboardingRedirect('PENDING_USAGE', '/app')).toBeNull();
    expect(onboardingRedirect(null, '/app')).toBeNull();
    expect(onboardingRedirect(undefined, '/app')).toBeNull();
  });
});
