import { createHash, randomUUID } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../config/config.ts';
import { startServer } from '../runtime.ts';

/*
 * Every test file starts its own server on its own database. Creating a PGlite cluster (initdb),
 * migrating it and seeding the reference data is most of that start. So the first test server on
 * a machine starts the real server once on an empty data folder and keeps the resulting database
 * folder in the OS temp folder; later test servers copy it into their own data folder and open it
 * as the embedded production mode does (PGlite on disk). The server still runs its migrations and
 * seeds on start, which find nothing to do. Each test file keeps its own copy, so files stay
 * isolated from each other.
 */

const serverRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Files whose change changes what a fresh database holds after the first start. */
async function shapingFiles(): Promise<string[]> {
  const files: string[] = [];
  for (const dir of ['drizzle', 'src/modules']) {
    for (const entry of await readdir(path.join(serverRoot, dir), { recursive: true })) {
      const relative = path.join(dir, entry);
      const isMigration = dir === 'drizzle';
      const isSeed =
        /(^|\/)(seed[^/]*\.ts|data\/[^/]+|demo\/[^/]+\.md)$/.test(relative) && !relative.includes('.test.');
      if ((isMigration || isSeed) && (await stat(path.join(serverRoot, relative))).isFile()) {
        files.push(relative);
      }
    }
  }
  return files.sort();
}

/** A key of the snapshot: the database engine and queue versions, migrations and seed data. */
export async function snapshotKey(): Promise<string> {
  const hash = createHash('sha256');
  const lock = JSON.parse(await readFile(path.join(serverRoot, '../../package-lock.json'), 'utf8'));
  for (const name of ['@electric-sql/pglite', 'pg-boss']) {
    hash.update(`${name}@${lock.packages?.[`node_modules/${name}`]?.version}`);
  }
  for (const file of await shapingFiles()) {
    hash.update(file);
    hash.update(await readFile(path.join(serverRoot, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/** Starts the real server once on an empty data folder and keeps its database folder at `target`. */
async function buildSnapshot(target: string): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kreda-test-snapshot-build-'));
  try {
    const config = loadConfig({
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      JOBS_IN_SERVER: 'true',
    });
    const runtime = await startServer(config, { webDist: null });
    await runtime.stop();
    // Another process may have finished the same snapshot first; then its copy is kept.
    const staged = `${target}.${randomUUID()}`;
    await rename(path.join(dataDir, 'db'), staged);
    await rename(staged, target).catch(() => rm(staged, { recursive: true, force: true }));
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

let snapshot: Promise<string> | undefined;

/** The folder of a migrated, seeded PGlite database, built on first use. */
export function seededSnapshot(): Promise<string> {
  snapshot ??= (async () => {
    const target = path.join(tmpdir(), `kreda-test-db-${await snapshotKey()}`);
    if (!(await exists(path.join(target, 'PG_VERSION')))) await buildSnapshot(target);
    return target;
  })();
  return snapshot;
}

/** Copies the seeded database into `dataDir/db`, where the embedded server looks for it. */
export async function copySeededDatabase(dataDir: string): Promise<void> {
  await cp(await seededSnapshot(), path.join(dataDir, 'db'), { recursive: true });
}
