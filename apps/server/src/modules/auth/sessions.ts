import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { DB } from '../../platform/db/database.ts';
import { deleteStaleCodes } from './codes.ts';
import { forgetSessions, forgetUserSessions } from './session-cache.ts';
import { authRefreshTokens, authSessions } from './tables.ts';
import {
  ACCESS_TOKEN_TTL_MS,
  hashRefreshToken,
  newRefreshToken,
  REFRESH_TOKEN_TTL_MS,
  SESSION_MAX_AGE_MS,
  signAccessToken,
} from './tokens.ts';

export interface IssuedTokens {
  sessionId: string;
  accessToken: string;
  accessExpiresAt: Date;
  refreshToken: string;
  refreshExpiresAt: Date;
}

export type RevokeReason =
  | 'logout'
  | 'logout_all'
  | 'password_changed'
  | 'refresh_token_reused'
  | 'account_deleted'
  | 'blocked';

async function issueTokens(
  db: Pick<DB, 'insert'>,
  secret: string,
  sessionId: string,
  sessionExpiresAt: Date,
  now: Date,
): Promise<IssuedTokens> {
  const refreshToken = newRefreshToken();
  const refreshExpiresAt = new Date(
    Math.min(now.getTime() + REFRESH_TOKEN_TTL_MS, sessionExpiresAt.getTime()),
  );
  await db.insert(authRefreshTokens).values({
    sessionId,
    tokenHash: hashRefreshToken(refreshToken),
    expiresAt: refreshExpiresAt,
  });
  const accessExpiresAt = new Date(Math.min(now.getTime() + ACCESS_TOKEN_TTL_MS, refreshExpiresAt.getTime()));
  return {
    sessionId,
    accessToken: signAccessToken(secret, sessionId, accessExpiresAt),
    accessExpiresAt,
    refreshToken,
    refreshExpiresAt,
  };
}

/** Starts a session for a user (one device) and returns its first token pair. */
export async function createSession(
  db: DB,
  secret: string,
  input: { userId: string; userAgent?: string | null; ip?: string | null },
): Promise<IssuedTokens> {
  const now = new Date();
  const expiresAt = new Date(now.getTime() + SESSION_MAX_AGE_MS);
  return db.transaction(async (tx) => {
    const [session] = await tx
      .insert(authSessions)
      .values({
        userId: input.userId,
        expiresAt,
        userAgent: input.userAgent?.slice(0, 300) ?? null,
        ip: input.ip ?? null,
      })
      .returning({ id: authSessions.id });
    if (!session) throw new Error('session insert returned nothing');
    return issueTokens(tx, secret, session.id, expiresAt, now);
  });
}

export type RotateResult =
  | { ok: true; userId: string; tokens: IssuedTokens }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' }
  /** A used token came back: the session (the whole family) was ended. */
  | { ok: false; reason: 'reused'; sessionId: string };

/**
 * Exchanges a refresh token for a new pair. The old token is marked used by a conditional UPDATE;
 * presenting a used token again means it was copied, so the whole session (the family) ends.
 */
