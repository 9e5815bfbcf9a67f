#!/usr/bin/env node
// Idempotent set-up: installs dependencies, builds, migrates and seeds the embedded database, each
// step only when what it depends on changed since the last run (stamps of the lockfile and sources).
//   node scripts/setup.mjs            everything
//   node scripts/setup.mjs --no-db    dependencies and build only (tests use their own databases)
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { hashOf, must, ROOT, readStamp } from './lib.mjs';

const noDb = process.argv.includes('--no-db');
const started = Date.now();
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Kreda needs Node.js 20.19 or newer (found ${process.versions.node}).`);
  process.exit(1);
}

const stampDir = path.join(ROOT, 'node_modules', '.cache', 'kreda');
const depsStampFile = path.join(stampDir, 'deps');
const buildStampFile = path.join(stampDir, 'build');

// 1. Dependencies: `npm ci` when node_modules is missing or the lockfile changed.
const depsStamp = hashOf(['package-lock.json']);
if (readStamp(depsStampFile) !== depsStamp) {
  console.log('▸ Installing dependencies (npm ci)…');
  await must('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error']);
  mkdirSync(stampDir, { recursive: true });
  writeFileSync(depsStampFile, depsStamp);
}

// 2. Build: shared package, server and web app, when any source or config changed.
const buildStamp = hashOf([
  'package-lock.json',
  'tsconfig.base.json',
  'packages/shared',
  'apps/server/src',
  'apps/server/drizzle',
  'apps/server/package.json',
  'apps/server/tsconfig.build.json',
  'scripts/bundle-server.mjs',
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/build',
  'apps/web/package.json',
]);
if (readStamp(buildStampFile) !== buildStamp) {
  console.log('▸ Building shared, server and web…');
  await must('npm', ['run', 'build', '--silent']);
  mkdirSync(stampDir, { recursive: true });
  writeFileSync(buildStampFile, buildStamp);
}

// 3. Database: migrate and seed the configured database (embedded PGlite in DATA_DIR by default).
if (!noDb) {
  const dataDir = path.resolve(ROOT, process.env.DATA_DIR || 'data');
  const dbStampFile = path.join(dataDir, '.setup-stamp');
  const dbStamp = `${buildStamp}:${process.env.DATABASE_URL ? 'postgres' : 'pglite'}`;
  if (readStamp(dbStampFile) !== dbStamp) {
    console.log(
      `▸ Migrating and seeding the database (${process.env.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${dataDir}`})…`,
    );
    mkdirSync(dataDir, { recursive: true });
    await must(process.execPath, ['apps/server/dist/cli/seed.js']);
    writeFileSync(dbStampFile, dbStamp);
  }
}

console.log(`✔ Set-up complete (${((Date.now() - started) / 1000).toFixed(1)} s).`);
