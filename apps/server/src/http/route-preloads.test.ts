import { describe, expect, it } from 'vitest';
import { compileRoute, hasCookie, matchRoute, parseRoutePreloads, withPreloads } from './route-preloads.ts';

const route = (path: string) =>
  compileRoute({ path, scripts: [`/assets${path.replace(/[:*?]/g, '')}.js`], styles: [] });
const ROUTES = [
  '/',
  '/*',
  '/auth/sign-in',
  '/app',
  '/app/*',
  '/workspace',
  '/workspace/about',
  '/workspace/*',
  '/workspace/:slug',
  '/workspace/:slug/playground',
  '/workspace/:slug/quiz/:id/:resultId?',
  '/workspace/:slug/*',
].map(route);
const matched = (pathname: string) => matchRoute(ROUTES, pathname)?.path ?? null;

describe('route preload hints', () => {
  it('picks the route React Router would render: static segments first, then params, then a splat', () => {
    expect(matched('/')).toBe('/');
    expect(matched('/auth/sign-in')).toBe('/auth/sign-in');
    expect(matched('/auth/sign-in/')).toBe('/auth/sign-in');
    expect(matched('/AUTH/Sign-In')).toBe('/auth/sign-in');
    expect(matched('/app')).toBe('/app');
    expect(matched('/app/unknown/page')).toBe('/app/*');
    expect(matched('/workspace/about')).toBe('/workspace/about');
    expect(matched('/workspace/abc-123')).toBe('/workspace/:slug');
    expect(matched('/workspace/abc-123/playground')).toBe('/workspace/:slug/playground');
    expect(matched('/workspace/abc/quiz/q1')).toBe('/workspace/:slug/quiz/:id/:resultId?');
    expect(matched('/workspace/abc/quiz/q1/r1')).toBe('/workspace/:slug/quiz/:id/:resultId?');
    expect(matched('/workspace/abc/nothing-here')).toBe('/workspace/:slug/*');
    expect(matched('/regulamin-nie-istnieje')).toBe('/*');
  });

  it('adds modulepreload and stylesheet links before </head>, skipping what index.html names already', () => {
    const html =
      '<html><head><script type="module" src="/assets/index.js"></script></head><body></body></html>';
    const out = withPreloads(
      html,
      ['/assets/index.js', '/assets/page.js', '/assets/page.js'],
      ['/assets/page.css'],
    );
    expect(out).toContain('<link rel="modulepreload" crossorigin href="/assets/page.js">');
    expect(out).toContain('<link rel="stylesheet" crossorigin href="/assets/page.css">');
    expect(out.match(/page\.js/g)).toHaveLength(1);
    expect(out.match(/index\.js/g)).toHaveLength(1);
    expect(out.indexOf('page.js')).toBeLessThan(out.indexOf('</head>'));
    expect(withPreloads(html, [], [])).toBe(html);
  });

  it('reads the build table defensively and keeps only plain asset URLs', () => {
    const table = parseRoutePreloads(
      JSON.stringify({
        routes: [{ path: '/app', scripts: ['/assets/a.js', '"><script>', 7], styles: [] }, { nope: 1 }],
        session: { cookie: 'kreda_session', scripts: ['/assets/s.js'] },
      }),
    );
    expect(table?.routes).toEqual([{ path: '/app', scripts: ['/assets/a.js'], styles: [] }]);
    expect(table?.session).toEqual({ cookie: 'kreda_session', scripts: ['/assets/s.js'] });
    expect(parseRoutePreloads('{"routes": 1}')).toBeNull();
    expect(parseRoutePreloads('not json')).toBeNull();
  });

  it('finds a non-empty cookie by name', () => {
    expect(hasCookie('a=1; kreda_session=1795730344028', 'kreda_session')).toBe(true);
    expect(hasCookie('kreda_session=; a=1', 'kreda_session')).toBe(false);
    expect(hasCookie('xkreda_session=1', 'kreda_session')).toBe(false);
    expect(hasCookie(undefined, 'kreda_session')).toBe(false);
  });
});
