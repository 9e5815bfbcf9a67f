#!/usr/bin/env node
// `npm start`: set up what changed, then run the built server in this process's place.
import { spawn } from 'node:child_process';
import { must, ROOT } from './lib.mjs';

await must(process.execPath, ['scripts/setup.mjs']);
const server = spawn(process.execPath, ['apps/server/dist/main.js'], { cwd: ROOT, stdio: 'inherit' });
// Forward signals so the server shuts down gracefully (finishes requests, closes the database).
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
