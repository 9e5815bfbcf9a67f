import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { waitForCode } from './outbox.ts';

// Accounts for the journeys. Every test makes its own (both projects share one server), and the
// suite stays under the server's per-IP limits: 20 sign-ups and 10 SMS an hour from 127.0.0.1.

export const PASSWORD = 'zielona kreda na tablicy';

const random = () => Math.random().toString(36).slice(2, 10);

/** A fresh address per call. */
export function uniqueEmail(prefix = 'uczen'): string {
  return `${prefix}.${Date.now().toString(36)}.${random()}@example.pl`;
}

/** A fresh Polish mobile number, as a person types it ("6xx xxx xxx") and in E.164. */
export function uniquePhone(): { typed: string; e164: string } {
  const digits = `6${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  return { typed: `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`, e164: `+48${digits}` };
}

interface GraphQLAnswer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

/** One operation against the API, with the CSRF header the server requires. */
export async function gql(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<GraphQLAnswer> {
  const response = await request.post('/api/graphql', {
    headers: { 'content-type': 'application/json', 'x-kreda-csrf': '1' },
    data: { query, variables },
  });
  return (await response.json()) as GraphQLAnswer;
}

const SIGN_UP = 'mutation ($i: SignUpInput!) { signUp(signUpInput: $i) { id onboardingStatus } }';
const VERIFY = 'mutation ($i: VerifyCodeInput!) { verifyCode(verifyCodeInput: $i) { onboardingStatus } }';
const ANSWER =
  'mutation ($i: AnswerOnboardingQuestionInput!) { answerOnboardingQuestion(answerOnboardingQuestionInput: $i) { onboardingStatus } }';
export const LOGIN = 'mutation ($i: LoginInput!) { login(loginInput: $i) { id onboardingStatus } }';

/**
 * Signs up through the API on `request` (whose cookies then hold the session) and, unless told to
 * stop earlier (signed in by password, address unconfirmed), confirms the e-mail with the code
 * (which signs in) and answers onboarding, leaving a COMPLETED account.
 * Pass `page.request` to sign the browser in; the `request` fixture keeps the browser a guest.
 */
export async function createAccount(
  request: APIRequestContext,
  { until = 'COMPLETED' }: { until?: 'PENDING_VERIFICATION' | 'PENDING_QUESTIONS' | 'COMPLETED' } = {},
): Promise<{ email: string; password: string }> {
  const email = uniqueEmail();
  const since = Date.now();
  const signUp = await gql(request, SIGN_UP, { i: { email, password: PASSWORD } });
  expect(signUp.errors).toBeUndefined();
  if (until === 'PENDING_VERIFICATION') {
    // Sign-up signs nobody in; the password does, into the account still waiting for its code.
    expect((await gql(request, LOGIN, { i: { email, password: PASSWORD } })).errors).toBeUndefined();
    return { email, password: PASSWORD };
  }
  // The e-mailed code, typed with its address, signs in.
  const verified = await gql(request, VERIFY, { i: { code: await waitForCode(email, { since }), email } });
  expect(verified.errors).toBeUndefined();
  if (until === 'PENDING_QUESTIONS') return { email, password: PASSWORD };
  const answered = await gql(request, ANSWER, {
    i: { poziom: 'SREDNI_DWA', egzaminy: ['MAUTURA_PODSTAWOWA'], przedmioty: ['mathematics'] },
  });
  expect(answered.errors).toBeUndefined();
  return { email, password: PASSWORD };
}

/** Signs in through the sign-in form (the page must be on /auth/sign-in). */
export async function signInWithForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Adres e-mail').fill(email);
  await page.getByLabel('Hasło', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Zaloguj się', exact: true }).click();
}

/** Nothing on the page is wider than the viewport (360 px phones included). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}
