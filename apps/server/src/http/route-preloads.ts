/*
 * Per-route preload hints for index.html. The web build writes, for every route of its router, the
 * lazy chunks the route needs before it can render (apps/web/build/route-chunks-plugin.ts →
 * dist/.vite/route-chunks.json). Listing them in the HTML lets the browser fetch them while the
 * entry script downloads, instead of one round trip after the entry has run.
 */

export interface RoutePreloadTable {
  routes: { path: string; scripts: string[]; styles: string[] }[];
  /** Added when the request carries this readable session cookie (the root loader's session code). */
  session: { cookie: string; scripts: string[] };
}

export interface CompiledRoute {
  path: string;
  pattern: RegExp;
  score: number;
  scripts: string[];
  styles: string[];
}

const SAFE_URL = /^\/[\w./-]+$/;
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && SAFE_URL.test(v)) : [];

/** The table from its JSON, or null when it does not have the expected shape. */
export function parseRoutePreloads(json: string): RoutePreloadTable | null {
  try {
    const raw = JSON.parse(json) as { routes?: unknown; session?: { cookie?: unknown; scripts?: unknown } };
    if (!Array.isArray(raw.routes) || typeof raw.session?.cookie !== 'string') return null;
    const routes = raw.routes
      .filter((r): r is { path: string } => typeof (r as { path?: unknown })?.path === 'string')
      .map((r) => ({
        path: r.path,
        scripts: strings((r as { scripts?: unknown }).scripts),
        styles: strings((r as { styles?: unknown }).styles),
      }));
    return { routes, session: { cookie: raw.session.cookie, scripts: strings(raw.session.scripts) } };
  } catch {
    return null;
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A React Router path pattern as a regular expression (case-insensitive, an optional trailing
 * slash) and its rank: static segments beat `:params`, which beat a `*` splat, as React Router
 * ranks them.
 */
export function compileRoute(route: RoutePreloadTable['routes'][number]): CompiledRoute {
  const segments = route.path.split('/').filter(Boolean);
  let source = '';
  let score = segments.length;
  for (const segment of segments) {
    if (segment === '*') {
      source += '(?:/.*)?';
      score -= 2;
    } else if (segment.startsWith(':')) {
      source += segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      score += 3;
    } else {
      source += `/${escapeRegExp(segment)}`;
      score += 10;
    }
  }
  return { ...route, pattern: new RegExp(`^${source}/?$`, 'i'), score };
}

/** The best-ranked route matching a pathname, or null. */
export function matchRoute(routes: CompiledRoute[], pathname: string): CompiledRoute | null {
  let best: CompiledRoute | null = null;
  for (const route of routes)
    if (route.pattern.test(pathname) && (!best || route.score > best.score)) best = route;
  return best;
}

/** Whether a Cookie header holds a non-empty cookie of this name. */
export function hasCookie(header: string | undefined, name: string): boolean {
  if (!header) return false;
  return header.split(';').some((pair) => {
    const at = pair.indexOf('=');
    return at > 0 && pair.slice(0, at).trim() === name && pair.slice(at + 1).trim() !== '';
  });
}

/** index.html with `<link>` hints for these files before `</head>` (files it names already are skipped). */
export function withPreloads(indexHtml: string, scripts: string[], styles: string[]): string {
  const fresh = (url: string) => !indexHtml.includes(`"${url}"`);
  const tags = [
    ...[...new Set(styles)].filter(fresh).map((url) => `<link rel="stylesheet" crossorigin href="${url}">`),
    ...[...new Set(scripts)]
      .filter(fresh)
      .map((url) => `<link rel="modulepreload" crossorigin href="${url}">`),
  ];
  if (tags.length === 0 || !indexHtml.includes('</head>')) return indexHtml;
  return indexHtml.replace('</head>', `  ${tags.join('\n    ')}\n  </head>`);
}
