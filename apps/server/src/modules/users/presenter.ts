import type { IntegrationRow, UserRow } from './tables.ts';

/** A users row as the GraphQL `User` type; secrets (password hash) never leave this function. */
export function presentUser(row: UserRow) {
  return {
    id: row.id,
    email: row.email,
    phone: row.phone,
    name: row.name,
    surname: row.surname,
    role: row.role,
    isFreeSub: row.isFreeSub,
    subStatus: row.subStatus,
    onboardingStatus: row.onboardingStatus,
    metadata: { hasSeenInitialConversation: row.metadata?.hasSeenInitialConversation === true },
    onboarding: {
      poziom: row.poziom,
      egzaminy: row.egzaminy,
      przedmioty: row.przedmioty,
      typSzkoly: row.typSzkoly,
      maturaPoziomy: row.maturaPoziomy,
      kwalifikacja: row.kwalifikacja,
      kierunek: row.kierunek,
      kursy: row.kursy,
      zaliczenie: row.zaliczenie,
    },
    providerId: row.providerId,
    isVerified: row.isVerified,
    avatar: row.avatar,
    hasPassword: row.passwordHash !== null,
    lastLogin: row.lastLogin,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    blockedAt: row.blockedAt,
  };
}

export type PresentedUser = ReturnType<typeof presentUser>;

/** Tokens of outside services stay on the server: `accessToken` is always null on the wire. */
export function presentIntegration(row: IntegrationRow) {
  return {
    id: row.id,
    integrationType: row.integrationType,
    accessToken: null,
    userId: row.userId,
    expiresAt: row.expiresAt,
  };
}
