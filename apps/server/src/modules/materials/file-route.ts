import type { FastifyInstance } from 'fastify';
import { parseCookieHeader } from '../../graphql/request-info.ts';
import type { DB } from '../../platform/db/database.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';
import { verifyFileSignature } from '../../platform/storage/storage.ts';
import { ACCESS_COOKIE, loadViewer } from '../auth/index.ts';
import { findOwnFile } from './service.ts';

/**
 * GET /api/files/:id?expires&signature — the owner's download. Both the signed link and the
 * session must name the owner: a leaked link alone opens nothing. Served as an attachment-safe
 * inline response with a sandboxing CSP so an uploaded file can never run as part of the site.
 */
export function registerFileRoute(
  app: FastifyInstance,
  deps: { db: DB; storage: FileStorage; sessionSecret: string },
): void {
  app.get<{ Params: { id: string }; Querystring: { expires?: string; signature?: string } }>(
    '/api/files/:id',
    async (request, reply) => {
      const notFound = () =>
        reply
          .status(404)
          .type('application/json')
          .send({ error: { code: 'NOT_FOUND', message: 'Nie znaleziono pliku.' } });
      const token = parseCookieHeader(request.headers.cookie).get(ACCESS_COOKIE);
      const viewer = await loadViewer(deps.db, deps.sessionSecret, token);
      if (!viewer) {
        return reply
          .status(401)
          .type('application/json')
          .send({ error: { code: 'UNAUTHENTICATED', message: 'Unauthorized' } });
      }
      const valid = verifyFileSignature(deps.sessionSecret, {
        fileId: request.params.id,
        userId: viewer.user.id,
        expires: request.query.expires,
        signature: request.query.signature,
      });
      if (!valid) return notFound();
      const file = await findOwnFile(deps.db, viewer.user.id, request.params.id);
      const bytes = file ? await deps.storage.get(file.bucketKey) : null;
      if (!file || !bytes) return notFound();
      return reply
        .header('content-type', file.contentType)
        .header(
          'content-disposition',
          `inline; filename*=UTF-8''${encodeURIComponent(file.originalFileName)}`,
        )
        .header('cache-control', 'private, max-age=300')
        .header(
          'content-security-policy',
          "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
        )
        .send(bytes);
    },
  );
}
