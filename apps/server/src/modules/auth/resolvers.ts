import type { Resolvers } from '../../graphql/generated/resolvers-types.ts';
import { presentUser } from '../users/index.ts';
import { deleteAccount, sendDeleteAccountCode } from './account-deletion.ts';
import { changeEmail, confirmEmailChange } from './account-settings.ts';
import {
  changePassword,
  login,
  logout,
  refreshToken,
  requestPasswordReset,
  resendAuthCode,
  sendSms,
  setNewPassword,
  signUp,
  verifyEmailCode,
  verifyPhone,
} from './service.ts';

export const authResolvers: Resolvers = {
  Query: {
    getAppConfig: (_, __, { config }) => ({
      turnstileSiteKey: config.turnstile.secret ? (config.turnstile.siteKey ?? null) : null,
      requirePhone: config.onboardingRequirePhone,
      uploadMaxBytes: config.uploadMaxBytes,
      telemetry: config.telemetryEnabled,
    }),
  },
  Mutation: {
    signUp: (_, { signUpInput }, ctx) => signUp(ctx, signUpInput),
    login: (_, { loginInput }, ctx) => login(ctx, loginInput),
    logout: (_, { logoutInput }, ctx) => logout(ctx, logoutInput ?? {}),
    refreshToken: (_, __, ctx) => refreshToken(ctx),
    verifyCode: async (_, { verifyCodeInput }, ctx) =>
      presentUser(await verifyEmailCode(ctx, verifyCodeInput)),
    resendAuthCode: (_, { resendAuthCodeInput }, ctx) => resendAuthCode(ctx, resendAuthCodeInput ?? {}),
    resetPassword: (_, { resetPasswordInput }, ctx) => requestPasswordReset(ctx, resetPasswordInput),
    newPassword: (_, { newPasswordInput }, ctx) => setNewPassword(ctx, newPasswordInput),
    changePassword: (_, { changePasswordInput }, ctx) => changePassword(ctx, changePasswordInput),
    sendSms: (_, { sendSmsInput }, ctx) => sendSms(ctx, sendSmsInput),
    verifyPhone: async (_, { verifyPhoneInput }, ctx) => {
      const result = await verifyPhone(ctx, verifyPhoneInput);
      return { ...result, user: result.user ? presentUser(result.user) : null };
    },
    changeEmail: (_, { changeEmailInput }, ctx) => changeEmail(ctx, changeEmailInput),
    confirmEmailChange: async (_, { confirmEmailChangeInput }, ctx) =>
      presentUser(await confirmEmailChange(ctx, confirmEmailChangeInput)),
    sendDeleteAccountCode: (_, __, ctx) => sendDeleteAccountCode(ctx),
    deleteAccount: (_, { deleteAccountInput }, ctx) => deleteAccount(ctx, deleteAccountInput),
  },
};
