import { existsSync, mkdirSync, readFileSync, truncateSync, writeFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';

/**
 * A fresh PGlite data folder made once, when the server is built: `initdb` in WebAssembly, the
 * migrations, the seeds and pg-boss's schema took most of the first start (seconds;
 * bench/cold-start.ts), and they depend only on the build. The build writes
 * `pglite-template-<version>.tar.gz` next to `main.js` (`database-template.ts`); a server opening a
 * new data folder unpacks it there and PGlite resumes it as an existing database, on which the
 * start's migrations and seeds find nothing left to do. Without a template of the installed PGlite
 * version (a dev run from source, PGlite upgraded since the build) PGlite runs `initdb` as before,
 * and the migrations and seeds do all their work.
 */

const TAR_BLOCK = 512;

/** The installed PGlite's version: a template made by another version is never used. */
function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  let dir = path.dirname(entry);
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

/** Where the build puts the template (the server's build folder, beside `main.js`). */
export function defaultTemplateFile(): string {
  return fileURLToPath(new URL(`../../pglite-template-${pgliteVersion()}.tar.gz`, import.meta.url));
}

/**
 * Unpacks the template into `dataDir` when that folder is new (absent or empty) and the template
 * exists. Unpacked beside it and renamed into place, so an interrupted start leaves no half folder.
 * Returns whether it did.
 */
export async function unpackPgliteTemplate(dataDir: string, file = defaultTemplateFile()): Promise<boolean> {
  if (!existsSync(file)) return false;
  if (existsSync(dataDir) && (await readdir(dataDir)).length > 0) return false;
  const tar = await promisify(gunzip)(await readFile(file));
  const staging = `${dataDir}.unpacking-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  try {
    await mkdir(staging, { recursive: true, mode: 0o700 });
    extractTar(tar, staging);
    await rm(dataDir, { recursive: true, force: true });
    await rename(staging, dataDir);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  return true;
}

/**
 * The regular files and folders of a ustar archive (what PGlite's `dumpDataDir` writes). Written
 * with synchronous calls: nothing else runs before the database is open, and ~1,400 files each
 * awaited through the thread pool took ~0.7 s where this takes a fraction of it.
 */
function extractTar(tar: Buffer, into: string): void {
  const root = path.resolve(into);
  const made = new Set<string>();
  const folder = (dir: string) => {
    if (made.has(dir)) return;
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    made.add(dir);
  };
  for (let offset = 0; offset + TAR_BLOCK <= tar.length; ) {
    const header = tar.subarray(offset, offset + TAR_BLOCK);
    const name = field(header, 0, 100);
    if (!name) break;
    const prefix = field(header, 345, 155);
    const size = Number.parseInt(field(header, 124, 12).trim() || '0', 8);
    const type = String.fromCharCode(header[156] ?? 0);
    const target = path.resolve(root, `./${prefix ? `${prefix}/` : ''}${name}`);
    if (target !== root && !target.startsWith(`${root}${path.sep}`))
      throw new Error(`template entry outside the data folder: ${name}`);
    offset += TAR_BLOCK;
    if (type === '5') {
      folder(target);
    } else if (type === '0' || type === '\0') {
      folder(path.dirname(target));
      const content = tar.subarray(offset, offset + size);
      // A WAL segment is 16 MB, mostly the zeros it was made with: those are left as a hole the
      // file system reads as zeros (half the template's bytes are never written).
      const end = size - zeroTail(content);
      writeFileSync(target, content.subarray(0, end), { mode: 0o600 });
      if (end < size) truncateSync(target, size);
    }
    offset += Math.ceil(size / TAR_BLOCK) * TAR_BLOCK;
  }
}

const ZEROS = Buffer.alloc(64 * 1024);

/** How many bytes at the end of `bytes` are zero, in whole 64 KiB blocks (native comparisons). */
function zeroTail(bytes: Buffer): number {
  let end = bytes.length;
  while (end >= ZEROS.length && bytes.subarray(end - ZEROS.length, end).equals(ZEROS)) end -= ZEROS.length;
  return bytes.length - end;
}

function field(header: Buffer, start: number, length: number): string {
  const bytes = header.subarray(start, start + length);
  const end = bytes.indexOf(0);
  return bytes.subarray(0, end === -1 ? bytes.length : end).toString('utf8');
}
