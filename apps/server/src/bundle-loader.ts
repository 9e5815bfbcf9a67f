import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire, SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import vm from 'node:vm';

/*
 * Runs the bundled server (`dist/server.cjs`, ADR 043) from a V8 code cache made at build time.
 * Node 20 has no compile cache for files it loads itself (`module.enableCompileCache()` is Node 22),
 * but a `vm.Script` takes `cachedData`: V8 then reads the bundle's compiled top level instead of
 * parsing and compiling ~6.5 MB of JavaScript at every start. The bundle is CommonJS for this, run
 * in a wrapper of our own; because Node's source-map support does not see a `vm.Script`, a stack
 * through the bundle is mapped back to our `.ts` files here.
 */

/**
 * V8 flags the server runs with, set before the bundle compiles: the code cache is only accepted
 * under the flags it was made with, so the build sets the same ones.
 *
 * One WebAssembly compilation task instead of one per worker of Node's V8 pool (4): at a start,
 * PGlite's WebAssembly tiers up in the background while the main thread opens the database and
 * builds the app, and on a 2-core machine four compiling threads left the main thread waiting for
 * a core (a start on an existing folder 1,254 → 1,055 ms, same run). A fixed number, not one per
 * core, so that a cache made on one machine holds on another.
 */
export const V8_FLAGS = '--wasm-num-compilation-tasks=1';

/** The V8 code cache beside a bundle, written by `npm run build` (`scripts/bundle-server.mjs`). */
export const codeCacheFile = (bundle: string) => `${bundle}.v8cache`;

/**
 * CommonJS's module wrapper on a line of its own (`lineOffset: -1` keeps the bundle's line and
 * column numbers, which its source map uses). The cache is valid only for exactly this text.
 */
function compile(bundle: string, cachedData?: Buffer): vm.Script {
  return new vm.Script(
    `(function (exports, require, module, __filename, __dirname) {\n${readFileSync(bundle, 'utf8')}\n})`,
    {
      filename: bundle,
      lineOffset: -1,
      // No `importModuleDynamically`: Node 20 drops it for a script read from a code cache, so the
      // bundle has no `import()` (the build turns each into a `require()`).
      cachedData,
    },
  );
}

/** Build time: compiles the bundle and writes its code cache; returns the cache's size in bytes. */
export function writeCodeCache(bundle: string): number {
  setFlagsFromString(V8_FLAGS);
  const data = compile(bundle).createCachedData();
  writeFileSync(codeCacheFile(bundle), data);
  return data.length;
}

function readCodeCache(bundle: string): Buffer | undefined {
  try {
    return readFileSync(codeCacheFile(bundle));
  } catch {
    return undefined; // built without one: V8 compiles the source, as `import` would
  }
}

/**
 * Runs a CommonJS bundle as Node would `require` it, from its code cache when V8 accepts it (same
 * Node, same flags; a rejected or missing cache only costs the compile). Reports which it was.
 */
export function runBundle(bundle: string): { codeCache: 'used' | 'rejected' | 'absent' } {
  setFlagsFromString(V8_FLAGS);
  Error.prepareStackTrace = sourceMappedStack(bundle);
  const cachedData = readCodeCache(bundle);
  const script = compile(bundle, cachedData);
  const module = { exports: {} };
  script.runInThisContext()(module.exports, createRequire(bundle), module, bundle, path.dirname(bundle));
  return { codeCache: !cachedData ? 'absent' : script.cachedDataRejected ? 'rejected' : 'used' };
}

type Payload = ConstructorParameters<typeof SourceMap>[0];

/** The bundle's source map with each source as an absolute path, read on the first stack that needs it. */
function loadSourceMap(bundle: string): SourceMap | null {
  try {
    const mapFile = `${bundle}.map`;
    const payload = JSON.parse(readFileSync(mapFile, 'utf8')) as Payload;
    const base = pathToFileURL(mapFile);
    return new SourceMap({
      ...payload,
      sources: payload.sources.map((s) => fileURLToPath(new URL(s, base))),
    });
  } catch {
    return null; // no map beside the bundle: stacks name the bundle's own lines
  }
}

/** A call site's name as V8 prints it (`async`, `new`, `Type.method`), without its position. */
function callName(frame: NodeJS.CallSite): string {
  const prefix = frame.isAsync() ? 'async ' : frame.isConstructor() ? 'new ' : '';
  const fn = frame.getFunctionName() ?? frame.getMethodName();
  const type = frame.isToplevel() || frame.isConstructor() ? null : frame.getTypeName();
  const name = type && type !== 'global' ? `${type}.${fn ?? '<anonymous>'}` : fn;
  return name ? `${prefix}${name}` : prefix.trim();
}

/**
 * `Error.prepareStackTrace` printing V8's format, with each frame in the bundle at its place in our
 * sources (`src/modules/quizzes/jobs.ts:120:7`), as `process.setSourceMapsEnabled(true)` does for
 * files Node loads itself. The map (~5 MB) is parsed on the first such frame, not at start.
 */
export function sourceMappedStack(bundle: string): (error: Error, frames: NodeJS.CallSite[]) => string {
  let map: SourceMap | null | undefined;
  const describe = (frame: NodeJS.CallSite): string => {
    const line = frame.getLineNumber();
    const column = frame.getColumnNumber();
    if (frame.getFileName() !== bundle || line === null || column === null) return String(frame);
    map ??= loadSourceMap(bundle);
    const entry = map?.findEntry(line - 1, column - 1);
    if (!entry || !('originalSource' in entry)) return String(frame);
    const position = `${entry.originalSource}:${entry.originalLine + 1}:${entry.originalColumn + 1}`;
    const name = callName(frame);
    return name ? `${name} (${position})` : position;
  };
  return (error, frames) => {
    let header: string;
    try {
      header = Error.prototype.toString.call(error);
    } catch {
      header = '<error>';
    }
    return header + frames.map((frame) => `\n    at ${describe(frame)}`).join('');
  };
}
