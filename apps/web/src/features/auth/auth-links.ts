import { REDIRECT_PARAM, safeRedirect } from '../../lib/redirects.ts';

/** `path` carrying the page to return to after signing in, when there is a valid one. */
export function withRedirect(path: string, redirectTo: string | null): string {
  const target = safeRedirect(redirectTo);
  if (!target) return path;
  const separator = path.includes('?') ? '&' : '?';
  return `${path}${separator}${new URLSearchParams({ [REDIRECT_PARAM]: target })}`;
}
