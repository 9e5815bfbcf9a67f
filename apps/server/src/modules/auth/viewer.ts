import { clientError } from '../../graphql/errors.ts';
import type { DB } from '../../platform/db/database.ts';
import { findUserById, type UserRow } from '../users/service.ts';
import { activeSessionUser } from './sessions.ts';
import { verifyAccessToken } from './tokens.ts';

/** The signed-in user behind a request, with the session it came through. */
export interface Viewer {
  sessionId: string;
  user: UserRow;
}

/**
 * Resolves the viewer from the access-token cookie: the signature and expiry are checked first (no
 * database work for junk), then the session must still be live, so logout and revocation take
 * effect at once rather than when the token expires.
 */
export async function loadViewer(
  db: DB,
  secret: string,
  accessToken: string | undefined,
): Promise<Viewer | null> {
  const sessionId = verifyAccessToken(secret, accessToken);
  if (!sessionId) return null;
  const userId = await activeSessionUser(db, sessionId);
  if (!userId) return null;
  const user = await findUserById(db, userId);
  return user ? { sessionId, user } : null;
}

/** Anything that can name the signed-in user (the GraphQL context does). */
export interface ViewerSource {
  viewer(): Promise<Viewer | null>;
}

/** The viewer, or the contract's UNAUTHENTICATED error (HTTP 401, message "Unauthorized"). */
export async function requireViewer(ctx: ViewerSource): Promise<Viewer> {
  const viewer = await ctx.viewer();
  if (!viewer) throw clientError('UNAUTHENTICATED');
  return viewer;
}

/** An admin viewer, else UNAUTHENTICATED (no session) or FORBIDDEN (a signed-in non-admin). */
export async function requireAdmin(ctx: ViewerSource): Promise<Viewer> {
  const viewer = await requireViewer(ctx);
  if (viewer.user.role !== 'ADMIN') throw clientError('FORBIDDEN');
  return viewer;
}

/**
 * The viewer, who must have confirmed an e-mail or a phone: AI tools cost money and carry minors'
 * data, so an unconfirmed sign-up cannot use them (the web app sends such users to verification).
 */
export async function requireVerifiedViewer(ctx: ViewerSource): Promise<Viewer> {
  const viewer = await requireViewer(ctx);
  if (!viewer.user.isVerified)
    throw clientError(
      'FORBIDDEN',
      'Potwierdź adres e-mail albo numer telefonu, aby korzystać z narzędzi AI.',
    );
  return viewer;
}
