#!/usr/bin/env node
// `npm run build`: the shared package first (both apps import its build), then the server and the
// web app side by side — one is tsc, the other Vite, and on a 2-core machine neither waits for the
// other. Exits non-zero if either fails.
import { must, run } from './lib.mjs';

await must('npm', ['run', 'build', '--silent', '-w', '@kreda/shared']);
const codes = await Promise.all([
  run('npm', ['run', 'build', '--silent', '-w', '@kreda/server']),
  run('npm', ['run', 'build', '--silent', '-w', '@kreda/web']),
]);
if (codes.some((code) => code !== 0)) {
  console.error('✖ the build failed (see above)');
  process.exit(1);
}
