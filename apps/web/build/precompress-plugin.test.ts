import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDirectory } from './precompress-plugin.ts';

describe('precompressed build files', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes Brotli and gzip copies of text files worth compressing, and only of those', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'kreda-precompress-'));
    mkdirSync(path.join(dir, 'assets'));
    mkdirSync(path.join(dir, '.vite'));
    const script = `export const text = ${JSON.stringify('Kreda uczy. '.repeat(400))};`;
    writeFileSync(path.join(dir, 'assets/app-1a2b.js'), script);
    writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\n');
    writeFileSync(path.join(dir, 'assets/font.woff2'), Buffer.alloc(4000, 7));
    writeFileSync(path.join(dir, '.vite/route-chunks.json'), JSON.stringify({ x: 'y'.repeat(4000) }));

    const totals = precompressDirectory(dir);

    expect(totals.files).toBe(1);
    expect(brotliDecompressSync(readFileSync(path.join(dir, 'assets/app-1a2b.js.br'))).toString()).toBe(
      script,
    );
    expect(gunzipSync(readFileSync(path.join(dir, 'assets/app-1a2b.js.gz'))).toString()).toBe(script);
    // Too small to gain, already compressed, or never served.
    expect(existsSync(path.join(dir, 'robots.txt.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'assets/font.woff2.br'))).toBe(false);
    expect(existsSync(path.join(dir, '.vite/route-chunks.json.br'))).toBe(false);
  });
});
