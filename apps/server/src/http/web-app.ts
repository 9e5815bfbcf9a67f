import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  type CompiledRoute,
  compileRoute,
  hasCookie,
  matchRoute,
  parseRoutePreloads,
  type RoutePreloadTable,
  withPreloads,
} from './route-preloads.ts';

/** Written by the web build (apps/web/build/route-chunks-plugin.ts); a dot folder, so never served. */
const ROUTE_PRELOADS_FILE = '.vite/route-chunks.json';

interface IndexVariant {
  etag: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** Whether an Accept-Encoding header accepts this coding (a `;q=0` refuses it). */
export function acceptsEncoding(header: string | undefined, coding: string): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name !== coding) return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/**
 * index.html for an address: with preload hints for the route's lazy chunks (and the session code
 * when the request has a session cookie), compressed once per route and kept until the build on
 * disk changes (a new build deployed under a running server is picked up at the next request).
 */
function indexPages(webDist: string) {
  const indexFile = path.join(webDist, 'index.html');
  const preloadsFile = path.join(webDist, ROUTE_PRELOADS_FILE);
  let loaded: {
    version: string;
    html: string;
    table: RoutePreloadTable | null;
    routes: CompiledRoute[];
    variants: Map<string, IndexVariant>;
  } | null = null;

  const load = async () => {
    const [index, preloads] = await Promise.all([stat(indexFile), stat(preloadsFile).catch(() => null)]);
    const version = `${index.mtimeMs}:${preloads?.mtimeMs ?? '-'}`;
    if (loaded?.version === version) return loaded;
    const html = await readFile(indexFile, 'utf8');
    const table = preloads ? parseRoutePreloads(await readFile(preloadsFile, 'utf8')) : null;
    loaded = { version, html, table, routes: table?.routes.map(compileRoute) ?? [], variants: new Map() };
    return loaded;
  };

  return async (pathname: string, cookieHeader: string | undefined): Promise<IndexVariant> => {
    const current = await load();
    const route = matchRoute(current.routes, pathname);
    const session = current.table !== null && hasCookie(cookieHeader, current.table.session.cookie);
    const key = `${route?.path ?? ''}|${session}`;
    let variant = current.variants.get(key);
    if (!variant) {
      const scripts = [...(route?.scripts ?? []), ...(session ? (current.table?.session.scripts ?? []) : [])];
      const identity = Buffer.from(withPreloads(current.html, scripts, route?.styles ?? []));
      variant = {
        etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
        identity,
        br: brotliCompressSync(identity),
        gzip: gzipSync(identity, { level: 9 }),
      };
      current.variants.set(key, variant);
    }
    return variant;
  };
}

/**
 * Serves the built React app: hashed assets cached for a year, everything else revalidated, and
 * index.html for any other GET that asks for HTML (client-side routes, including the 404 page),
 * with preload hints for that route's chunks. The web build writes Brotli and gzip copies beside
 * its files (apps/web/build/precompress-plugin.ts); a browser that accepts one gets it, with no
 * compression work per request. Dot folders (the build's .vite/ manifest) are not served.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<boolean> {
  const indexFile = path.join(webDist, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ webDist }, 'web build not found: only the API is served (run `npm run build`)');
    return false;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: true,
    index: false,
    preCompressed: true,
    dotfiles: 'ignore',
    setHeaders(reply, filePath) {
      const relative = path.relative(webDist, filePath);
      reply.header(
        'cache-control',
        relative.startsWith(`assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  const page = indexPages(webDist);
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const variant = await page(new URL(request.url, 'http://x').pathname, request.headers.cookie);
    reply
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding, cookie')
      .header('etag', variant.etag)
      .type('text/html; charset=utf-8');
    if (request.headers['if-none-match'] === variant.etag) return reply.code(304).send();
    const accepted = request.headers['accept-encoding'];
    if (acceptsEncoding(accepted, 'br')) return reply.header('content-encoding', 'br').send(variant.br);
    if (acceptsEncoding(accepted, 'gzip')) return reply.header('content-encoding', 'gzip').send(variant.gzip);
    return reply.send(variant.identity);
  };
  app.get('/', sendIndex);
  app.setNotFoundHandler((request, reply) => {
    const wantsHtml = request.headers.accept?.includes('text/html') ?? false;
    if (request.method === 'GET' && wantsHtml && !request.url.startsWith('/api/'))
      return sendIndex(request, reply);
    return reply
      .code(404)
      .type('application/json')
      .send({ error: 'NOT_FOUND', message: 'Nie znaleziono zasobu.' });
  });
  return true;
}
