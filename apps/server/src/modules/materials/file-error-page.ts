import { ROUTES } from '@kreda/shared/routes';

/** Why a file link opened nothing; each has its Polish page for browsers and its JSON for API clients. */
export type FileRefusal = 'signedOut' | 'expired' | 'invalid' | 'missing';

interface RefusalText {
  status: number;
  code: string;
  /** The JSON message API clients have always had. */
  apiMessage: string;
  title: string;
  lines: string[];
  link: { href: string; label: string };
}

const BACK_TO_WORKSPACES = { href: ROUTES.workspaces, label: 'Przejdź do swoich przestrzeni' };

const REFUSALS: Record<FileRefusal, RefusalText> = {
  signedOut: {
    status: 401,
    code: 'UNAUTHENTICATED',
    apiMessage: 'Unauthorized',
    title: 'Zaloguj się, żeby otworzyć plik',
    lines: [
      'Pliki w Kredzie widzi tylko ich właściciel, a ta przeglądarka nie jest zalogowana.',
      'Zaloguj się, a potem otwórz plik jeszcze raz ze strony materiału.',
    ],
    link: { href: ROUTES.signIn, label: 'Zaloguj się' },
  },
  expired: {
    status: 404,
    code: 'NOT_FOUND',
    apiMessage: 'Nie znaleziono pliku.',
    title: 'Link do pliku wygasł',
    lines: [
      'Dla bezpieczeństwa link do pliku działa tylko kilka minut.',
      'Wróć do strony materiału w Kredzie i kliknij „Otwórz plik” jeszcze raz.',
    ],
    link: BACK_TO_WORKSPACES,
  },
  invalid: {
    status: 404,
    code: 'NOT_FOUND',
    apiMessage: 'Nie znaleziono pliku.',
    title: 'Ten link do pliku nie działa',
    lines: [
      'Link jest niepełny albo prowadzi do pliku innej osoby.',
      'Otwórz plik ze strony materiału w Kredzie.',
    ],
    link: BACK_TO_WORKSPACES,
  },
  missing: {
    status: 404,
    code: 'NOT_FOUND',
    apiMessage: 'Nie znaleziono pliku.',
    title: 'Nie ma już tego pliku',
    lines: ['Materiał z tym plikiem został usunięty.'],
    link: BACK_TO_WORKSPACES,
  },
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

/** Nothing but inline styles: the page needs no script, image or font. */
export const FILE_ERROR_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const STYLE = `
  body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
    background: #f7f5ef; color: #1b211d; line-height: 1.5; }
  main { max-width: 36rem; margin: 0 auto; padding: 3rem 1rem; }
  .brand { font-weight: 700; font-size: 1.25rem; color: #1f3b2d; margin: 0 0 2rem; }
  h1 { font-size: 1.75rem; line-height: 1.2; color: #12241a; margin: 0 0 1rem; }
  a { display: inline-flex; align-items: center; min-height: 44px; margin-top: 1.5rem; padding: 0 1rem;
    border-radius: 0.5rem; background: #2a5239; color: #f7f5ef; font-weight: 600; text-decoration: none; }
  a:focus-visible { outline: 2px solid #12241a; outline-offset: 2px; box-shadow: 0 0 0 2px #f2d45c; }
`;

/** The small Polish page a browser gets instead of a JSON error. */
export function fileErrorPage(refusal: FileRefusal): string {
  const text = REFUSALS[refusal];
  const lines = text.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n    ');
  return `<!doctype html>
<html lang="pl">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex">
  <title>${escapeHtml(text.title)} — Kreda</title>
  <style>${STYLE}</style>
</head>
<body>
  <main data-refusal="${refusal}">
    <p class="brand">Kreda</p>
    <h1>${escapeHtml(text.title)}</h1>
    ${lines}
    <a href="${escapeHtml(text.link.href)}">${escapeHtml(text.link.label)}</a>
  </main>
</body>
</html>
`;
}

/** The status and JSON body API clients get (unchanged from before the HTML pages). */
export function fileRefusal(refusal: FileRefusal): {
  status: number;
  body: { error: { code: string; message: string } };
} {
  const { status, code, apiMessage } = REFUSALS[refusal];
  return { status, body: { error: { code, message: apiMessage } } };
}

/** True for a browser opening the link (it asks for HTML); API clients keep JSON. */
export function wantsHtml(accept: string | undefined): boolean {
  return (accept ?? '').toLowerCase().includes('text/html');
}
