import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { codeCacheFile, runBundle, sourceMappedStack, writeCodeCache } from './bundle-loader.ts';

// A two-file program bundled as scripts/bundle-server.mjs bundles the server (CommonJS, minified
// whitespace and syntax, a linked source map), run the way dist/main.js runs the server.
const THROWER = `export class Quiz {
  constructor(readonly id: string) {}

  check(): number {
    // a comment, so that the bundle's line differs from this one
    throw new Error(\`brak quizu \${this.id}\`);
  }
}
`;
const ENTRY = `import { Quiz } from './thrower.ts';
const probe = globalThis as unknown as Record<string, unknown>;
probe.bundleProbe = {
  file: __filename,
  dir: __dirname,
  sep: require('node:path').sep,
  later: () => import('node:os').then((os) => typeof os.cpus),
  fail: () => new Quiz('q-7').check(),
};
`;

const run = promisify(execFile);

type Probe = {
  file: string;
  dir: string;
  sep: string;
  later: () => Promise<string>;
  fail: () => number;
};

let dir: string;
let bundle: string;
const original = Error.prepareStackTrace;
const probe = () => (globalThis as unknown as { bundleProbe: Probe }).bundleProbe;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'kreda-bundle-'));
  await writeFile(path.join(dir, 'thrower.ts'), THROWER);
  await writeFile(path.join(dir, 'entry.ts'), ENTRY);
  bundle = path.join(dir, 'server.cjs');
  await build({
    entryPoints: [path.join(dir, 'entry.ts')],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20.19',
    minifyWhitespace: true,
    minifySyntax: true,
    sourcemap: 'linked',
    sourcesContent: false,
    logLevel: 'silent',
    banner: { js: '"use strict";' },
    supported: { 'dynamic-import': false },
  });
});

afterEach(async () => {
  Error.prepareStackTrace = original;
  delete (globalThis as Record<string, unknown>).bundleProbe;
  await rm(codeCacheFile(bundle), { force: true });
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('runBundle', () => {
  it('runs the bundle from the code cache the build wrote, as Node would require it', async () => {
    expect(writeCodeCache(bundle)).toBeGreaterThan(0);
    // A process of its own, as a restart: in this one V8 would reuse what it compiled above.
    const loader = new URL('./bundle-loader.ts', import.meta.url).href;
    const program = `import { runBundle } from ${JSON.stringify(loader)};
const result = runBundle(${JSON.stringify(bundle)});
const { file, dir, sep, later } = globalThis.bundleProbe;
console.log(JSON.stringify({ ...result, file, dir, sep, later: await later() }));`;
    const { stdout } = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', program]);
    expect(JSON.parse(stdout)).toEqual({
      codeCache: 'used',
      file: bundle,
      dir,
      sep: path.sep,
      // `import()` in a bundle read from a code cache (the build makes it a `require`).
      later: 'function',
    });
  });

  it('compiles the source when there is no cache, or the cache is for another text', async () => {
    // Texts this process has not compiled yet: V8 would take a compiled one from its own memory.
    const copy = async (name: string) => {
      const file = path.join(dir, name);
      await writeFile(file, `${await readFile(bundle, 'utf8')}\n// ${name}\n`);
      return file;
    };
    expect(runBundle(await copy('absent.cjs'))).toEqual({ codeCache: 'absent' });
    const other = await copy('other.cjs');
    await writeFile(codeCacheFile(other), Buffer.from('not a V8 code cache'));
    expect(runBundle(other)).toEqual({ codeCache: 'rejected' });
    expect(probe().sep).toBe(path.sep);
  });
});

describe('sourceMappedStack', () => {
  it("names our source file, line and column for the bundle's frames, in V8's format", () => {
    runBundle(bundle);
    let error: Error | undefined;
    try {
      probe().fail();
    } catch (caught) {
      error = caught as Error;
    }
    const lines = error?.stack?.split('\n') ?? [];
    expect(lines[0]).toBe('Error: brak quizu q-7');
    // `throw` is on line 6 of thrower.ts, column 11 (V8 points at the `new`), inside Quiz.check.
    expect(lines[1]).toBe(`    at Quiz.check (${path.join(dir, 'thrower.ts')}:6:11)`);
    expect(lines[2]).toMatch(
      new RegExp(`^ {4}at Object\\.fail \\(${path.join(dir, 'entry.ts')}:\\d+:\\d+\\)$`),
    );
    // A frame outside the bundle is printed as V8 prints it.
    expect(lines[3]).toMatch(/^ {4}at .*bundle-loader\.test\.ts:\d+:\d+\)?$/);
  });

  it('prints an unmapped bundle frame as it is when the map is missing, and survives a bad error', () => {
    const format = sourceMappedStack(path.join(dir, 'elsewhere.cjs'));
    const error = new TypeError('zła wartość');
    const frames: NodeJS.CallSite[] = [];
    expect(format(error, frames)).toBe('TypeError: zła wartość');
    const hostile = {
      get name(): string {
        throw new Error('no');
      },
    };
    expect(format(hostile as unknown as Error, [])).toBe('<error>');
  });
});
