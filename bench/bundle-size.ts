import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** House rule 13: the initial JavaScript of any route stays under this many KB gzip (1 KB = 1000 B). */
export const JS_BUDGET_KB = 170;

export interface AssetSize {
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface LandingJsReport {
  /** Module scripts and modulepreloads referenced by `index.html`: what every route downloads first. */
  initial: { files: AssetSize[]; gzipBytes: number; gzipKb: number; budgetKb: number; withinBudget: boolean };
  /**
   * The landing page's own lazy chunk and the chunks it imports statically, fetched right after the
   * router resolves `/` (not in the budget above; shown so its growth is visible).
   */
  landingChunk: { files: AssetSize[]; gzipBytes: number; gzipKb: number } | null;
  /** initial + landingChunk: everything the browser must run before the landing page paints. */
  routeTotalGzipKb: number;
}

const kb = (bytes: number) => Math.round(bytes / 100) / 10;

function sizeOf(distDir: string, file: string): AssetSize {
  const content = readFileSync(path.join(distDir, file));
  return { file, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
}

function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3] ?? null) : null;
}

/** Local asset paths (relative to dist) of `<script type="module" src>` and `<link rel="modulepreload">`. */
export function initialScripts(indexHtml: string): string[] {
  const files: string[] = [];
  for (const [tag] of indexHtml.matchAll(/<script\b[^>]*>/gi)) {
    const src = attribute(tag, 'src');
    if (attribute(tag, 'type') === 'module' && src) files.push(src);
  }
  for (const [tag] of indexHtml.matchAll(/<link\b[^>]*>/gi)) {
    const href = attribute(tag, 'href');
    if (attribute(tag, 'rel')?.split(/\s+/).includes('modulepreload') && href) files.push(href);
  }
  const local = files.filter((f) => !/^[a-z]+:\/\//i.test(f) && !f.startsWith('//'));
  return [...new Set(local.map((f) => f.split(/[?#]/)[0]?.replace(/^\//, '') ?? f))];
}

const STATIC_IMPORT = /\b(?:import|export)\s*(?:[^"'();]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;

/** The chunk and every chunk it imports statically (dynamic `import()` is not followed). */
function staticClosure(distDir: string, start: string, exclude: Set<string>): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || exclude.has(file) || !existsSync(path.join(distDir, file))) return;
    seen.add(file);
    const code = readFileSync(path.join(distDir, file), 'utf8');
    for (const match of code.matchAll(STATIC_IMPORT)) {
      const target = match[1];
      if (target) visit(path.posix.join(path.posix.dirname(file), target));
    }
  };
  visit(start);
  return [...seen];
}

/** Gzip (level 9) sizes of the JavaScript the landing route needs, from the built web app. */
export function measureLandingJs(distDir: string): LandingJsReport {
  const indexHtml = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const initialFiles = initialScripts(indexHtml).map((file) => sizeOf(distDir, file));
  const initialGzip = initialFiles.reduce((total, f) => total + f.gzipBytes, 0);

  const assetsDir = path.join(distDir, 'assets');
  const pageChunk = existsSync(assetsDir)
    ? readdirSync(assetsDir).find((name) => /^landing-page-[\w-]+\.js$/.test(name))
    : undefined;
  let landingChunk: LandingJsReport['landingChunk'] = null;
  if (pageChunk) {
    const exclude = new Set(initialFiles.map((f) => f.file));
    const files = staticClosure(distDir, `assets/${pageChunk}`, exclude).map((file) => sizeOf(distDir, file));
    const gzipBytes = files.reduce((total, f) => total + f.gzipBytes, 0);
    landingChunk = { files, gzipBytes, gzipKb: kb(gzipBytes) };
  }

  return {
    initial: {
      files: initialFiles,
      gzipBytes: initialGzip,
      gzipKb: kb(initialGzip),
      budgetKb: JS_BUDGET_KB,
      withinBudget: initialGzip <= JS_BUDGET_KB * 1000,
    },
    landingChunk,
    routeTotalGzipKb: kb(initialGzip + (landingChunk?.gzipBytes ?? 0)),
  };
}
