import type { IncomingMessage } from 'node:http';
import type { CookieListItem } from '@whatwg-node/cookie-store';
import type { FastifyRequest } from 'fastify';
import { clientError } from './errors.ts';

/** What a resolver may know about the request that carries it: over HTTP or over the WebSocket. */
export interface RequestInfo {
  /** Client address (behind the reverse proxy in production, see Fastify's trustProxy). */
  ip: string | null;
  userAgent: string | null;
  header(name: string): string | null;
  cookie(name: string): string | undefined;
  /** Sets a cookie on the response; only plain HTTP requests can (a WebSocket has no response). */
  setCookie(cookie: { name: string; value: string; expires: Date | null; httpOnly: boolean }): Promise<void>;
}

interface CookieStoreLike {
  set(init: CookieListItem): Promise<void>;
}

interface InitialContext {
  request?: Request & { cookieStore?: CookieStoreLike };
  req?: FastifyRequest | IncomingMessage;
  /** The fast path's cookie store (it has no web Request; see fast-path.ts). */
  cookieStore?: CookieStoreLike;
}

export function parseCookieHeader(header: string | null | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    const name = part.slice(0, at).trim();
    if (!name || cookies.has(name)) continue;
    const raw = part.slice(at + 1).trim();
    try {
      cookies.set(name, decodeURIComponent(raw));
    } catch {
      cookies.set(name, raw);
    }
  }
  return cookies;
}

function isFastifyRequest(req: FastifyRequest | IncomingMessage): req is FastifyRequest {
  return 'raw' in req;
}

/** Builds the request view from Yoga's initial context (HTTP) or the WebSocket upgrade request. */
export function requestInfo(initial: InitialContext, secureCookies: boolean): RequestInfo {
  const { request, req } = initial;
  const nodeHeaders = req ? (isFastifyRequest(req) ? req.headers : req.headers) : undefined;
  const header = (name: string): string | null => {
    if (request) return request.headers.get(name);
    const value = nodeHeaders?.[name.toLowerCase()];
    return Array.isArray(value) ? (value[0] ?? null) : (value ?? null);
  };
  let cookies: Map<string, string> | undefined;
  const ip = req ? (isFastifyRequest(req) ? req.ip : (req.socket.remoteAddress ?? null)) : null;
  return {
    ip,
    userAgent: header('user-agent'),
    header,
    cookie(name) {
      cookies ??= parseCookieHeader(header('cookie'));
      return cookies.get(name);
    },
    async setCookie(cookie) {
      const store = request?.cookieStore ?? initial.cookieStore;
      if (!store) throw clientError('BAD_REQUEST', 'Tę operację można wykonać tylko żądaniem HTTP.');
      await store.set({
        name: cookie.name,
        value: cookie.value,
        expires: cookie.expires ? cookie.expires.getTime() : null,
        domain: null,
        path: '/',
        sameSite: 'lax',
        secure: secureCookies,
        httpOnly: cookie.httpOnly,
      });
    },
  };
}
