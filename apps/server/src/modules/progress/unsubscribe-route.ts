import { ROUTES } from '@kreda/shared/routes';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Deps } from '../../core/deps.ts';
import { disableReminders } from './service.ts';
import { UNSUBSCRIBE_PATH, verifyUnsubscribe } from './unsubscribe-link.ts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

const STYLE =
  'body{font-family:system-ui,sans-serif;max-width:36rem;margin:0 auto;padding:3rem 1rem;line-height:1.5;' +
  'color:#12241a}a,button{display:inline-block;min-height:44px;padding:0 1rem;margin-top:1rem;' +
  'border-radius:.5rem;border:0;background:#2a5239;color:#fff;font:inherit;text-decoration:none;' +
  'line-height:44px;cursor:pointer}a:focus-visible,button:focus-visible{outline:3px solid #e0a526;' +
  'outline-offset:2px}';

/** A small Polish page, no script; `body` is trusted HTML built here. */
function page(reply: FastifyReply, status: number, title: string, body: string) {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
    )
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="pl"><head><meta charset="utf-8">` +
        `<meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>${escapeHtml(title)} – Kreda</title><style>${STYLE}</style></head><body><main>` +
        `<h1>${escapeHtml(title)}</h1>${body}</main></body></html>`,
    );
}

const REFUSED =
  'Ten link do wypisania się z przypomnień jest nieprawidłowy — może został skopiowany tylko ' +
  'w części. Przypomnienia możesz wyłączyć w ustawieniach konta.';

type Query = { u?: string; s?: string };

/**
 * The reminder e-mail's unsubscribe link (ADR 025), no sign-in needed: GET shows a Polish page
 * with one button (mail scanners that open links change nothing), POST turns reminders off; the
 * same POST serves one-click unsubscribing (RFC 8058). A forged or altered link changes nothing.
 */
export function registerUnsubscribeRoute(app: FastifyInstance, deps: Pick<Deps, 'db' | 'services'>): void {
  const secret = () => deps.services.sessionSecret;
  const refuse = (reply: FastifyReply) =>
    page(
      reply,
      400,
      'Nie udało się wypisać',
      `<p>${escapeHtml(REFUSED)}</p><a href="${ROUTES.settings}">Przejdź do ustawień</a>`,
    );

  void app.register(async (scope) => {
    // The one-click POST and the page's form send a form body; only here is it accepted (and ignored).
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, _body, done) => done(null, {}),
    );

    scope.get<{ Querystring: Query }>(UNSUBSCRIBE_PATH, async (request, reply) => {
      const userId = verifyUnsubscribe(secret(), request.query.u, request.query.s);
      if (!userId) return refuse(reply);
      const action = `${UNSUBSCRIBE_PATH}?${new URLSearchParams({ u: request.query.u ?? '', s: request.query.s ?? '' })}`;
      return page(
        reply,
        200,
        'Wypisać Cię z przypomnień?',
        `<p>Nie będziemy już wysyłać e-maili o słówkach do powtórki. Możesz je włączyć ponownie ` +
          `w ustawieniach konta.</p><form method="post" action="${escapeHtml(action)}">` +
          `<button type="submit">Wypisz mnie z przypomnień</button></form>`,
      );
    });

    scope.post<{ Querystring: Query }>(UNSUBSCRIBE_PATH, async (request, reply) => {
      const userId = verifyUnsubscribe(secret(), request.query.u, request.query.s);
      if (!userId) return refuse(reply);
      await disableReminders(deps.db, userId);
      return page(
        reply,
        200,
        'Wypisano Cię z przypomnień',
        `<p>Nie wyślemy Ci już e-maili o słówkach do powtórki. Jeśli zmienisz zdanie, włącz je ` +
          `w ustawieniach konta.</p><a href="${ROUTES.settings}">Przejdź do ustawień</a>`,
      );
    });
  });
}
