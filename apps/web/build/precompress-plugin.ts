import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Logger, Plugin } from 'vite';

/** Text files worth compressing; fonts (woff2) and images are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|ico|ttf|map)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (Brotli, quality 11) and `<file>.gz` (gzip -9) beside every compressible file
 * of the build, once, at build time; the server sends them to browsers that accept them
 * (`preCompressed` of @fastify/static in apps/server/src/http/web-app.ts). A copy that is not
 * smaller than the file is not written.
 */
export function precompressDirectory(dir: string): { files: number; bytes: number; brotliBytes: number } {
  const totals = { files: 0, bytes: 0, brotliBytes: 0 };
  const visit = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const file = path.join(folder, name);
      if (statSync(file).isDirectory()) {
        // .vite/ holds the build manifest, read by the bench, never served.
        if (!name.startsWith('.')) visit(file);
        continue;
      }
      if (!COMPRESSIBLE.test(name)) continue;
      const content = readFileSync(file);
      if (content.length < MIN_BYTES) continue;
      const brotli = brotliCompressSync(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      });
      const gzip = gzipSync(content, { level: 9 });
      if (brotli.length < content.length) writeFileSync(`${file}.br`, brotli);
      if (gzip.length < content.length) writeFileSync(`${file}.gz`, gzip);
      totals.files += 1;
      totals.bytes += content.length;
      totals.brotliBytes += Math.min(brotli.length, content.length);
    }
  };
  visit(dir);
  return totals;
}

export function precompressPlugin(): Plugin {
  let outDir = '';
  let logger: Logger | null = null;
  return {
    name: 'kreda-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      logger = config.logger;
    },
    // After every file (public/ included) is in place.
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const { files, bytes, brotliBytes } = precompressDirectory(outDir);
        logger?.info(
          `precompressed ${files} files: ${Math.round(bytes / 1000)} kB → ${Math.round(brotliBytes / 1000)} kB brotli`,
        );
      },
    },
  };
}
