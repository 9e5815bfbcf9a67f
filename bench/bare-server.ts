import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:http';
import path from 'node:path';
import { runLoad } from './load.ts';
import type { BareResult, ScenarioResult } from './report.ts';
import type { Scenario } from './scenarios.ts';
import { GET_ME_100 } from './session-scenarios.ts';

/**
 * The second baseline: a bare `node:http` server in its own process (as the built server is)
 * answering every request with the same JSON the signed-in `getMe` answers, after reading the
 * request's body, as any server must. What Node itself costs for that answer on this machine;
 * `getMe` is compared with it at 10 and at 100 connections (bench/run.ts).
 */

export interface BareServer {
  url: string;
  stop(): Promise<void>;
}

/** Starts the bare server in a child process, answering with `body`. */
export async function startBareServer(body: string): Promise<BareServer> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'bare-server.ts')],
    {
      env: { ...process.env, BARE_BODY: body, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening (http:\/\/\S+)/.exec(out);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`the bare server exited (${code}) before listening`)));
  });
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

function serve(body: string) {
  const payload = Buffer.from(body);
  const server = createServer((request, response) => {
    request.on('data', () => {});
    request.on('end', () => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': payload.length });
      response.end(payload);
    });
  });
  server.keepAliveTimeout = 60_000;
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    if (address && typeof address === 'object') console.log(`listening http://127.0.0.1:${address.port}`);
  });
  process.once('SIGTERM', () => server.close(() => process.exit(0)));
}

/** One answer of a scenario's request, as text (the JSON the bare server then answers with). */
export async function responseText(baseUrl: string, scenario: Scenario): Promise<string> {
  const response = await fetch(baseUrl + scenario.path, {
    method: scenario.method,
    headers: scenario.headers as Record<string, string>,
    body: scenario.body ?? null,
  });
  return response.text();
}

/** The bare node:http server answering the same JSON, at 10 and at 100 connections. */
export async function measureBare(
  body: string,
  settings: { warmupSeconds: number; durationSeconds: number },
  connections: number,
): Promise<BareResult> {
  console.log('▸ The bare node:http server with the same getMe JSON (the second baseline)…');
  const bare = await startBareServer(body);
  try {
    const request: Scenario = { name: 'node:http', description: '', method: 'POST', path: '/', body: '{}' };
    const run = async (connections: number) => {
      if (settings.warmupSeconds > 0)
        await runLoad(bare.url, request, { seconds: settings.warmupSeconds, connections });
      return runLoad(bare.url, request, { seconds: settings.durationSeconds, connections });
    };
    const at10 = await run(connections);
    const at100 = await run(100);
    return { bytes: Buffer.byteLength(body), at10, at100 };
  } finally {
    await bare.stop();
  }
}

/** A scenario against the bare server at the same number of connections. */
export function vsBare(
  s: Omit<ScenarioResult, 'vsBaseline' | 'vsBare'>,
  bare: BareResult,
): ScenarioResult['vsBare'] {
  const base = s.name === GET_ME_100 ? bare.at100 : bare.at10;
  return {
    requestsPerSecond: s.measured.requestsPerSecond / base.requestsPerSecond,
    p99: base.latencyMs.p99 > 0 ? s.measured.latencyMs.p99 / base.latencyMs.p99 : null,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) serve(process.env.BARE_BODY ?? '{}');
