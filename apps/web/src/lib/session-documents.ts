import { graphql } from '../gql/gql.ts';

// Documents the session layer needs at start-up; feature documents live in their features.

/**
 * Everything the app shows or decides about the signed-in user (guards, header, settings).
 * @codegen spread by name in other documents; codegen reads it, no code imports it
 */
export const CURRENT_USER_FRAGMENT = graphql(`
  fragment CurrentUser on User {
    id
    email
    phone
    name
    surname
    role
    avatar
    onboardingStatus
    isVerified
    hasPassword
    isFreeSub
    subStatus
    metadata {
      hasSeenInitialConversation
    }
    onboarding {
      poziom
      egzaminy
      przedmioty
    }
  }
`);

export const GET_ME = graphql(`
  query getMe {
    getMe {
      ...CurrentUser
      integrations {
        id
        integrationType
        expiresAt
      }
    }
  }
`);

export const REFRESH_TOKEN = graphql(`
  mutation refreshToken {
    refreshToken {
      success
      accessTokenExpiresAt
    }
  }
`);

export const LOGOUT = graphql(`
  mutation logout($logoutInput: LogoutInput) {
    logout(logoutInput: $logoutInput) {
      success
      message
    }
  }
`);
