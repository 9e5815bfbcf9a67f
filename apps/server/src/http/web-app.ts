import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built React app: hashed assets cached for a year, everything else revalidated, and
 * index.html for any other GET that asks for HTML (client-side routes, including the 404 page).
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
    setHeaders(reply, filePath) {
      const relative = path.relative(webDist, filePath);
      reply.header(
        'cache-control',
        relative.startsWith(`assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  const sendIndex = (reply: import('fastify').FastifyReply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
  app.get('/', (_request, reply) => sendIndex(reply));
  app.setNotFoundHandler((request, reply) => {
    const wantsHtml = request.headers.accept?.includes('text/html') ?? false;
    if (request.method === 'GET' && wantsHtml && !request.url.startsWith('/api/')) return sendIndex(reply);
    return reply
      .code(404)
      .type('application/json')
      .send({ error: 'NOT_FOUND', message: 'Nie znaleziono zasobu.' });
  });
  return true;
}
