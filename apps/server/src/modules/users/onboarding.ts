import type { OnboardingStatus } from '@kreda/shared/enums';
import type { Config } from '../../config/config.ts';

/**
 * The onboarding path: PENDING_VERIFICATION (e-mail code) → PENDING_PHONE → PENDING_SMS_VERIFICATION
 * (only when ONBOARDING_REQUIRE_PHONE) → PENDING_QUESTIONS → PENDING_SUBSCRIPTION (only when billing
 * is on; billing arrives with its own issue) → COMPLETED.
 */
export interface OnboardingSettings {
  requirePhone: boolean;
  billingEnabled: boolean;
}

/** Billing (plans, Stripe) is a later issue; until then no one waits at PENDING_SUBSCRIPTION. */
export function onboardingSettings(config: Pick<Config, 'onboardingRequirePhone'>): OnboardingSettings {
  return { requirePhone: config.onboardingRequirePhone, billingEnabled: false };
}

/** Where a user goes once the e-mail address is confirmed. */
export function afterEmailVerified(settings: OnboardingSettings, hasPhone: boolean): OnboardingStatus {
  return settings.requirePhone && !hasPhone ? 'PENDING_PHONE' : 'PENDING_QUESTIONS';
}

/** Where a user goes once the phone number is confirmed (onboarding step or SMS sign-up). */
export function afterPhoneVerified(): OnboardingStatus {
  return 'PENDING_QUESTIONS';
}

/** Where a user goes after answering the questions. */
export function afterQuestions(settings: OnboardingSettings): OnboardingStatus {
  return settings.billingEnabled ? 'PENDING_SUBSCRIPTION' : 'COMPLETED';
}
