import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsEncoding, registerWebApp } from './web-app.ts';

const INDEX =
  '<!doctype html><html lang="pl"><head><script type="module" src="/assets/app-1a2b.js"></script></head>' +
  '<body><div id="root"></div></body></html>';
const PRELOADS = {
  routes: [
    { path: '/', scripts: ['/assets/landing.js'], styles: [] },
    { path: '/workspace/:slug/playground', scripts: ['/assets/chat.js', '/assets/layout.js'], styles: [] },
  ],
  session: { cookie: 'kreda_session', scripts: ['/assets/session.js'] },
};
const SCRIPT = `export const answer = ${JSON.stringify('x'.repeat(4000))};`;

describe('the built web app', () => {
  let dist: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'kreda-web-'));
    mkdirSync(path.join(dist, 'assets'));
    mkdirSync(path.join(dist, '.vite'));
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    writeFileSync(path.join(dist, 'index.html.br'), brotliCompressSync(INDEX));
    writeFileSync(path.join(dist, 'assets/app-1a2b.js'), SCRIPT);
    writeFileSync(path.join(dist, 'assets/app-1a2b.js.br'), brotliCompressSync(SCRIPT));
    writeFileSync(path.join(dist, 'assets/app-1a2b.js.gz'), gzipSync(SCRIPT));
    writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *\nAllow: /\n');
    writeFileSync(path.join(dist, '.vite/manifest.json'), '{}');
    writeFileSync(path.join(dist, '.vite/route-chunks.json'), JSON.stringify(PRELOADS));
    app = Fastify();
    await registerWebApp(app, dist);
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends the Brotli copy of an asset to a browser that accepts it, cached for a year', async () => {
    const response = await app.inject({
      url: '/assets/app-1a2b.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('falls back to gzip, then to the file itself', async () => {
    const gzip = await app.inject({ url: '/assets/app-1a2b.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({
      url: '/assets/app-1a2b.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    // A small file without compressed copies is sent as it is.
    const robots = await app.inject({ url: '/robots.txt', headers: { 'accept-encoding': 'br' } });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-encoding']).toBeUndefined();
    expect(robots.headers['cache-control']).toBe('no-cache');
  });

  it('answers a client-side route with index.html preloading its chunks, compressed and revalidated', async () => {
    const response = await app.inject({
      url: '/workspace/abc/playground?c=1',
      headers: { accept: 'text/html', 'accept-encoding': 'gzip, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = brotliDecompressSync(response.rawPayload).toString();
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/chat.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/layout.js">');
    expect(html).not.toContain('session.js');
    expect(html).toContain('<div id="root"></div>');

    const again = await app.inject({
      url: '/workspace/abc/playground',
      headers: { accept: 'text/html', 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('adds the session code for a request with a session cookie', async () => {
    const response = await app.inject({
      url: '/',
      headers: { accept: 'text/html', cookie: 'kreda_session=1795730344028' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toContain('href="/assets/landing.js"');
    expect(response.body).toContain('href="/assets/session.js"');
  });

  it('reads the Accept-Encoding header as browsers send it', () => {
    expect(acceptsEncoding('gzip, deflate, br, zstd', 'br')).toBe(true);
    expect(acceptsEncoding('gzip;q=1.0, br;q=0', 'br')).toBe(false);
    expect(acceptsEncoding('gzip', 'br')).toBe(false);
    expect(acceptsEncoding(undefined, 'gzip')).toBe(false);
  });

  it('does not serve the build manifest', async () => {
    const response = await app.inject({ url: '/.vite/manifest.json' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toBe('{}');
  });
});
