import type { SQL } from 'drizzle-orm';
import { expect } from 'vitest';
import { type SessionClient, sessionClient, uniqueEmail, waitForCode } from './session-client.ts';
import type { TestServer } from './test-server.ts';

/** GraphQL documents of the accounts operations, as the web app sends them. */
export const OPS = {
  signUp: `mutation SignUp($input: SignUpInput!) { signUp(signUpInput: $input) { id email onboardingStatus } }`,
  login: `mutation Login($input: LoginInput!) { login(loginInput: $input) { id email onboardingStatus } }`,
  logout: `mutation Logout($input: LogoutInput) { logout(logoutInput: $input) { success message } }`,
  refresh: `mutation Refresh { refreshToken { success accessTokenExpiresAt } }`,
  verifyCode: `mutation Verify($input: VerifyCodeInput!) { verifyCode(verifyCodeInput: $input) { id onboardingStatus isVerified role } }`,
  resend: `mutation Resend { resendAuthCode { success message } }`,
  resetPassword: `mutation Reset($input: ResetPasswordInput!) { resetPassword(resetPasswordInput: $input) { success message } }`,
  newPassword: `mutation NewPassword($input: NewPasswordInput!) { newPassword(newPasswordInput: $input) { success message } }`,
  changePassword: `mutation Change($input: ChangePasswordInput!) { changePassword(changePasswordInput: $input) { success message } }`,
  sendSms: `mutation SendSms($input: SendSmsInput!) { sendSms(sendSmsInput: $input) { success message } }`,
  verifyPhone: `mutation VerifyPhone($input: VerifyPhoneInput!) { verifyPhone(verifyPhoneInput: $input) { success message user { id phone onboardingStatus } } }`,
  me: `query Me { getMe { id email phone name surname avatar role onboardingStatus isVerified hasPassword metadata { hasSeenInitialConversation } onboarding { poziom egzaminy przedmioty } integrations { id integrationType accessToken userId } } }`,
  answer: `mutation Answer($input: AnswerOnboardingQuestionInput!) { answerOnboardingQuestion(answerOnboardingQuestionInput: $input) { id onboardingStatus onboarding { poziom egzaminy przedmioty } } }`,
  updateUserInfo: `mutation Update($input: UpdateUserInfoInput!) { updateUserInfo(updateUserInfoInput: $input) { id name surname avatar metadata { hasSeenInitialConversation } } }`,
  deleteIntegration: `mutation DeleteIntegration($input: DeleteIntegrationInput!) { deleteIntegration(deleteIntegrationInput: $input) { success message } }`,
  getUsers: `query Users($input: GetUsersInput) { getUsers(getUsersInput: $input) { total page limit data { id email role } } }`,
  getUserById: `query User($input: GetUserByIdInput!) { getUserById(getUserByIdInput: $input) { id email } }`,
  appConfig: `query AppConfig { getAppConfig { turnstileSiteKey requirePhone } }`,
} as const;

export const PASSWORD = 'zielona-kreda-na-tablicy';

/** Signs up a fresh e-mail account on its own client and confirms the code from the outbox. */
export async function verifiedUser(
  server: TestServer,
  options: { email?: string; password?: string; client?: SessionClient } = {},
): Promise<{ client: SessionClient; email: string; id: string; password: string }> {
  const client = options.client ?? sessionClient(server);
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? PASSWORD;
  const signUp = await client.gql(OPS.signUp, { input: { email, password } });
  expect(signUp.body.errors).toBeUndefined();
  const code = await waitForCode(server.config.dataDir, email);
  const verified = await client.gql(OPS.verifyCode, { input: { code } });
  expect(verified.body.errors).toBeUndefined();
  return { client, email, id: signUp.body.data?.signUp.id, password };
}

/** The code and Polish message of the first error, for compact assertions. */
export function firstError(body: { errors?: { message: string; extensions?: Record<string, unknown> }[] }) {
  const error = body.errors?.[0];
  return {
    code: error?.extensions?.code as string | undefined,
    message: error?.message,
    fields: error?.extensions?.fields as Record<string, string> | undefined,
  };
}

/** Rows of a raw SQL statement (both drivers answer `{ rows }`), for checking what was stored. */
export async function sqlRows<T = Record<string, unknown>>(server: TestServer, query: SQL): Promise<T[]> {
  const result = (await server.database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
