// Small helpers over document.cookie. The auth cookies are httpOnly and never touched here;
// these are the readable preference cookies of the spec (locale, visited_root_session).

export const LOCALE_COOKIE = 'locale';
/** Session cookie (no max-age): set on any visit to "/", so a signed-in user is sent to /app once. */
export const VISITED_ROOT_COOKIE = 'visited_root_session';
export const LOCALE = 'pl-PL';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export interface CookieOptions {
  /** Seconds until expiry; leave out for a session cookie. */
  maxAge?: number;
  path?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
  secure?: boolean;
}

/** Value of a cookie, decoded, or null when it is not set. */
export function readCookie(name: string): string | null {
  for (const pair of document.cookie.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1) continue;
    if (pair.slice(0, separator).trim() !== name) continue;
    const raw = pair.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

/** Serialises a cookie the way it is written; exported so the attributes can be checked. */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`];
  if (options.maxAge !== undefined) parts.push(`Max-Age=${Math.floor(options.maxAge)}`);
  parts.push(`Path=${options.path ?? '/'}`);
  parts.push(`SameSite=${options.sameSite ?? 'Lax'}`);
  if (options.secure ?? window.location.protocol === 'https:') parts.push('Secure');
  return parts.join('; ');
}

export function setCookie(name: string, value: string, options: CookieOptions = {}): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox; this module is the one writer.
  document.cookie = serializeCookie(name, value, options);
}

export function deleteCookie(name: string, path = '/'): void {
  // biome-ignore lint/suspicious/noDocumentCookie: see setCookie.
  document.cookie = `${name}=; Max-Age=0; Path=${path}`;
}

/** Sets `locale=pl-PL` for a year (spec point 9) unless a locale cookie is already there. */
export function ensureLocaleCookie(): void {
  if (readCookie(LOCALE_COOKIE) !== null) return;
  setCookie(LOCALE_COOKIE, LOCALE, { maxAge: ONE_YEAR_SECONDS });
}
