import { graphql } from '../../gql/gql.ts';

// Operation names equal the field names: the session wrapper (lib/api-client.ts) recognises
// login, signUp and refreshToken by name and never tries to refresh a session for them.

export const GET_APP_CONFIG = graphql(`
  query getAppConfig {
    getAppConfig {
      turnstileSiteKey
      requirePhone
    }
  }
`);

export const LOGIN = graphql(`
  mutation login($loginInput: LoginInput!) {
    login(loginInput: $loginInput) {
      id
      onboardingStatus
    }
  }
`);

export const SIGN_UP = graphql(`
  mutation signUp($signUpInput: SignUpInput!) {
    signUp(signUpInput: $signUpInput) {
      id
      onboardingStatus
    }
  }
`);

export const VERIFY_CODE = graphql(`
  mutation verifyCode($verifyCodeInput: VerifyCodeInput!) {
    verifyCode(verifyCodeInput: $verifyCodeInput) {
      ...CurrentUser
    }
  }
`);

export const RESEND_AUTH_CODE = graphql(`
  mutation resendAuthCode {
    resendAuthCode {
      success
      message
    }
  }
`);

export const RESET_PASSWORD = graphql(`
  mutation resetPassword($resetPasswordInput: ResetPasswordInput!) {
    resetPassword(resetPasswordInput: $resetPasswordInput) {
      success
      message
    }
  }
`);

export const NEW_PASSWORD = graphql(`
  mutation newPassword($newPasswordInput: NewPasswordInput!) {
    newPassword(newPasswordInput: $newPasswordInput) {
      success
      message
    }
  }
`);

export const SEND_SMS = graphql(`
  mutation sendSms($sendSmsInput: SendSmsInput!) {
    sendSms(sendSmsInput: $sendSmsInput) {
      success
      message
    }
  }
`);

export const VERIFY_PHONE = graphql(`
  mutation verifyPhone($verifyPhoneInput: VerifyPhoneInput!) {
    verifyPhone(verifyPhoneInput: $verifyPhoneInput) {
      success
      message
      user {
        ...CurrentUser
      }
    }
  }
`);
