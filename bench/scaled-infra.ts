import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { TEST_OPERATOR_ENV } from '../apps/server/src/testing/operator-env.ts';
import { freePort } from './server-process.ts';

/*
 * The scaled bench's own infrastructure: a private Redis (pub/sub channels are global, so a shared
 * Redis would mix its events with another run's), the `npm run worker` process, CPU readings of
 * processes from /proc, and a streamed completion read straight from the fake (its own timing).
 */

export interface Child {
  pid: number;
  output(): string;
  stop(): Promise<void>;
}

const TAIL_CHARS = 16_000;
const WORKER_START_MS = 120_000;

function watch(child: ChildProcess, what: string): Child {
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString('utf8')).slice(-TAIL_CHARS);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  if (child.pid === undefined) throw new Error(`could not spawn ${what}`);
  return {
    pid: child.pid,
    output: () => tail,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

async function redisPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.setTimeout(500, () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
  });
}

/** A private `redis-server` on a free port, without persistence; `stop()` ends it. */
export async function startRedis(binary = '/usr/bin/redis-server'): Promise<Child & { url: string }> {
  const port = await freePort();
  const child = spawn(
    binary,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const handle = watch(child, binary);
  for (let i = 0; i < 100; i++) {
    if (await redisPing(port)) return { ...handle, url: `redis://127.0.0.1:${port}` };
    if (child.exitCode !== null) break;
    await sleep(50);
  }
  await handle.stop();
  throw new Error(`redis-server did not answer on port ${port}:\n${handle.output()}`);
}

/**
 * `node apps/server/dist/cli/worker.js` (what `npm run worker` runs) with the servers' variables;
 * ready once it logs that it runs jobs (it serves no HTTP to poll).
 */
export async function startWorker(
  workerFile: string,
  cwd: string,
  env: Record<string, string>,
  nodeArgs: string[] = [],
): Promise<Child> {
  const child = spawn(process.execPath, [...nodeArgs, workerFile], {
    cwd,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? tmpdir(),
      NODE_ENV: 'production',
      ...TEST_OPERATOR_ENV,
      ...env,
      // Info level, to see the ready line; a quiet worker logs little else.
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const handle = watch(child, workerFile);
  // Generous: on a busy machine the worker's start (modules, pg-boss) takes tens of seconds.
  for (let i = 0; i < WORKER_START_MS / 50; i++) {
    if (handle.output().includes('Kreda worker is running jobs')) return handle;
    if (child.exitCode !== null) break;
    await sleep(50);
  }
  await handle.stop();
  throw new Error(`the worker did not start:\n${handle.output()}`);
}

/** CPU seconds (user + system) a process has used so far, or null when it is gone. */
export function cpuSeconds(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return ticks / 100;
  } catch {
    return null;
  }
}

export function rssMb(pid: number): number | null {
  try {
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Math.round(Number(kb) / 1024) : null;
  } catch {
    return null;
  }
}

/** Busy and total jiffies of the whole machine (all cores), from /proc/stat. */
export function machineJiffies(): { busy: number; total: number } {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  const values = line.trim().split(/\s+/).slice(1).map(Number);
  const total = values.reduce((sum, v) => sum + v, 0);
  const idle = (values[3] ?? 0) + (values[4] ?? 0);
  return { busy: total - idle, total };
}

/**
 * One streamed completion straight from the fake: the fake's own timing (the baseline of the
 * streaming and scaled entries). `extra` adds request fields, e.g. `stream_options`.
 */
export async function directRead(
  url: string,
  apiKey: string,
  question = 'Pytanie direct: co to delta?',
  extra: Record<string, unknown> = {},
) {
  const started = performance.now();
  const response = await fetch(`${url}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${apiKey}` },
    body: JSON.stringify({
      model: 'bench-main',
      stream: true,
      ...extra,
      messages: [{ role: 'user', content: question }],
    }),
  });
  if (!response.body) throw new Error('no stream');
  let first = 0;
  let pieces = 0;
  let buffer = '';
  const decoder = new TextDecoder();
  for await (const chunk of response.body) {
    buffer += decoder.decode(chunk as Uint8Array, { stream: true });
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.startsWith('data: ') || line === 'data: [DONE]') continue;
      if (!JSON.parse(line.slice(6)).choices?.[0]?.delta?.content) continue;
      pieces += 1;
      if (pieces === 1) first = performance.now() - started;
    }
  }
  const totalMs = performance.now() - started;
  return { firstMs: first, totalMs, pieces, perTokenMs: (totalMs - first) / Math.max(1, pieces - 1) };
}
