import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';

/**
 * A fresh PGlite data folder made once, when the server is built: `initdb` in WebAssembly took most
 * of the first start (seconds; bench/cold-start.ts), and its result depends only on the PGlite
 * version. The build writes `pglite-template-<version>.tar.gz` next to `main.js`; a server opening a
 * new data folder unpacks it there and PGlite resumes it as an existing database. Without a template
 * of the installed version (a dev run from source, PGlite upgraded since the build) PGlite runs
 * `initdb` as before. Migrations and seeds run on it as on any database.
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

/** Runs `initdb` in memory and writes the data folder as a gzipped tarball (at build time). */
export async function writePgliteTemplate(file = defaultTemplateFile()): Promise<string> {
  const pg = await PGlite.create();
  try {
    await pg.exec('CHECKPOINT'); // the files hold everything, so the first start replays no WAL
    const tarball = await pg.dumpDataDir('gzip');
    await writeFile(file, new Uint8Array(await tarball.arrayBuffer()));
  } finally {
    await pg.close();
  }
  return file;
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
    await extractTar(tar, staging);
    await rm(dataDir, { recursive: true, force: true });
    await rename(staging, dataDir);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  return true;
}

/** The regular files and folders of a ustar archive (what PGlite's `dumpDataDir` writes). */
async function extractTar(tar: Buffer, into: string): Promise<void> {
  const root = path.resolve(into);
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
      await mkdir(target, { recursive: true, mode: 0o700 });
    } else if (type === '0' || type === '\0') {
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      await writeFile(target, tar.subarray(offset, offset + size), { mode: 0o600 });
    }
    offset += Math.ceil(size / TAR_BLOCK) * TAR_BLOCK;
  }
}

function field(header: Buffer, start: number, length: number): string {
  const bytes = header.subarray(start, start + length);
  const end = bytes.indexOf(0);
  return bytes.subarray(0, end === -1 ? bytes.length : end).toString('utf8');
}
