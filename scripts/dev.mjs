#!/usr/bin/env node
// `npm run dev`: the API from sources with reload on change (port 3000) and the Vite dev server
// (port 5173, proxying /api to the API). Ctrl+C stops both.
import { spawn } from 'node:child_process';
import { must, ROOT } from './lib.mjs';

await must(process.execPath, ['scripts/setup.mjs']);
const children = [
  spawn('npm', ['run', 'dev', '-w', '@kreda/server'], { cwd: ROOT, stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@kreda/web'], { cwd: ROOT, stdio: 'inherit' }),
];
const stop = (signal) => {
  for (const child of children) child.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children) {
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exitCode = code ?? 0;
  });
}
