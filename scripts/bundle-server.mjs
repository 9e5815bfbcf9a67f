#!/usr/bin/env node
// bundle-server.mjs <dist>: bundles src/main.ts and the packages it imports into one ESM file,
// <dist>/server.js (ADR 039), and replaces tsc's <dist>/main.js with a two-line entry that turns
// source maps on (a logged stack then names our .ts files) and imports it. Node reads and links one
// file instead of ~1,900 modules before the server listens. Everything else in <dist> stays as tsc
// emitted it (the CLI entry points, worker-thread entries, the database template's builder) with
// the assets beside it, and the bundle still finds those: each of our source files' `import.meta.url`
// is rewritten to the URL of that file's own emitted `.js` in <dist>, so `new URL('./prompts',
// import.meta.url)` and the like resolve exactly as they do unbundled.
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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

/** Our files' `import.meta.url` → the URL of their emitted twin in <dist>, relative to the bundle. */
const emittedFileUrls = {
  name: 'emitted-file-urls',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      if (!args.path.startsWith(SRC + path.sep)) return undefined;
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return { contents: source, loader: 'ts' };
      const emitted = `./${path.relative(SRC, args.path).split(path.sep).join('/').replace(/\.ts$/, '.js')}`;
      const url = `new URL(${JSON.stringify(emitted)}, import.meta.url).href`;
      return { contents: source.replaceAll('import.meta.url', url), loader: 'ts' };
    });
  },
};

for (const file of await readdir(dist))
  if (/^(server|chunk-.*)\.js(\.map)?$/.test(file)) await rm(path.join(dist, file));
const outfile = path.join(dist, 'server.js');
const result = await build({
  entryPoints: { server: path.join(SRC, 'main.ts') },
  outdir: dist,
  // What our code imports with `import()` (the delivery clients, the tracing SDK, the S3 client,
  // graphql-jit) becomes a chunk of its own beside server.js, loaded when asked for as before; in
  // one file, the packages those modules import would be imported at start.
  splitting: true,
  chunkNames: 'chunk-[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  // Not `source`: @kreda/shared is taken from its build, as the unbundled server does.
  conditions: [],
  external: EXTERNAL,
  // No `keepNames`: it wraps every function and class the bundle creates in a call that defines
  // its `name`, per request too for closures; off, health answered 1.29×, a topics read 1.38× and
  // `getcke` 1.18× the requests per second (same run). An identifier the bundle renames for a
  // clash then has the new name (`Zip2`); nothing reads those names, and no error class may be
  // renamed (checked below: errors are told apart by `name`, which ours set as strings).
  //
  // Whitespace and syntax minified, identifiers not (8.9 → 5.5 MB with the above): V8 reads less
  // before the server starts (about 30 ms of a restart), and the source map still maps a stack
  // back to our files.
  minifyWhitespace: true,
  minifySyntax: true,
  sourcemap: 'linked',
  sourcesContent: false,
  legalComments: 'none',
  metafile: true,
  logLevel: 'warning',
  // CommonJS packages inside an ESM bundle call `require` for Node's built-ins.
  banner: {
    js: "import { createRequire as __kredaRequire } from 'node:module'; const require = __kredaRequire(import.meta.url);",
  },
  plugins: [emittedFileUrls],
});
await writeFile(path.join(dist, 'server.meta.json'), JSON.stringify(result.metafile));
for (const file of Object.keys(result.metafile.outputs).filter((name) => name.endsWith('.js'))) {
  const renamed = (await readFile(file, 'utf8')).match(/\bclass \w*Error\d+\b/g);
  if (renamed)
    throw new Error(`${file}: error classes renamed by the bundle: ${[...new Set(renamed)].join(', ')}`);
}
// Source maps must be on before the bundle loads: Node reads a file's map only as it loads it.
await writeFile(
  path.join(dist, 'main.js'),
  `// The server's entry (scripts/bundle-server.mjs): stack traces through the bundle's source map.
process.setSourceMapsEnabled(true);
await import('./server.js');
`,
);
await rm(path.join(dist, 'main.js.map'), { force: true });
const bytes = result.metafile.outputs[path.relative(process.cwd(), outfile)]?.bytes ?? 0;
console.log(`bundled ${path.relative(process.cwd(), outfile)} (${(bytes / 1e6).toFixed(1)} MB)`);
