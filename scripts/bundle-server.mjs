#!/usr/bin/env node
// bundle-server.mjs <dist>: bundles src/main.ts and the packages it imports into one CommonJS file,
// <dist>/server.cjs (ADR 039), writes V8's code cache for it (<dist>/server.cjs.v8cache, ADR 043),
// and replaces tsc's <dist>/main.js with an entry that runs the bundle from that cache
// (src/bundle-loader.ts). Node reads one file instead of ~1,900 modules, and V8 reads its compiled
// top level instead of compiling it, before the server listens. Everything else in <dist> stays as
// tsc emitted it (the CLI entry points, worker-thread entries, the database template's builder) with
// the assets beside it, and the bundle still finds those: each of our source files' `import.meta.url`
// is rewritten to the URL of that file's own emitted `.js` in <dist>, so `new URL('./prompts',
// import.meta.url)` and the like resolve exactly as they do unbundled.
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const SERVER = fileURLToPath(new URL('../apps/server/', import.meta.url));
const SRC = path.join(SERVER, 'src');
const dist = path.resolve(SERVER, process.argv[2] ?? 'dist');

/**
 * Left to Node, loaded from node_modules at run time:
 * - native addons (a `.node` file picked per platform at run time);
 * - packages that find their own files beside their code (PGlite's `.wasm`/`.data` and extensions,
 *   tesseract.js's worker script and language data, unpdf's pdf.js, ioredis's package.json; mathjs
 *   is required by path at run time);
 * - packages loaded only on demand, and only when configured (Sentry, the S3 client, the SMTP and
 *   SMS clients), so the bundle does not carry code a default start never runs.
 * None of them shares objects with bundled code by `instanceof` (graphql, envelop and Yoga are
 * bundled together: a second copy of `graphql` would reject the schema).
 */
const EXTERNAL = [
  '@node-rs/argon2',
  '@napi-rs/canvas',
  'sharp',
  '@open-spaced-repetition/binding',
  '@electric-sql/pglite',
  '@electric-sql/pglite/*',
  '@electric-sql/pglite-pgvector',
  'tesseract.js',
  '@tesseract.js-data/*',
  'unpdf',
  'mathjs',
  'mathjs/*',
  // Reads its own package.json and trims stacks by `__dirname`, which a bundle does not have.
  'ioredis',
  '@sentry/node',
  // CommonJS only: bundled, its `import()` gave a namespace without `dictionary` (sign-up failed).
  '@zxcvbn-ts/language-common',
  '@aws-sdk/client-s3',
  'nodemailer',
  'twilio',
  'smsapi',
];

/**
 * Our files' `import.meta.url` → the URL of their emitted twin in <dist>, relative to the bundle's
 * own URL (`__kredaBundleUrl`, set by the banner: CommonJS has no `import.meta`).
 */
const emittedFileUrls = {
  name: 'emitted-file-urls',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      if (!args.path.startsWith(SRC + path.sep)) return undefined;
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return { contents: source, loader: 'ts' };
      const emitted = `./${path.relative(SRC, args.path).split(path.sep).join('/').replace(/\.ts$/, '.js')}`;
      const url = `new URL(${JSON.stringify(emitted)}, __kredaBundleUrl).href`;
      return { contents: source.replaceAll('import.meta.url', url), loader: 'ts' };
    });
  },
};

// Also the ESM bundle and its chunks of builds before ADR 043.
for (const file of await readdir(dist))
  if (/^(server|chunk-.*)\.(c?js(\.map)?|cjs\.v8cache)$/.test(file)) await rm(path.join(dist, file));
const outfile = path.join(dist, 'server.cjs');
const result = await build({
  entryPoints: { server: path.join(SRC, 'main.ts') },
  outdir: dist,
  // One file: V8's code cache is per script. What our code imports with `import()` (the delivery
  // clients, the tracing SDK, the S3 client, graphql-jit) stays in an initialiser that runs when
  // asked for, and the external packages those modules import are `require`d inside it, so they
  // still load only then (in an ESM bundle without chunks they were imported at start).
  splitting: false,
  outExtension: { '.js': '.cjs' },
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20.19',
  // `import()` becomes `require()`: Node 20 loses a `vm.Script`'s dynamic-import callback when the
  // script comes from a code cache ("A dynamic import callback was not specified"; sign-up's
  // password list failed so). Every package the bundle leaves external can be `require`d.
  supported: { 'dynamic-import': false },
  // Not `source`: @kreda/shared is taken from its build, as the unbundled server does.
  conditions: [],
  external: EXTERNAL,
  // No `keepNames`: it wraps every function and class the bundle creates in a call that defines
  // its `name`, per request too for closures; off, health answered 1.29×, a topics read 1.38× and
  // `getcke` 1.18× the requests per second (same run). An identifier the bundle renames for a
  // clash then has the new name (`Zip2`); nothing reads those names, and no error class may be
  // renamed (checked below: errors are told apart by `name`, which ours set as strings).
  //
  // Whitespace and syntax minified, identifiers not (8.9 → 5.5 MB with the above, when it was ESM
  // in chunks; 6.5 MB in one file now): V8 reads less before the server starts (about 30 ms of a
  // restart), and the source map still maps a stack back to our files.
  minifyWhitespace: true,
  minifySyntax: true,
  sourcemap: 'linked',
  sourcesContent: false,
  legalComments: 'none',
  metafile: true,
  logLevel: 'warning',
  // Strict as the ESM bundle was (every module in it, CommonJS packages included), and the bundle's
  // URL for the rewritten `import.meta.url`s.
  banner: { js: '"use strict";var __kredaBundleUrl = require("node:url").pathToFileURL(__filename).href;' },
  plugins: [emittedFileUrls],
});
await writeFile(path.join(dist, 'server.meta.json'), JSON.stringify(result.metafile));
for (const file of Object.keys(result.metafile.outputs).filter((name) => name.endsWith('.cjs'))) {
  const renamed = (await readFile(file, 'utf8')).match(/\bclass \w*Error\d+\b/g);
  if (renamed)
    throw new Error(`${file}: error classes renamed by the bundle: ${[...new Set(renamed)].join(', ')}`);
}
const { writeCodeCache } = await import(pathToFileURL(path.join(dist, 'bundle-loader.js')).href);
const cacheBytes = writeCodeCache(outfile);
await writeFile(
  path.join(dist, 'main.js'),
  `// The server's entry (scripts/bundle-server.mjs, ADR 043): the bundle, run from its code cache.
import { fileURLToPath } from 'node:url';
import { runBundle } from './bundle-loader.js';

runBundle(fileURLToPath(new URL('./server.cjs', import.meta.url)));
`,
);
await rm(path.join(dist, 'main.js.map'), { force: true });
const bytes = result.metafile.outputs[path.relative(process.cwd(), outfile)]?.bytes ?? 0;
console.log(
  `bundled ${path.relative(process.cwd(), outfile)} (${(bytes / 1e6).toFixed(1)} MB, code cache ${(cacheBytes / 1e6).toFixed(1)} MB)`,
);
