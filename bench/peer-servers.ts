import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { responseText, startBareServer } from './bare-server.ts';
import { type LoadResult, runLoad } from './load.ts';
import { checkScenario, SCENARIOS, type Scenario } from './scenarios.ts';
import { type ServerProcess, startServerProcess } from './server-process.ts';
import { sessionScenarios } from './session-scenarios.ts';

/*
 * Issue 32: Kreda against the GraphQL servers it could have been, answering the same requests with
 * the same JSON in the same run. The built server answers each compared scenario once (the check
 * request); its data becomes the payload of two peers, each a process of its own
 * (bench/peer-process.ts): mercurius + graphql-jit on Fastify and stock graphql-yoga on node:http,
 * both parsing, validating and executing the same query text against a schema of the same types
 * (bench/peer-schema.ts); the bare node:http server (bench/bare-server.ts) answers the same bytes
 * without GraphQL. A peer whose answer differs from Kreda's stops the entry: it would not be a
 * baseline. Then every scenario at 10 and at 100 connections runs on the four in turn, a warm-up
 * before each measured run (the settings of the server entry), the order rotating from one run to
 * the next so the machine's drifting load falls on all alike. Targets, warned under, never failed:
 * req/s ≥ 0.8 × mercurius + jit at both, p99 at 100 connections ≤ 1.5 × mercurius's.
 *
 *   BENCH_ONLY=peers node --import tsx bench/run.ts
 */

export const PEER_TARGETS = { ratio: 0.8, p99At100: 1.5 };
const SERVERS = ['kreda', 'mercurius', 'yoga', 'node:http'] as const;
export type PeerServer = (typeof SERVERS)[number];
/** The compared scenarios, by their names in the server entry. */
const COMPARED = ['getMe', 'topics', 'lektury', 'cke'];
const CONNECTIONS = [10, 100];

interface Target {
  url: string;
  stop(): Promise<unknown>;
}

export interface PeerRatio {
  requestsPerSecond: number;
  p99: number | null;
}

export interface PeerRow {
  scenario: string;
  connections: number;
  byServer: Record<PeerServer, LoadResult>;
  /** Kreda ÷ each peer at the same number of connections (p99: > 1 means Kreda's tail is longer). */
  vs: Record<Exclude<PeerServer, 'kreda'>, PeerRatio>;
}

export interface PeersBenchResult {
  targets: typeof PEER_TARGETS;
  /** Bytes of each compared answer (the same from every server but in its headers). */
  bytes: Record<string, number>;
  rows: PeerRow[];
}

/** Starts one peer (`mercurius` or `yoga`) in a child process answering `payloads`. */
export async function startPeerProcess(kind: 'mercurius' | 'yoga', payloads: object): Promise<Target> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'peer-process.ts')],
    {
      env: { ...process.env, PEER: kind, NODE_ENV: 'production' },
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  child.stdin?.end(JSON.stringify(payloads));
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening (http:\/\/\S+)/.exec(out);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`the ${kind} peer exited (${code}) before listening`)));
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

/** The compared scenarios as the server entry sends them (getMe with a session of `server`). */
async function comparedScenarios(server: ServerProcess): Promise<Scenario[]> {
  const all = [...SCENARIOS, ...(await sessionScenarios(server.url))];
  return COMPARED.map((name) => {
    const scenario = all.find((s) => s.name === name);
    if (!scenario) throw new Error(`the scenario ${name} is missing`);
    return scenario;
  });
}

/** Fails unless `target` answers `scenario` with the data Kreda answered. */
async function requireSameAnswer(name: string, target: Target, scenario: Scenario, kreda: string) {
  const text = await responseText(target.url, scenario);
  if (text === kreda) return;
  const dataOf = (body: string) => {
    try {
      return (JSON.parse(body) as { data?: unknown }).data;
    } catch {
      return body;
    }
  };
  if (!isDeepStrictEqual(dataOf(text), dataOf(kreda))) {
    throw new Error(
      `${name} does not answer ${scenario.name} as Kreda does:\n  ${name}: ${text.slice(0, 300)}\n  Kreda: ${kreda.slice(0, 300)}`,
    );
  }
}

const ratio = (kreda: LoadResult, peer: LoadResult): PeerRatio => ({
  requestsPerSecond: kreda.requestsPerSecond / peer.requestsPerSecond,
  p99: peer.latencyMs.p99 > 0 ? kreda.latencyMs.p99 / peer.latencyMs.p99 : null,
});

