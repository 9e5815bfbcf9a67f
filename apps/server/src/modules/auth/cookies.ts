import type { RequestInfo } from '../../graphql/request-info.ts';
import type { IssuedTokens } from './sessions.ts';

/** httpOnly: the access token, sent with every request. */
export const ACCESS_COOKIE = 'kreda_at';
/** httpOnly: the refresh token; rotates on every `refreshToken`. */
export const REFRESH_COOKIE = 'kreda_rt';
/**
 * Readable by the web app and holding no secret: the access token's expiry (epoch ms), so the
 * client knows a session exists and when to refresh it, and tabs can tell one already did.
 */
export const SESSION_HINT_COOKIE = 'kreda_session';

export async function setSessionCookies(request: RequestInfo, tokens: IssuedTokens): Promise<void> {
  await request.setCookie({
    name: ACCESS_COOKIE,
    value: tokens.accessToken,
    expires: tokens.accessExpiresAt,
    httpOnly: true,
  });
  await request.setCookie({
    name: REFRESH_COOKIE,
    value: tokens.refreshToken,
    expires: tokens.refreshExpiresAt,
    httpOnly: true,
  });
  await request.setCookie({
    name: SESSION_HINT_COOKIE,
    value: String(tokens.accessExpiresAt.getTime()),
    expires: tokens.refreshExpiresAt,
    httpOnly: false,
  });
}

export async function clearSessionCookies(request: RequestInfo): Promise<void> {
  const past = new Date(0);
  for (const name of [ACCESS_COOKIE, REFRESH_COOKIE]) {
    await request.setCookie({ name, value: '', expires: past, httpOnly: true });
  }
  await request.setCookie({ name: SESSION_HINT_COOKIE, value: '', expires: past, httpOnly: false });
}
