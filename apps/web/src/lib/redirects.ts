import type { OnboardingStatus } from '@kreda/shared/enums';
import { ONBOARDING_REDIRECTS } from '@kreda/shared/onboarding';
import { ROUTES } from '@kreda/shared/routes';

/** Query parameter that carries the page to return to after signing in. */
export const REDIRECT_PARAM = 'redirect';

const PROBE_ORIGIN = 'https://kreda.invalid';

/**
 * The `redirect` value when it is a same-origin relative path ("/app/settings?x=1"), else null.
 * "//evil.example", "/\\evil.example", "https://…" and paths hiding such tricks behind control
 * characters are refused.
 */
export function safeRedirect(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || !value.startsWith('/')) return null;
  if (value.startsWith('//') || value.startsWith('/\\')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting them is the point.
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  try {
    const url = new URL(value, PROBE_ORIGIN);
    if (url.origin !== PROBE_ORIGIN) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** "/auth/sign-in?redirect=<path>" (the bare sign-in path without a place to return to). */
export function signInPath(returnTo?: string | null): string {
  const target = safeRedirect(returnTo);
  if (!target) return ROUTES.signIn;
  return `${ROUTES.signIn}?${new URLSearchParams({ [REDIRECT_PARAM]: target })}`;
}

/** Where to go after signing in: the `redirect` param if valid, else the onboarding step, else /app. */
export function destinationAfterSignIn(
  status: OnboardingStatus,
  redirectParam: string | null | undefined,
): string {
  return safeRedirect(redirectParam) ?? ONBOARDING_REDIRECTS[status] ?? ROUTES.app;
}

/** Where a user goes next by onboarding status alone (after a step of onboarding). */
export function nextStepFor(status: OnboardingStatus): string {
  return ONBOARDING_REDIRECTS[status] ?? ROUTES.app;
}
