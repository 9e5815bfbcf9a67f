import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROUTE_CHUNKS_FILE, type RouteChunksFile } from '../apps/web/build/route-chunks.ts';

/** House rule 13: the initial JavaScript of any route stays under this many KB gzip (1 KB = 1000 B). */
export const JS_BUDGET_KB = 170;

export interface AssetSize {
  file: string;
  bytes: number;
  gzipBytes: number;
}

/** One route of the router: its layout's chunk and its page's chunk, with what they import statically. */
export interface RouteJs {
  /** The URL pattern, e.g. `/workspace/:slug/playground` (`*` for a layout's 404). */
  path: string;
  layout: string;
  /** The page module (relative to apps/web), or null for the 404 page that ships with the entry. */
  page: string | null;
  /** Files beyond the entry's: the layout's and the page's chunks and their static imports. */
  files: AssetSize[];
  /** Entry + modulepreloads + the files above, gzip level 9. */
  gzipBytes: number;
  gzipKb: number;
}

export interface RouteJsReport {
  budgetKb: number;
  /** Module scripts and modulepreloads of `index.html` (the entry's static imports): every route's start. */
  entry: { files: AssetSize[]; gzipBytes: number; gzipKb: number };
  /** Every route of apps/web/src/app/router.tsx, the largest first. */
  routes: RouteJs[];
  /** The route with the most initial JavaScript. */
  largest: RouteJs;
  withinBudget: boolean;
  /** Routes over the budget (their paths). */
  overBudget: string[];
}

const kb = (bytes: number) => Math.round(bytes / 100) / 10;

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

/**
 * Gzip (level 9) size of every route's initial JavaScript in the built web app: the entry and its
 * modulepreloads, plus the route's lazy layout and page chunks with their static imports, which the
 * router fetches before it renders the route (the build lists them in .vite/route-chunks.json, see
 * apps/web/build/route-chunks.ts). Chunks loaded later (`import()` on render or on a user action:
 * markdown, toasts, .docx export) are not counted.
 */
export function measureRouteJs(distDir: string): RouteJsReport {
  const listFile = path.join(distDir, ROUTE_CHUNKS_FILE);
  if (!existsSync(listFile))
    throw new Error(`${listFile} is missing: build the web app (npm run build -w @kreda/web)`);
  const list = JSON.parse(readFileSync(listFile, 'utf8')) as RouteChunksFile;
  const sizes = new Map<string, AssetSize>();
  const sizeOf = (url: string): AssetSize => {
    const file = url.replace(/^\//, '');
    let size = sizes.get(file);
    if (!size) {
      const content = readFileSync(path.join(distDir, file));
      size = { file, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
      sizes.set(file, size);
    }
    return size;
  };
  const total = (files: AssetSize[]) => files.reduce((sum, f) => sum + f.gzipBytes, 0);

  const indexHtml = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const entryFiles = [
    ...new Set([...initialScripts(indexHtml), ...list.entry.scripts.map((u) => u.replace(/^\//, ''))]),
  ];
  const entry = entryFiles.map(sizeOf);
  const entryGzip = total(entry);

  const routes = list.routes.map(({ scripts, styles: _styles, ...route }): RouteJs => {
    const files = scripts
      .map(sizeOf)
      .filter((f) => !entryFiles.includes(f.file))
      .sort((a, b) => b.gzipBytes - a.gzipBytes);
    const gzipBytes = entryGzip + total(files);
    return { ...route, files, gzipBytes, gzipKb: kb(gzipBytes) };
  });
  routes.sort((a, b) => b.gzipBytes - a.gzipBytes);
  const largest = routes[0];
  if (!largest) throw new Error('no routes found in router.tsx');
  const overBudget = routes.filter((r) => r.gzipBytes > JS_BUDGET_KB * 1000).map((r) => r.path);
  return {
    budgetKb: JS_BUDGET_KB,
    entry: { files: entry, gzipBytes: entryGzip, gzipKb: kb(entryGzip) },
    routes,
    largest,
    withinBudget: overBudget.length === 0,
    overBudget,
  };
}

/** Standalone: `node --import tsx bench/bundle-size.ts [dist]` prints every route's initial JS. */
if (import.meta.url === `file://${process.argv[1]}`) {
  const report = measureRouteJs(
    path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../apps/web/dist')),
  );
  console.log(
    `entry ${report.entry.gzipKb} KB in ${report.entry.files.length} files; budget ${report.budgetKb} KB`,
  );
  for (const r of report.routes) {
    const biggest = r.files
      .slice(0, 3)
      .map((f) => `${f.file.replace(/^assets\//, '')} ${kb(f.gzipBytes)}`)
      .join(', ');
    console.log(
      `${r.gzipKb.toFixed(1).padStart(6)} KB  ${r.path}  (${r.layout}; ${r.files.length} files: ${biggest}…)`,
    );
  }
}
