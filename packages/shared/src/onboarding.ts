import type { OnboardingStatus } from './enums.ts';

/** Where a signed-in user with a given onboarding status must go; null = no redirect. */
export const ONBOARDING_REDIRECTS: Record<OnboardingStatus, string | null> = {
  PENDING_SMS_VERIFICATION: '/auth/verify-sms',
  PENDING_PHONE: '/auth/sms',
  PENDING_QUESTIONS: '/onboarding',
  PENDING_VERIFICATION: '/auth/verify',
  PENDING_SUBSCRIPTION: '/app/chooseplan',
  PASTDUE_INVOICE: '/app/settings/billing',
  COMPLETED: null,
  PENDING_USAGE: null,
};

/** Path without query, hash and trailing slash, so "/onboarding/?x=1" equals "/onboarding". */
function normalizePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  const trimmed = bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
  return trimmed === '' ? '/' : trimmed;
}

/**
 * The redirect a route guard should perform, or null when none is needed: the status needs
 * no redirect, or the user is already on the target page (so the guard never loops).
 * Only an exact path match counts as "on the target": /auth/verify-sms is not /auth/verify.
 */
export function onboardingRedirect(
  status: OnboardingStatus | null | undefined,
  currentPath: string,
): string | null {
  if (!status) return null;
  const target = ONBOARDING_REDIRECTS[status] ?? null;
  if (target === null) return null;
  return normalizePath(currentPath) === target ? null : target;
}
