#!/usr/bin/env node
// `npm test`: set up when needed, then the whole suite — unit and integration (vitest) and browser
// journeys (Playwright on Chromium) — and a closing "N passed, N failed" line over both.
//   node scripts/test.mjs                   everything
//   node scripts/test.mjs --only=vitest     skip the browser journeys (or --only=e2e)
//   extra arguments after -- go to vitest (e.g. -- --project server-integration)
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { must, ROOT, run } from './lib.mjs';

const args = process.argv.slice(2);
const only = args.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const passthrough = args.includes('--') ? args.slice(args.indexOf('--') + 1) : [];
const resultsDir = path.join(ROOT, 'e2e', '.results');
mkdirSync(resultsDir, { recursive: true });

await must(process.execPath, ['scripts/setup.mjs', '--no-db']);

const totals = { passed: 0, failed: 0, skipped: 0 };
let exitCode = 0;

if (only !== 'e2e') {
  const out = path.join(resultsDir, 'vitest.json');
  rmSync(out, { force: true });
  const code = await run('npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
    ...passthrough,
  ]);
  exitCode ||= code;
  const counts = readJson(out);
  if (counts) {
    totals.passed += counts.numPassedTests;
    totals.failed += counts.numFailedTests;
    totals.skipped += counts.numPendingTests + counts.numTodoTests;
  } else {
    exitCode ||= 1;
  }
}

if (only !== 'vitest') {
  const out = path.join(resultsDir, 'playwright.json');
  rmSync(out, { force: true });
  const code = await run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: out },
  });
  exitCode ||= code;
  const report = readJson(out);
  if (report?.stats) {
    totals.passed += report.stats.expected;
    totals.failed += report.stats.unexpected + report.stats.flaky;
    totals.skipped += report.stats.skipped;
  } else {
    exitCode ||= 1;
  }
}

if (totals.passed + totals.failed === 0) exitCode ||= 1;
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(exitCode);

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    console.error(`✖ no test report at ${path.relative(ROOT, file)}`);
    return null;
  }
}
