import { ROUTES } from '@kreda/shared/routes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../core/deps.ts';
import type { UserDataEntry } from '../core/module.ts';
import { cookieValue } from '../graphql/request-info.ts';
import { ACCESS_COOKIE, loadViewer } from '../modules/auth/index.ts';
import { DATA_EXPORT_PATH, useDataExportLink, verifyDataExportLink } from '../modules/users/index.ts';
import { type ZipSource, zipStream } from '../platform/zip-stream.ts';
import { exportReadme } from './export-readme.ts';

const encoder = new TextEncoder();

/** The archive's files: the README, then every module's JSON and stored files, in module order. */
function sourcesOf(entries: readonly UserDataEntry[], createdAt: Date): ZipSource[] {
  const readme: ZipSource = {
    name: 'README.txt',
    compress: true,
    data: async () => encoder.encode(exportReadme(createdAt, entries)),
  };
  return [
    readme,
    ...entries.map((entry): ZipSource => {
      if ('json' in entry) {
        return {
          name: entry.path,
          compress: true,
          data: async () => encoder.encode(`${JSON.stringify(entry.json, null, 2)}\n`),
        };
      }
      return { name: entry.path, compress: false, data: () => entry.read() };
    }),
  ];
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

/** A browser that opened the link gets a small Polish page (no script, no JSON); API clients JSON. */
function refuse(request: FastifyRequest, reply: FastifyReply, status: number, code: string, message: string) {
  reply.status(status).header('cache-control', 'no-store');
  if (!/\btext\/html\b/.test(request.headers.accept ?? ''))
    // The contract's 401 says "Unauthorized"; the page says it in Polish.
    return reply
      .type('application/json')
      .send({ error: { code, message: status === 401 ? 'Unauthorized' : message } });
  const [link, label] =
    status === 401 ? [ROUTES.signIn, 'Zaloguj się'] : [ROUTES.settings, 'Wróć do ustawień konta'];
  return reply
    .type('text/html; charset=utf-8')
    .header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    )
    .send(
      `<!doctype html><html lang="pl"><head><meta charset="utf-8">` +
        `<meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>Kopia danych – Kreda</title><style>body{font-family:system-ui,sans-serif;max-width:36rem;` +
        `margin:0 auto;padding:3rem 1rem;line-height:1.5;color:#12241a}a{display:inline-block;` +
        `min-height:44px;line-height:44px;padding:0 1rem;margin-top:1rem;border-radius:.5rem;` +
        `background:#2a5239;color:#fff;text-decoration:none}</style></head><body><main>` +
        `<h1>Nie udało się pobrać kopii danych</h1><p>${escapeHtml(message)}</p>` +
        `<a href="${link}">${label}</a></main></body></html>`,
    );
}

/**
 * GET /api/account/export?expires&signature — the signed-in user's data as a ZIP (see
 * `requestDataExport`). Like /api/files, the link and the session must name the same user, so a
 * leaked link opens nothing; each link opens once (410 after). Streamed: one file at a time.
 */
export function registerAccountExportRoute(
  app: FastifyInstance,
  options: { deps: Deps; collect: (userId: string) => Promise<UserDataEntry[]> },
): void {
  const { deps } = options;
  app.get<{ Querystring: { id?: string; expires?: string; signature?: string } }>(
    DATA_EXPORT_PATH,
    async (request, reply) => {
      const token = cookieValue(request.headers.cookie, ACCESS_COOKIE);
      const viewer = await loadViewer(deps.db, deps.services.sessionSecret, token);
      if (!viewer)
        return refuse(
          request,
          reply,
          401,
          'UNAUTHENTICATED',
          'Zaloguj się i poproś o kopię danych jeszcze raz.',
        );
      const userId = viewer.user.id;
      const { id, expires, signature } = request.query;
      const valid = verifyDataExportLink(deps.services.sessionSecret, { userId, id, expires, signature });
      if (!valid)
        return refuse(
          request,
          reply,
          404,
          'NOT_FOUND',
          'Link do kopii danych wygasł. Poproś o nowy w ustawieniach konta.',
        );
      // Checked first, used up only now: a try without the session or with another's opens nothing
      // and takes nothing from the owner.
      if (!(await useDataExportLink(deps, { userId, id: id ?? '' })))
        return refuse(
          request,
          reply,
          410,
          'GONE',
          'Ten link do kopii danych został już użyty. Poproś o nowy w ustawieniach konta.',
        );
      const createdAt = new Date();
      const entries = await options.collect(userId);
      const archive = zipStream(sourcesOf(entries, createdAt), (error) =>
        request.log.error({ err: error, userId }, 'data export failed part-way'),
      );
      request.log.info({ userId, files: entries.length }, 'data export started');
      return reply
        .header('content-type', 'application/zip')
        .header(
          'content-disposition',
          `attachment; filename="kreda-moje-dane-${createdAt.toISOString().slice(0, 10)}.zip"`,
        )
        .header('cache-control', 'no-store')
        .send(archive);
    },
  );
}
