import type { LandingJsReport } from './bundle-size.ts';
import type { LoadResult } from './load.ts';
import type { SanityResult } from './scenarios.ts';

export interface ScenarioResult {
  name: string;
  description: string;
  method: string;
  path: string;
  sanity: SanityResult;
  measured: LoadResult;
  /** Non-2xx responses plus connection errors and timeouts during the measured run. */
  errors: number;
  /** This scenario against the baseline of the same run: <1 req/s and >1 p99 mean slower. */
  vsBaseline: { requestsPerSecond: number; p99: number | null };
}

export interface BenchResults {
  version: 1;
  startedAt: string;
  finishedAt: string;
  environment: {
    node: string;
    platform: string;
    arch: string;
    cpus: number;
    cpuModel: string;
    totalMemoryMb: number;
    gitCommit: string | null;
    gitDirty: boolean | null;
  };
  settings: { warmupSeconds: number; durationSeconds: number; connections: number; baseline: string };
  server: {
    command: string;
    database: 'pglite';
    coldStartMs: number;
    healthPolls: number;
    rssAfterStartMb: number | null;
    rssAfterRunMb: number | null;
    stopMs: number | null;
  };
  scenarios: ScenarioResult[];
  landingJs: LandingJsReport | null;
  warnings: string[];
}

const fixed = (value: number, digits: number) => value.toFixed(digits);

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  // First column left-aligned (names), the numbers right-aligned.
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export function formatReport(results: BenchResults): string {
  const out: string[] = [];
  const { server, settings } = results;
  out.push(
    `Kreda bench — node ${results.environment.node}, ${results.environment.cpus} × ${results.environment.cpuModel}`,
    `Cold start to healthy: ${fixed(server.coldStartMs, 0)} ms (embedded PGlite, fresh data folder, ${server.healthPolls} polls)`,
    `Server RSS: ${server.rssAfterStartMb ?? '?'} MB after start, ${server.rssAfterRunMb ?? '?'} MB after the run`,
    `Load: ${settings.connections} connections, ${settings.warmupSeconds} s warm-up (discarded) + ${settings.durationSeconds} s measured per scenario`,
    '',
  );
  out.push(
    table(
      ['scenario', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'req/s ÷ base', 'p99 ÷ base', 'bytes', 'rows'],
      results.scenarios.map((s) => [
        s.name,
        fixed(s.measured.requestsPerSecond, 0),
        fixed(s.measured.latencyMs.p50, 2),
        fixed(s.measured.latencyMs.p99, 2),
        String(s.errors),
        fixed(s.vsBaseline.requestsPerSecond, 2),
        s.vsBaseline.p99 === null ? '–' : fixed(s.vsBaseline.p99, 2),
        String(s.sanity.bytes),
        s.sanity.rows === null ? '–' : String(s.sanity.rows),
      ]),
    ),
  );
  const js = results.landingJs;
  if (js) {
    out.push(
      '',
      `Landing route initial JS (index.html module scripts + modulepreloads, gzip -9): ${js.initial.gzipKb} KB ` +
        `of ${js.initial.budgetKb} KB budget${js.initial.withinBudget ? '' : '  ⚠ OVER BUDGET'}`,
    );
    for (const f of js.initial.files) out.push(`  ${f.file}  ${(f.gzipBytes / 1000).toFixed(1)} KB`);
    if (js.landingChunk) {
      out.push(
        `Landing page lazy chunk and its static imports: ${js.landingChunk.gzipKb} KB ` +
          `(route total ${js.routeTotalGzipKb} KB)`,
      );
    }
  }
  for (const warning of results.warnings) out.push(`⚠ ${warning}`);
  return out.join('\n');
}
