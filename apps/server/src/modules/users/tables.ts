import { INTEGRATION_TYPES, ONBOARDING_STATUSES, ROLES, SUBSCRIPTION_STATUSES } from '@kreda/shared/enums';
import type { MaturaChoice } from '@kreda/shared/onboarding-paths';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const roleEnum = pgEnum('role', ROLES);
export const onboardingStatusEnum = pgEnum('onboarding_status', ONBOARDING_STATUSES);
export const subStatusEnum = pgEnum('sub_status', SUBSCRIPTION_STATUSES);
export const integrationTypeEnum = pgEnum('integration_type', INTEGRATION_TYPES);

export interface UserMetadata {
  hasSeenInitialConversation: boolean;
}

/**
 * People who use Kreda. An account has an e-mail (password sign-in), a phone (SMS sign-in), or
 * both; e-mails are stored lower-cased and phones in E.164, so the unique indexes compare them.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email'),
    phone: text('phone'),
    /** argon2id PHC string; null for accounts created by SMS sign-in until they set one. */
    passwordHash: text('password_hash'),
    name: text('name'),
    surname: text('surname'),
    avatar: text('avatar'),
    role: roleEnum('role').notNull().default('USER_FREE'),
    onboardingStatus: onboardingStatusEnum('onboarding_status').notNull(),
    isVerified: boolean('is_verified').notNull().default(false),
    isFreeSub: boolean('is_free_sub').notNull().default(true),
    subStatus: subStatusEnum('sub_status'),
    providerId: text('provider_id'),
    metadata: jsonb('metadata')
      .$type<UserMetadata>()
      .notNull()
      .default(sql`'{"hasSeenInitialConversation": false}'::jsonb`),
    /** Onboarding answers (values of the Poziom, CkePoziom and Przedmiot enums). */
    poziom: text('poziom'),
    egzaminy: text('egzaminy').array().notNull().default(sql`'{}'::text[]`),
    przedmioty: text('przedmioty').array().notNull().default(sql`'{}'::text[]`),
    /** Answers that follow the level (`@kreda/shared/onboarding-paths`); null or empty elsewhere. */
    typSzkoly: text('typ_szkoly'),
    /** Matura subjects with their level (LICEUM/TECHNIKUM); `egzaminy` is derived from them. */
    maturaPoziomy: jsonb('matura_poziomy').$type<MaturaChoice[]>().notNull().default(sql`'[]'::jsonb`),
    /** Technikum: the vocational qualification's symbol, e.g. "INF.03". */
    kwalifikacja: text('kwalifikacja'),
    /** STUDIA: the field of study. */
    kierunek: text('kierunek'),
    /** STUDIA: ids of the chosen courses (seeded STUDIA topics). */
    kursy: uuid('kursy').array().notNull().default(sql`'{}'::uuid[]`),
    /** STUDIA: SESJA or KOLOKWIUM, what is coming up. */
    zaliczenie: text('zaliczenie'),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    /** Set by an admin: sign-in is refused and the sessions are ended until it is cleared. */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_phone_key').on(t.phone),
    index('users_created_at_idx').on(t.createdAt),
  ],
);

export type UserRow = typeof users.$inferSelect;

/** Connections to outside services (Google Drive). Tokens never leave the server. */
export const userIntegrations = pgTable(
  'user_integrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    integrationType: integrationTypeEnum('integration_type').notNull(),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_integrations_user_idx').on(t.userId)],
);

export type IntegrationRow = typeof userIntegrations.$inferSelect;
