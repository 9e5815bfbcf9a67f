import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/*
 * Sessions reference users by id without a foreign key: a module keeps to its own tables. When a
 * user is deleted, the users service asks auth to end its sessions (and codes) first.
 */

/** One signed-in device. Every refresh token of a session belongs to one rotation family. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Absolute end: refreshing never extends a session past this. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** logout | logout_all | password_changed | refresh_token_reused | account_deleted | admin */
    revokeReason: text('revoke_reason'),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
);

/** Refresh tokens, stored as SHA-256 hashes. A used token stays as evidence for reuse detection. */
export const authRefreshTokens = pgTable(
  'auth_refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('auth_refresh_tokens_hash_key').on(t.tokenHash),
    index('auth_refresh_tokens_session_idx').on(t.sessionId),
  ],
);

/**
 * Six-digit codes sent by e-mail or SMS. Stored as keyed hashes (HMAC with the session secret):
 * a million possibilities would fall to brute force from a leaked plain hash.
 */
export const authCodes = pgTable(
  'auth_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** EMAIL_VERIFICATION | PASSWORD_RESET | SMS_LOGIN | PHONE_VERIFICATION | EMAIL_CHANGE | ACCOUNT_DELETION */
    purpose: text('purpose').notNull(),
    /** Normalised e-mail or E.164 phone the code was sent to. */
    target: text('target').notNull(),
    userId: uuid('user_id'),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('auth_codes_target_idx').on(t.purpose, t.target)],
);
