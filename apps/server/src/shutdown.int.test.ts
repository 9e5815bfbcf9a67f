import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wsClient } from './testing/session-client.ts';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

/** Starts `src/main.ts` as its own process on embedded PGlite and waits for "Kreda is ready". */
async function spawnServer(dataDir: string, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stderr: string[] = [];
  child.stderr?.on('data', (chunk) => stderr.push(String(chunk)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start: ${stderr.join('')}`)), 60_000);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${stderr.join('')}`)));
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      try {
        const entry = JSON.parse(line);
        if (entry.msg === 'Kreda is ready') {
          clearTimeout(timer);
          resolve(entry.url);
        }
      } catch {
        // not a log line
      }
    });
  });
  return { child, url, stderr };
}

function exitOf(child: ChildProcess) {
  return new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
}

describe('process lifecycle', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'kreda-lifecycle-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  // Starting the server alone may take up to spawnServer's 60 s: a tsx start under the PostgreSQL
  // pass's full load took longer than the default test time (20 s when quieter), hence 120 s.
  it('shuts down gracefully on SIGTERM, closing a live subscription, and leaves the database reopenable', async () => {
    const { child, url } = await spawnServer(dataDir);
    // A subscription over the WebSocket stays open until the server goes away.
    const ws = wsClient({ url }, undefined);
    const socketClosed = new Promise<number>((resolve) =>
      ws.on('closed', (event) => resolve((event as { code: number }).code)),
    );
    const firstBeat = await new Promise<unknown>((resolve, reject) => {
      ws.subscribe(
        { query: 'subscription { heartbeat(heartbeatInput: { intervalMs: 1000 }) { sequence } }' },
        { next: resolve, error: reject, complete: () => {} },
      );
    });
    expect(firstBeat).toEqual({ data: { heartbeat: { sequence: 1 } } });

    // Over HTTP the same subscription is refused: server-sent events would escape the socket caps.
    const overHttp = await fetch(`${url}/api/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json',
        'x-kreda-csrf': '1',
      },
      body: JSON.stringify({
        query: 'subscription { heartbeat(heartbeatInput: { intervalMs: 1000 }) { sequence } }',
      }),
    });
    const refused = (await overHttp.json()) as { errors?: { message: string }[] };
    expect(refused.errors?.[0]?.message).toBe(
      'Subskrypcje działają tylko przez WebSocket (protokół graphql-ws) pod /api/graphql.',
    );

    const exited = exitOf(child);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(await socketClosed).toBeGreaterThan(0);
    await ws.dispose();

    // Closed cleanly: the embedded database opens again with the seeded data.
    const db = await PGlite.create({ dataDir: path.join(dataDir, 'db') });
    const result = await db.query<{ n: number }>('select count(*)::int as n from lektury');
    expect(result.rows[0]?.n).toBe(122);
    await db.close();
  }, 120_000);

  it('refuses to boot with a clear message naming a bad variable', async () => {
    const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: { PATH: process.env.PATH, PORT: 'siedemset', DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk) => {
      stderr += String(chunk);
    });
    expect(await exitOf(child)).toBe(78);
    expect(stderr).toMatch(/PORT: .*\(got "siedemset"\)/);
  });

  it('keeps a generated session secret in the data folder across restarts', async () => {
    const { readFile } = await import('node:fs/promises');
    const secret = await readFile(path.join(dataDir, 'session-secret'), 'utf8');
    expect(secret.trim().length).toBeGreaterThanOrEqual(32);
    const { child } = await spawnServer(dataDir);
    const exited = exitOf(child);
    child.kill('SIGINT');
    expect(await exited).toBe(0);
    expect(await readFile(path.join(dataDir, 'session-secret'), 'utf8')).toBe(secret);
  });
});
