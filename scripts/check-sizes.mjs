#!/usr/bin/env node
// House rule 11: files stay small. A source file over 400 lines either gets split or says why in a
// comment near its top: `// Over 400 lines: <reason>.` (generated code and data are exempt).
// Functions over 80 lines are Biome's complexity/noExcessiveLinesPerFunction, with a biome-ignore
// comment as their one-line reason.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib.mjs';

const MAX_LINES = 400;
const REASON = /^\s*(\/\/|\/?\*)\s*Over 400 lines: \S/;
const files = execFileSync('git', ['ls-files', 'apps', 'packages', 'e2e', 'bench', 'scripts'], {
  cwd: ROOT,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => /\.(ts|tsx|mjs|cjs)$/.test(file) && !/(^|\/)(gql|generated|dist)\//.test(file));

const offenders = [];
for (const file of files) {
  let text;
  try {
    text = readFileSync(path.join(ROOT, file), 'utf8');
  } catch {
    continue; // deleted in the work tree
  }
  const lines = text.split('\n');
  if (lines.length <= MAX_LINES) continue;
  if (!lines.slice(0, 15).some((line) => REASON.test(line)))
    offenders.push(`${file} (${lines.length} lines)`);
}
if (offenders.length) {
  console.error(
    `Files over ${MAX_LINES} lines without a reason: split them, or add "// Over 400 lines: <why>." near the top:\n  ${offenders.join('\n  ')}`,
  );
  process.exit(1);
}