/** One scenario at one number of connections on every server, in the order of `turn`. */
async function measureRow(
  targets: Record<PeerServer, Target>,
  scenario: Scenario,
  connections: number,
  settings: { warmupSeconds: number; durationSeconds: number },
  turn: number,
): Promise<PeerRow> {
  const order = SERVERS.map((_, i) => SERVERS[(i + turn) % SERVERS.length] as PeerServer);
  const byServer = {} as Record<PeerServer, LoadResult>;
  process.stdout.write(`▸ peers, ${scenario.name}@${connections}:`);
  for (const name of order) {
    const { url } = targets[name];
    if (settings.warmupSeconds > 0)
      await runLoad(url, scenario, { seconds: settings.warmupSeconds, connections });
    byServer[name] = await runLoad(url, scenario, { seconds: settings.durationSeconds, connections });
    process.stdout.write(` ${name} ${byServer[name].requestsPerSecond.toFixed(0)}`);
  }
  console.log(' req/s');
  const { kreda } = byServer;
  return {
    scenario: scenario.name,
    connections,
    byServer,
    vs: {
      mercurius: ratio(kreda, byServer.mercurius),
      yoga: ratio(kreda, byServer.yoga),
      'node:http': ratio(kreda, byServer['node:http']),
    },
  };
}

/** The warnings of a run: errors, and Kreda under the targets against mercurius + jit. */
export function peerWarnings(result: PeersBenchResult): string[] {
  const warnings: string[] = [];
  for (const row of result.rows) {
    const at = `${row.scenario}@${row.connections}`;
    for (const name of SERVERS) {
      const load = row.byServer[name];
      const errors = load.non2xx + load.connectionErrors;
      if (errors > 0) warnings.push(`peers: ${at} on ${name}: ${errors} errors during the measured run`);
    }
    const { requestsPerSecond, p99 } = row.vs.mercurius;
    if (requestsPerSecond < PEER_TARGETS.ratio)
      warnings.push(
        `peers: ${at} at ${requestsPerSecond.toFixed(2)} × mercurius + jit's req/s, under the ${PEER_TARGETS.ratio} target`,
      );
    if (row.connections === 100 && p99 !== null && p99 > PEER_TARGETS.p99At100)
      warnings.push(
        `peers: ${at} p99 ${p99.toFixed(2)} × mercurius + jit's, over the ${PEER_TARGETS.p99At100} target`,
      );
  }
  return warnings;
}

/** The entry: a built server, the two peers and a bare server per scenario, measured in turn. */
export async function runPeersBench(
  root: string,
  mainFile: string,
  settings: { warmupSeconds: number; durationSeconds: number },
): Promise<PeersBenchResult> {
  const started: Target[] = [];
  try {
    const server = await startServerProcess(mainFile, root);
    started.push(server);
    const scenarios = await comparedScenarios(server);
    const answers = new Map<string, string>();
    const payloads: Record<string, unknown> = {};
    for (const scenario of scenarios) {
      await checkScenario(server.url, scenario);
      const text = await responseText(server.url, scenario);
      answers.set(scenario.name, text);
      Object.assign(payloads, (JSON.parse(text) as { data: object }).data);
    }
    const mercurius = await startPeerProcess('mercurius', payloads);
    started.push(mercurius);
    const yoga = await startPeerProcess('yoga', payloads);
    started.push(yoga);
    const rows: PeerRow[] = [];
    const bytes: Record<string, number> = {};
    for (const scenario of scenarios) {
      const kreda = answers.get(scenario.name) ?? '';
      bytes[scenario.name] = Buffer.byteLength(kreda);
      const bare = await startBareServer(kreda);
      try {
        const targets = { kreda: server, mercurius, yoga, 'node:http': bare };
        for (const [name, target] of Object.entries(targets))
          await requireSameAnswer(name, target, scenario, kreda);
        for (const connections of CONNECTIONS)
          rows.push(await measureRow(targets, scenario, connections, settings, rows.length));
      } finally {
        await bare.stop();
      }
    }
    return { targets: PEER_TARGETS, bytes, rows };
  } finally {
    await Promise.all(started.map((target) => target.stop()));
  }
}
