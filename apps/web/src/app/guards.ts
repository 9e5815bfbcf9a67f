import { ONBOARDING_REDIRECTS, onboardingRedirect } from '@kreda/shared/onboarding';
import { ROUTES } from '@kreda/shared/routes';
import type { QueryClient } from '@tanstack/react-query';
import { data, type LoaderFunctionArgs, redirect } from 'react-router';
import { readCookie, setCookie, VISITED_ROOT_COOKIE } from '../lib/cookies.ts';
import { REDIRECT_PARAM, safeRedirect, signInPath } from '../lib/redirects.ts';
import { type CurrentUser, clearSessionCache, getCachedUser, isSigningOut } from '../lib/session-cache.ts';
import { hasSessionCookie } from '../lib/session-cookie.ts';

// Route guards of spec point 2, as loaders of the layout routes. The decisions are pure
// functions of the URL and the user (tested row by row); the loaders only fetch the user and
// turn a decision into a redirect or a 404.

export type GuardUser = Pick<CurrentUser, 'onboardingStatus' | 'role'> | null;

/** The account rules a guest's verify pages are checked with (`@kreda/shared/accounts`). */
export interface AccountChecks {
  /** The address /auth/verify brings from sign-up is one sign-up accepts. */
  isValidEmail(email: string): boolean;
  /** The number /auth/verify-sms brings from /auth/sms is one it accepts. */
  isValidPhone(phone: string): boolean;
}

/** Path without a trailing slash ("/auth/verify/" is "/auth/verify"). */
function cleanPath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/**
 * /app/** and /workspace/**: sign in first, then finish onboarding. A page left by a sign-out in
 * progress goes to the landing page, where the sign-out is headed, not to sign-in.
 */
export function protectedAreaRedirect(url: URL, user: GuardUser, signingOut = false): string | null {
  if (!user) return signingOut ? ROUTES.home : signInPath(`${url.pathname}${url.search}`);
  return onboardingRedirect(user.onboardingStatus, url.pathname);
}

/** /admin/**: guests sign in; signed-in users who are not admins get the 404 page. */
export function adminAreaDecision(url: URL, user: GuardUser): { redirect: string } | 'not-found' | null {
  if (!user) return { redirect: signInPath(`${url.pathname}${url.search}`) };
  if (user.role !== 'ADMIN') return 'not-found';
  const step = onboardingRedirect(user.onboardingStatus, url.pathname);
  return step ? { redirect: step } : null;
}

/**
 * The auth pages and /onboarding are for guests and for the user's current onboarding step.
 * A signed-in user is sent to their pending step, or — with nothing pending — to the `redirect`
 * parameter (sign-in, sign-up) or /app. /onboarding needs a signed-in user; /auth/verify (the
 * verify-code check) one in PENDING_VERIFICATION or a guest who brings the address from sign-up;
 * /auth/verify-sms needs one in PENDING_SMS_VERIFICATION or a guest who brings
 * the phone number from /auth/sms (checked with `checks`).
 */
export function authPageRedirect(url: URL, user: GuardUser, checks: AccountChecks): string | null {
  const path = cleanPath(url.pathname);
  if (user) {
    const step = ONBOARDING_REDIRECTS[user.onboardingStatus];
    if (step === path) return null;
    // Waiting for the SMS code, the user may go back and correct the number.
    if (user.onboardingStatus === 'PENDING_SMS_VERIFICATION' && path === ROUTES.sms) return null;
    if (step) return step;
    if (path === ROUTES.signIn || path === ROUTES.signUp) {
      return safeRedirect(url.searchParams.get(REDIRECT_PARAM)) ?? ROUTES.app;
    }
    return ROUTES.app;
  }
  if (path === ROUTES.verify && !checks.isValidEmail(url.searchParams.get('email') ?? ''))
    return ROUTES.signUp;
  if (path === ROUTES.onboarding) return ROUTES.signIn;
  if (path === ROUTES.verifySms && !checks.isValidPhone(url.searchParams.get('phone') ?? ''))
    return ROUTES.sms;
  return null;
}

