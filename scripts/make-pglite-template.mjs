#!/usr/bin/env node
// make-pglite-template.mjs <dist>: writes the built server's template of a fresh PGlite data folder
// (initdb done once at build time; see apps/server/src/platform/db/pglite-template.ts).
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const dist = process.argv[2] ?? 'dist';
const module = pathToFileURL(path.resolve(dist, 'platform/db/pglite-template.js')).href;
const { writePgliteTemplate } = await import(module);
const file = await writePgliteTemplate();
console.log(`wrote ${path.relative(process.cwd(), file)}`);
