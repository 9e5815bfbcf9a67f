#!/usr/bin/env node
// copy-assets.mjs <from> <to> <ext>...: copies non-TypeScript files (GraphQL SDL, data) into a build.
import { cpSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

const [from, to, ...extensions] = process.argv.slice(2);
for (const file of readdirSync(from, { recursive: true, encoding: 'utf8' })) {
  if (!extensions.some((ext) => file.endsWith(ext))) continue;
  mkdirSync(path.dirname(path.join(to, file)), { recursive: true });
  cpSync(path.join(from, file), path.join(to, file));
}
