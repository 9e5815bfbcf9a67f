#!/usr/bin/env node
// make-pglite-template.mjs <dist>: writes the built server's template of a fresh PGlite data folder
// (initdb, migrations, seeds and pg-boss's schema done once at build time; see
// apps/server/src/database-template.ts).
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const dist = process.argv[2] ?? 'dist';
const module = pathToFileURL(path.resolve(dist, 'database-template.js')).href;
const { writeDatabaseTemplate } = await import(module);
const file = await writeDatabaseTemplate();
console.log(`wrote ${path.relative(process.cwd(), file)}`);