export async function rotateRefreshToken(
  db: DB,
  secret: string,
  refreshToken: string,
): Promise<RotateResult> {
  if (!refreshToken || refreshToken.length > 100) return { ok: false, reason: 'unknown' };
  const now = new Date();
  const tokenHash = hashRefreshToken(refreshToken);
  const [found] = await db
    .select({ token: authRefreshTokens, session: authSessions })
    .from(authRefreshTokens)
    .innerJoin(authSessions, eq(authSessions.id, authRefreshTokens.sessionId))
    .where(eq(authRefreshTokens.tokenHash, tokenHash))
    .limit(1);
  if (!found) return { ok: false, reason: 'unknown' };
  const { token, session } = found;
  if (session.revokedAt) return { ok: false, reason: 'revoked' };
  if (token.usedAt) {
    await revokeSession(db, session.id, 'refresh_token_reused');
    return { ok: false, reason: 'reused', sessionId: session.id };
  }
  if (token.expiresAt <= now || session.expiresAt <= now) return { ok: false, reason: 'expired' };

  return db.transaction(async (tx) => {
    const [marked] = await tx
      .update(authRefreshTokens)
      .set({ usedAt: now })
      .where(and(eq(authRefreshTokens.id, token.id), isNull(authRefreshTokens.usedAt)))
      .returning({ id: authRefreshTokens.id });
    if (!marked) {
      // A parallel request rotated it first: treat as reuse, as an attacker racing would look.
      forgetSessions([session.id]);
      await tx
        .update(authSessions)
        .set({ revokedAt: now, revokeReason: 'refresh_token_reused' })
        .where(and(eq(authSessions.id, session.id), isNull(authSessions.revokedAt)));
      return { ok: false as const, reason: 'reused' as const, sessionId: session.id };
    }
    await tx.update(authSessions).set({ lastSeenAt: now }).where(eq(authSessions.id, session.id));
    const tokens = await issueTokens(tx, secret, session.id, session.expiresAt, now);
    return { ok: true as const, userId: session.userId, tokens };
  });
}

/** The session a refresh token belongs to (used or not), or null. */
export async function sessionOfRefreshToken(db: DB, refreshToken: string): Promise<string | null> {
  if (refreshToken.length > 100) return null;
  const [row] = await db
    .select({ sessionId: authRefreshTokens.sessionId })
    .from(authRefreshTokens)
    .where(eq(authRefreshTokens.tokenHash, hashRefreshToken(refreshToken)))
    .limit(1);
  return row?.sessionId ?? null;
}

export async function revokeSession(db: DB, sessionId: string, reason: RevokeReason): Promise<void> {
  forgetSessions([sessionId]);
  await db
    .update(authSessions)
    .set({ revokedAt: new Date(), revokeReason: reason })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
}

/** Ends every session of a user, optionally keeping one (the device that asked); returns their ids. */
export async function revokeUserSessions(
  db: DB,
  userId: string,
  reason: RevokeReason,
  exceptSessionId?: string,
): Promise<string[]> {
  forgetUserSessions(userId);
  const rows = await db
    .update(authSessions)
    .set({ revokedAt: new Date(), revokeReason: reason })
    .where(
      and(
        eq(authSessions.userId, userId),
        isNull(authSessions.revokedAt),
        exceptSessionId ? ne(authSessions.id, exceptSessionId) : undefined,
      ),
    )
    .returning({ id: authSessions.id });
  const ids = rows.map((row) => row.id);
  forgetSessions(ids);
  return ids;
}

/**
 * Deletes what can never be used again: sessions that expired or were revoked over 30 days ago
 * (their refresh tokens go with them) and codes expired for a day. Kept a while for investigations.
 */
export async function pruneAuthRecords(db: DB, now = new Date()): Promise<void> {
  const monthAgo = new Date(now.getTime() - 30 * 24 * 60 * 60 * 1000);
  await db
    .delete(authSessions)
    .where(sql`${authSessions.expiresAt} < ${monthAgo} or ${authSessions.revokedAt} < ${monthAgo}`);
  await deleteStaleCodes(db, new Date(now.getTime() - 24 * 60 * 60 * 1000));
}

/** Deletes every session of a user (their refresh tokens go with them): the account's deletion. */
export async function deleteUserSessions(db: DB, userId: string): Promise<void> {
  forgetUserSessions(userId);
  await db.delete(authSessions).where(eq(authSessions.userId, userId));
}

/** The user's sessions as the user may see them (devices, addresses, times), for their data export. */
export function listUserSessions(db: DB, userId: string) {
  return db
    .select({
      createdAt: authSessions.createdAt,
      lastSeenAt: authSessions.lastSeenAt,
      expiresAt: authSessions.expiresAt,
      revokedAt: authSessions.revokedAt,
      revokeReason: authSessions.revokeReason,
      userAgent: authSessions.userAgent,
      ip: authSessions.ip,
    })
    .from(authSessions)
    .where(eq(authSessions.userId, userId))
    .orderBy(authSessions.createdAt);
}
