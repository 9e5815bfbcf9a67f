import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { TEST_OPERATOR_ENV } from '../apps/server/src/testing/operator-env.ts';

/** The built server started as a child process, the way production runs it. */
export interface ServerProcess {
  url: string;
  /** The server's fresh data folder (its outbox holds verification codes). */
  dataDir: string;
  pid: number;
  /** Spawn to the first 200 from `GET /api/health`. */
  coldStartMs: number;
  healthPolls: number;
  /** Resident memory of the server process in MB (Linux only, else null). */
  rssMb(): number | null;
  /** The last lines the server wrote (warnings and errors at LOG_LEVEL=warn). */
  output(): string;
  /** SIGTERM, then SIGKILL after a grace period; removes the data folder. Returns the stop time. */
  stop(): Promise<number>;
}

const HEALTH_POLL_MS = 50;
const START_DEADLINE_MS = 60_000;
const STOP_GRACE_MS = 10_000;
const OUTPUT_TAIL_CHARS = 16_000;

export class ServerStartError extends Error {}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts `node <mainFile>` with embedded PGlite in a fresh temp folder. Only the variables the
 * bench chooses reach the child, so a developer's DATABASE_URL or REDIS_URL cannot change the setup.
 */
export async function startServerProcess(
  mainFile: string,
  cwd: string,
  extraEnv: Record<string, string> = {},
  /**
   * Flags for node before the main file (e.g. `--cpu-prof`, which NODE_OPTIONS may not carry); by
   * default `BENCH_NODE_ARGS`, so any entry's server can be profiled:
   * `BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' BENCH_ONLY=essay …`.
   */
  nodeArgs: string[] = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [],
  /**
   * `dataDir`: start on an existing data folder (a second start of the same database); `keepData`:
   * leave the folder when stopping. The caller then removes it.
   */
  options: { dataDir?: string; keepData?: boolean } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'kreda-bench-')));
  const url = `http://127.0.0.1:${port}`;
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString('utf8')).slice(-OUTPUT_TAIL_CHARS);
  };

  const startedAt = performance.now();
  const child = spawn(process.execPath, [...nodeArgs, mainFile], {
    cwd,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? tmpdir(),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // Production refuses to start without the operator the legal pages name.
      ...TEST_OPERATOR_ENV,
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  const exit = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      exited = { code, signal };
      resolve();
    });
  });
  const keepFolder = options.keepData || options.dataDir !== undefined;
  const removeData = () => (keepFolder ? Promise.resolve() : rm(dataDir, { recursive: true, force: true }));

  const pid = child.pid;
  if (pid === undefined) {
    await removeData();
    throw new ServerStartError(`could not spawn ${process.execPath} ${mainFile}`);
  }

  let polls = 0;
  let coldStartMs: number | null = null;
  while (performance.now() - startedAt < START_DEADLINE_MS) {
    if (exited) break;
    polls += 1;
    if (await isHealthy(url)) {
      coldStartMs = performance.now() - startedAt;
      break;
    }
    await sleep(HEALTH_POLL_MS);
  }

  const stop = async (): Promise<number> => {
    const stopStarted = performance.now();
    if (!exited) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => killHard(child), STOP_GRACE_MS);
      await exit;
      clearTimeout(timer);
    }
    await removeData();
    return performance.now() - stopStarted;
  };

  if (coldStartMs === null) {
    await stop();
    const reason = exited
      ? `the server exited (${describeExit(exited)}) before it was healthy`
      : `the server was not healthy within ${START_DEADLINE_MS / 1000} s`;
    throw new ServerStartError(`${reason}.\n--- server output ---\n${tail.trim() || '(none)'}`);
  }

  return {
    url,
    dataDir,
    pid,
    coldStartMs,
    healthPolls: polls,
    rssMb: () => readRssMb(pid),
    output: () => tail,
    stop,
  };
}

async function isHealthy(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1_000) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

function killHard(child: ChildProcess) {
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

function describeExit(exit: { code: number | null; signal: NodeJS.Signals | null }): string {
  return exit.signal ? `signal ${exit.signal}` : `exit code ${exit.code}`;
}

function readRssMb(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
    return kb ? Math.round(Number(kb) / 1024) : null;
  } catch {
    return null;
  }
}
