#!/usr/bin/env node
// `npm test`: set up when needed, then the whole suite — unit and integration (vitest) and browser
// journeys (Playwright on Chromium) — and a closing "N passed, N failed" line over both.
//   node scripts/test.mjs                   everything
//   node scripts/test.mjs --only=vitest     skip the browser journeys (or --only=e2e)
//   extra arguments after -- go to vitest (e.g. -- --project server-integration)
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { must, ROOT, run } from './lib.mjs';

const args = process.argv.slice(2);
const only = args.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const passthrough = args.includes('--') ? args.slice(args.indexOf('--') + 1) : [];
const resultsDir = path.join(ROOT, 'e2e', '.results');
mkdirSync(resultsDir, { recursive: true });

await must(process.execPath, ['scripts/setup.mjs', '--no-db']);

const totals = { passed: 0, failed: 0, skipped: 0 };
// Each failed test as one line, printed again at the very end: a CI log is often read from its
// tail, where the failure itself has long scrolled away (.ci/run gathers these lines from both runs).
const failures = [];
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
    noteFailures('vitest', code, vitestFailures(counts));
  } else {
    exitCode ||= 1;
    failures.push(`vitest wrote no report (exit ${code})`);
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
    noteFailures('playwright', code, playwrightFailures(report));
  } else {
    exitCode ||= 1;
    failures.push(`playwright wrote no report (exit ${code})`);
  }
}

if (totals.passed + totals.failed === 0) exitCode ||= 1;
for (const line of failures) console.log(`✖ failed: ${line}`);
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

/** A runner's failed tests; a run that failed with none named (an unhandled error) is named itself. */
function noteFailures(runner, code, named) {
  failures.push(...named);
  if (code !== 0 && named.length === 0)
    failures.push(`${runner} exited with ${code} (an error outside its tests, above)`);
}

/** `file > test name: first line of the error` for every failed test and every file that failed to run. */
function vitestFailures(report) {
  const lines = [];
  for (const file of report.testResults ?? []) {
    const name = path.relative(ROOT, file.name);
    const failed = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failed) lines.push(`${name} > ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
    if (failed.length === 0 && file.status === 'failed') lines.push(`${name}: ${firstLine(file.message)}`);
  }
  return lines;
}

/** The same for the browser journeys; a journey that passed only on a retry counts as failed too. */
function playwrightFailures(report) {
  const lines = [];
  // Spec files are named relative to the config's testDir, reported as rootDir.
  const testDir = path.relative(ROOT, report.config?.rootDir ?? ROOT);
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status !== 'unexpected' && t.status !== 'flaky') continue;
        const error = t.results?.find((r) => r.error)?.error?.message;
        lines.push(
          `${path.join(testDir, spec.file)} > ${[...titles, spec.title].join(' > ')} [${t.projectName}, ${t.status}]: ${firstLine(error)}`,
        );
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return lines;
}

function firstLine(text) {
  // Reporters colour their messages; the line is read as plain text.
  const plain = stripVTControlCharacters(String(text ?? '')).trim();
  return plain.split('\n')[0].slice(0, 300) || '(no message)';
}
