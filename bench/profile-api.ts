/**
 * Where an API request's CPU goes: starts the built server with `--cpu-prof`, puts one scenario
 * under load, stops the server and sums the profile's self time by function and by package.
 *
 *   node --import tsx bench/profile-api.ts [scenario] [seconds]     # default getMe, 10 s
 *   BENCH_SERVER_MAIN=apps/server/dist-<name>/main.js node --import tsx bench/profile-api.ts topics
 *
 * Writes the `.cpuprofile` (open it in Chrome DevTools or speedscope for a flame graph) and a
 * summary to `bench/.results/profile-<scenario>/`, and prints the summary.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runLoad } from './load.ts';
import { SCENARIOS } from './scenarios.ts';
import { startServerProcess } from './server-process.ts';
import { sessionScenarios } from './session-scenarios.ts';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  /** µs on the machine's monotonic clock (the clock of `process.hrtime` in every process). */
  startTime: number;
}

/** Now on the monotonic clock V8's profiles use, in µs. */
const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MAIN = path.resolve(ROOT, process.env.BENCH_SERVER_MAIN ?? 'apps/server/dist/main.js');

/** `node_modules/<package>` of a frame, `kreda` for the server's own code, else the runtime. */
function packageOf(url: string): string {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (match?.[1]) return match[1];
  if (url.includes('/apps/server/')) return 'kreda';
  if (url.startsWith('node:')) return 'node';
  return url ? 'other' : '(native / idle / gc)';
}

/** Self time by function and package of the samples inside `window` (µs, monotonic clock). */
export function summarizeProfile(profile: CpuProfile, window: [number, number], top = 30): string {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map<number, number>();
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    at += delta;
    if (at < window[0] || at > window[1]) return;
    selfUs.set(id, (selfUs.get(id) ?? 0) + delta);
  });
  const total = [...selfUs.values()].reduce((a, b) => a + b, 0);
  const byFunction = new Map<string, number>();
  const byPackage = new Map<string, number>();
  for (const [id, us] of selfUs) {
    const frame = byId.get(id)?.callFrame;
    if (!frame) continue;
    const file = frame.url.replace(/^file:\/\//, '').replace(`${ROOT}/`, '');
    const key = `${frame.functionName || '(anonymous)'}  ${file}:${frame.lineNumber + 1}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + us);
    const pkg = packageOf(frame.url) === 'other' ? frame.functionName || 'other' : packageOf(frame.url);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + us);
  }
  const share = (us: number) => `${((100 * us) / total).toFixed(1).padStart(5)} %`;
  const lines = [`sampled ${(total / 1e6).toFixed(2)} s in the measured run`, '', 'self time by package:'];
  for (const [pkg, us] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 20))
    lines.push(`  ${share(us)}  ${pkg}`);
  lines.push('', `self time by function (top ${top}):`);
  for (const [key, us] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, top))
    lines.push(`  ${share(us)}  ${key}`);
  return lines.join('\n');
}

async function main() {
  const name = process.argv[2] ?? 'getMe';
  const seconds = Number(process.argv[3] ?? 10);
  const outDir = path.join(ROOT, 'bench', '.results', `profile-${name}`);
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  // Only the measured run counts: not the start, the account or the warm-up.
  const window: [number, number] = [0, 0];
  const server = await startServerProcess(MAIN, ROOT, {}, ['--cpu-prof', `--cpu-prof-dir=${outDir}`]);
  try {
    const scenarios = [...SCENARIOS, ...(await sessionScenarios(server.url))];
    const scenario = scenarios.find((s) => s.name === name);
    if (!scenario) throw new Error(`no scenario ${name}: ${scenarios.map((s) => s.name).join(', ')}`);
    await runLoad(server.url, scenario, { seconds: 3, connections: scenario.connections ?? 10 });
    window[0] = monotonicUs();
    const result = await runLoad(server.url, scenario, {
      seconds,
      connections: scenario.connections ?? 10,
    });
    window[1] = monotonicUs();
    console.log(
      `${name}: ${Math.round(result.requestsPerSecond)} req/s, p50 ${result.latencyMs.p50.toFixed(2)} ms, p99 ${result.latencyMs.p99.toFixed(2)} ms (under the profiler)`,
    );
  } finally {
    await server.stop();
  }
  const file = readdirSync(outDir).find((f) => f.endsWith('.cpuprofile'));
  if (!file) throw new Error('the server wrote no profile');
  const summary = summarizeProfile(
    JSON.parse(readFileSync(path.join(outDir, file), 'utf8')) as CpuProfile,
    window,
  );
  writeFileSync(path.join(outDir, 'summary.txt'), `${summary}\n`);
  console.log(summary);
  console.log(`\nprofile: ${path.relative(ROOT, path.join(outDir, file))}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
