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

/**
 * One cookie's value from a `Cookie` header: the first pair of that name, trimmed, percent-decoded
 * when it decodes. Found without splitting the whole header: a request reads one or two cookies.
 */
export function cookieValue(header: string | null | undefined, name: string): string | undefined {
  if (!header || !name) return undefined;
  let start = 0;
  while (start < header.length) {
    let end = header.indexOf(';', start);
    if (end < 0) end = header.length;
    const at = header.indexOf('=', start);
    if (at >= 0 && at < end && header.slice(start, at).trim() === name) {
      const raw = header.slice(at + 1, end).trim();
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
    start = end + 1;
  }
  return undefined;
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
  const ip = req ? (isFastifyRequest(req) ? req.ip : (req.socket.remoteAddress ?? null)) : null;
  return {
    ip,
    userAgent: header('user-agent'),
    header,
    cookie(name) {
      return cookieValue(header('cookie'), name);
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
