import type { FastifyInstance } from 'fastify';
import { cookieValue } from '../../graphql/request-info.ts';
import type { DB } from '../../platform/db/database.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';
import { fileLinkState } from '../../platform/storage/storage.ts';
import { ACCESS_COOKIE, loadViewer } from '../auth/index.ts';
import {
  FILE_ERROR_PAGE_CSP,
  type FileRefusal,
  fileErrorPage,
  fileRefusal,
  wantsHtml,
} from './file-error-page.ts';
import { findOwnFile } from './service.ts';

/**
 * GET /api/files/:id?expires&signature — the owner's download. Both the signed link and the
 * session must name the owner: a leaked link alone opens nothing. Served as an attachment-safe
 * inline response with a sandboxing CSP so an uploaded file can never run as part of the site.
 * A link that opens nothing answers a browser with a Polish page (file-error-page.ts), never JSON.
 */
export function registerFileRoute(
  app: FastifyInstance,
  deps: { db: DB; storage: FileStorage; sessionSecret: string },
): void {
  app.get<{ Params: { id: string }; Querystring: { expires?: string; signature?: string } }>(
    '/api/files/:id',
    async (request, reply) => {
      // A browser (the "Otwórz plik" tab) gets a small Polish page; API clients keep the JSON.
      const refuse = (refusal: FileRefusal) => {
        const { status, body } = fileRefusal(refusal);
        reply.status(status).header('cache-control', 'no-store');
        if (!wantsHtml(request.headers.accept)) return reply.type('application/json').send(body);
        return reply
          .type('text/html; charset=utf-8')
          .header('content-security-policy', FILE_ERROR_PAGE_CSP)
          .send(fileErrorPage(refusal));
      };
      const token = cookieValue(request.headers.cookie, ACCESS_COOKIE);
      const viewer = await loadViewer(deps.db, deps.sessionSecret, token);
      if (!viewer) return refuse('signedOut');
      const link = fileLinkState(deps.sessionSecret, {
        fileId: request.params.id,
        userId: viewer.user.id,
        expires: request.query.expires,
        signature: request.query.signature,
      });
      if (link !== 'valid') return refuse(link);
      const file = await findOwnFile(deps.db, viewer.user.id, request.params.id);
      const bytes = file ? await deps.storage.get(file.bucketKey) : null;
      if (!file || !bytes) return refuse('missing');
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
