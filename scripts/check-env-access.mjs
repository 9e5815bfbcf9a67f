#!/usr/bin/env node
// House rule 5: the environment is read once, by the config module. Entry points may hand
// `process.env` to it, tests may set up their own; nothing else touches process.env.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib.mjs';

const allowed = [
  /^apps\/server\/src\/config\/config\.ts$/,
  /^apps\/server\/src\/main\.ts$/,
  /^apps\/server\/src\/cli\/[^/]+\.ts$/,
  /^apps\/server\/src\/testing\//,
  /\.test\.tsx?$/,
];
const offenders = [];
for (const base of ['apps/server/src', 'apps/web/src', 'packages/shared/src']) {
  for (const file of readdirSync(path.join(ROOT, base), { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file)) continue;
    const relative = `${base}/${file}`;
    if (allowed.some((re) => re.test(relative))) continue;
    const text = readFileSync(path.join(ROOT, relative), 'utf8');
    text.split('\n').forEach((line, i) => {
      if (/process\.env\b/.test(line)) offenders.push(`${relative}:${i + 1}: ${line.trim()}`);
    });
  }
}
if (offenders.length) {
  console.error(`process.env read outside the config module:\n${offenders.join('\n')}`);
  process.exit(1);
}
console.log('✔ environment is read only through the config module');