/** "/": a signed-in user's first visit in this browser session goes to /app, once. */
export function landingRedirect(user: GuardUser, firstVisitInSession: boolean): string | null {
  return user && firstVisitInSession ? ROUTES.app : null;
}

/**
 * The user for a guard: from the cache, or loaded once (spec point 4). The loading code is a lazy
 * chunk, fetched only when a session cookie says there is a session to load. A session cookie that
 * disappeared (signed out in another tab) signs this tab out too.
 */
export async function loadSessionUser(queryClient: QueryClient): Promise<CurrentUser | null> {
  const cached = getCachedUser(queryClient);
  if (!hasSessionCookie()) {
    if (cached !== null) clearSessionCache(queryClient);
    return null;
  }
  if (cached) return cached;
  const { loadCurrentUser } = await import('../lib/current-user.ts');
  return loadCurrentUser(queryClient);
}

/**
 * The account rules are a chunk of their own (with the form messages and date formatting they
 * bring): every page's first load runs the guards, few of them need these rules.
 */
async function loadAccountChecks(): Promise<AccountChecks> {
  const { emailProblem, normalizeEmail, normalizePhone } = await import('@kreda/shared/accounts');
  return {
    isValidEmail: (email) => !emailProblem(normalizeEmail(email)),
    isValidPhone: (phone) => normalizePhone(phone) !== null,
  };
}

const NO_CHECKS: AccountChecks = { isValidEmail: () => true, isValidPhone: () => true };

/** Guards re-run on every navigation inside their layout: the user is cached, so they are cheap. */
export const alwaysRevalidate = () => true;

export function createGuards(queryClient: QueryClient) {
  const user = () => loadSessionUser(queryClient);
  const go = (target: string | null) => {
    if (target) throw redirect(target);
    return null;
  };
  // The workspace of a /workspace/:slug page in the cache, read once (the frame shows it, or that
  // it is missing from the query's error: so this never rejects).
  const readWorkspace = async ({ params }: LoaderFunctionArgs): Promise<void> => {
    if (!params.slug) return;
    const { workspaceQueryOptions } = await import('../features/workspaces/api/get-workspace.ts');
    await queryClient.ensureQueryData(workspaceQueryOptions(params.slug)).catch(() => undefined);
  };

  return {
    /** Root: the session on app start. */
    session: async () => {
      await user();
      return null;
    },
    landing: async () => {
      const firstVisit = readCookie(VISITED_ROOT_COOKIE) !== '1';
      setCookie(VISITED_ROOT_COOKIE, '1');
      return go(landingRedirect(await user(), firstVisit));
    },
    protectedArea: async ({ request }: LoaderFunctionArgs) =>
      go(protectedAreaRedirect(new URL(request.url), await user(), isSigningOut())),
    /**
     * /workspace/:slug/**: the protected area, then the workspace itself, so that a missing or
     * foreign one shows its 404 before any section renders its tools. A known workspace is not
     * asked for again; a failure is left for the layout to show.
     */
    workspace: async (args: LoaderFunctionArgs) => {
      // Asked beside the session's user, not after it: on a phone each round trip before the
      // page's own reads is one more wait before its first paint (never rejects: see above).
      const read = hasSessionCookie() ? readWorkspace(args) : null;
      go(protectedAreaRedirect(new URL(args.request.url), await user(), isSigningOut()));
      await (read ?? readWorkspace(args));
      return null;
    },
    admin: async ({ request }: LoaderFunctionArgs) => {
      const decision = adminAreaDecision(new URL(request.url), await user());
      if (decision === 'not-found') throw data(null, { status: 404 });
      return go(decision?.redirect ?? null);
    },
    auth: async ({ request }: LoaderFunctionArgs) => {
      const url = new URL(request.url);
      const current = await user();
      // Only a guest on the verify pages needs the account rules, so only then are they loaded.
      const path = cleanPath(url.pathname);
      const needsChecks = !current && (path === ROUTES.verify || path === ROUTES.verifySms);
      return go(authPageRedirect(url, current, needsChecks ? await loadAccountChecks() : NO_CHECKS));
    },
  };
}
