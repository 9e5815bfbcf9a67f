import { loadavg } from 'node:os';
import type { ScaledCounters, TurnSample } from './scaled-pupil.ts';

/** The scaled bench's numbers (bench/scaled.ts) and their report lines. */

export interface ProcessLoad {
  name: string;
  /** CPU time over the measured run as a share of one core (200 % = both cores of this machine). */
  cpuPercent: number | null;
  peakRssMb: number | null;
}

interface DirectRead {
  firstMs: number;
  perTokenMs: number;
}

export interface ScaledInput {
  options: { pupils: number; seconds: number; thinkMs: number };
  chunkDelayMs: number;
  answerPieces: number;
  setupSeconds: number;
  elapsedSeconds: number;
  setupCounters: ScaledCounters;
  counters: ScaledCounters;
  samples: TurnSample[];
  /** When the fake received each tagged message's model request (bench clock). */
  arrivals: Map<string, number>;
  idle: DirectRead[];
  underLoad: DirectRead[];
  fetching: { conversations: number; botMessages: number };
  /** Transactions committed in the database during the run (pg_stat_database). */
  transactions: number;
  load: ProcessLoad[];
  machineBusyPercent: number;
  proxy: { forwarded: Record<string, { requests: number; upgrades: number }>; failures: number };
  warnings: string[];
}

interface Spread {
  p50: number;
  p99: number;
  max: number;
}

export interface ScaledBenchResult {
  pupils: number;
  seconds: number;
  thinkMs: number;
  chunkDelayMs: number;
  answerPieces: number;
  setupSeconds: number;
  elapsedSeconds: number;
  sent: number;
  answered: number;
  answersPerSecond: number;
  deltasPerSecond: number;
  errors: { http: number; graphql: number; socket: number; errorEvents: number; proxy: number };
  lost: number;
  stuck: number;
  gaps: number;
  wrongText: number;
  strayEvents: number;
  /** Rows still marked as being written after the run, read from the database. */
  stillFetching: { conversations: number; botMessages: number };
  /** Errors while making the accounts and in the warm-up (not part of the run's counts). */
  setupErrors: number;
  examples: string[];
  fake: {
    idle: { firstMs: number; perTokenMs: number };
    underLoad: { firstMs: number; perTokenMs: number; reads: number };
  };
  /** Time to the first token as the pupil saw it (sendmessage sent → first DELTA). */
  firstToken: Spread;
  /** That minus the fake's own first-token time read directly under the same load. */
  firstTokenOverhead: Spread;
  /** sendmessage sent → the model request reaching the fake (the server's work before the model). */
  toModel: Spread;
  /** sendmessage sent → its HTTP answer. */
  accepted: Spread;
  perTokenMs: Spread;
  /** Per-token time over the fake's own (under load), in %. */
  perTokenOverheadPercent: { p50: number; p99: number };
  /** Database transactions (autocommitted statements included) per message sent. */
  transactionsPerMessage: number;
  load: ProcessLoad[];
  machineBusyPercent: number;
  loadAverage: number;
  proxy: ScaledInput['proxy'];
  warnings: string[];
  /** Zero errors, nothing lost, stuck, out of order or wrong. */
  clean: boolean;
}

const round = (n: number) => Math.round(n * 10) / 10;

function percentile(values: number[], p: number): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

const spread = (values: number[]): Spread => ({
  p50: round(percentile(values, 50)),
  p99: round(percentile(values, 99)),
  max: round(Math.max(0, ...values)),
});

const errorCount = (c: ScaledCounters) =>
  c.httpErrors + c.graphqlErrors + c.socketErrors + c.errorEvents + c.lost + c.stuck + c.gaps + c.wrongText;

export function summarise(input: ScaledInput): ScaledBenchResult {
  const { counters: c, samples } = input;
  const fakeFirst = percentile(
    input.underLoad.map((d) => d.firstMs),
    50,
  );
  const fakePerToken = percentile(
    input.underLoad.map((d) => d.perTokenMs),
    50,
  );
  const perToken = samples.map((s) => (s.totalMs - s.firstMs) / Math.max(1, s.pieces - 1));
  const toModel = samples.flatMap((s) => {
    const at = input.arrivals.get(s.tag);
    return at === undefined ? [] : [at - s.sentAt];
  });
  const perTokenSpread = spread(perToken);
  const result: ScaledBenchResult = {
    pupils: input.options.pupils,
    seconds: input.options.seconds,
    thinkMs: input.options.thinkMs,
    chunkDelayMs: input.chunkDelayMs,
    answerPieces: input.answerPieces,
    setupSeconds: round(input.setupSeconds),
    elapsedSeconds: round(input.elapsedSeconds),
    sent: c.sent,
    answered: c.answered,
    answersPerSecond: round(c.answered / input.elapsedSeconds),
    deltasPerSecond: Math.round(samples.reduce((sum, s) => sum + s.pieces, 0) / input.elapsedSeconds),
    errors: {
      http: c.httpErrors,
      graphql: c.graphqlErrors,
      socket: c.socketErrors,
      errorEvents: c.errorEvents,
      proxy: input.proxy.failures,
    },
    lost: c.lost,
    stuck: c.stuck,
    gaps: c.gaps,
    wrongText: c.wrongText,
    strayEvents: c.strayEvents,
    stillFetching: input.fetching,
    setupErrors: errorCount(input.setupCounters),
    examples: [...input.setupCounters.examples, ...c.examples],
    fake: {
      idle: {
        firstMs: round(
          percentile(
            input.idle.map((d) => d.firstMs),
            50,
          ),
        ),
        perTokenMs: round(
          percentile(
            input.idle.map((d) => d.perTokenMs),
            50,
          ),
        ),
      },
      underLoad: {
        firstMs: round(fakeFirst),
        perTokenMs: round(fakePerToken),
        reads: input.underLoad.length,
      },
    },
    firstToken: spread(samples.map((s) => s.firstMs)),
    firstTokenOverhead: spread(samples.map((s) => s.firstMs - fakeFirst)),
    toModel: spread(toModel),
    accepted: spread(samples.map((s) => s.acceptedMs)),
    perTokenMs: perTokenSpread,
    perTokenOverheadPercent: {
      p50: Math.round((perTokenSpread.p50 / Math.max(0.01, fakePerToken) - 1) * 100),
      p99: Math.round((perTokenSpread.p99 / Math.max(0.01, fakePerToken) - 1) * 100),
    },
    transactionsPerMessage: round(input.transactions / Math.max(1, c.sent)),
    load: input.load,
    machineBusyPercent: input.machineBusyPercent,
    loadAverage: round(loadavg()[0] ?? 0),
    proxy: input.proxy,
    warnings: input.warnings,
    clean: false,
  };
  result.clean =
    errorCount(c) + input.proxy.failures === 0 &&
    input.load.every((l) => l.cpuPercent !== null) &&
    input.fetching.conversations + input.fetching.botMessages === 0 &&
    c.answered > 0;
  return result;
}

export function formatScaled(r: ScaledBenchResult): string[] {
  const e = r.errors;
  const lines = [
    `Scaled mode: 2 API processes + 1 worker, PostgreSQL + Redis, round-robin proxy; ${r.pupils} pupils × ${r.seconds} s, think ${r.thinkMs} ms (±50 %), answer ${r.answerPieces} pieces at ${r.chunkDelayMs} ms`,
    `  ${r.clean ? 'clean' : 'NOT CLEAN'}: sent ${r.sent}, answered ${r.answered} (${r.answersPerSecond}/s, ${r.deltasPerSecond} deltas/s); errors HTTP ${e.http}, GraphQL ${e.graphql}, socket ${e.socket}, ERROR events ${e.errorEvents}, proxy ${e.proxy}; lost ${r.lost}, stuck ${r.stuck}, out-of-order deltas ${r.gaps}, wrong texts ${r.wrongText}; still fetching after the run: ${r.stillFetching.conversations} conversations, ${r.stillFetching.botMessages} answers`,
    `  first token: p50 ${r.firstToken.p50} ms, p99 ${r.firstToken.p99} ms (max ${r.firstToken.max}); minus the fake's own ${r.fake.underLoad.firstMs} ms under load (idle ${r.fake.idle.firstMs}): p50 +${r.firstTokenOverhead.p50} ms, p99 +${r.firstTokenOverhead.p99} ms`,
    `  sendmessage answered: p50 ${r.accepted.p50} ms, p99 ${r.accepted.p99} ms; the model called: p50 ${r.toModel.p50} ms, p99 ${r.toModel.p99} ms; per token: p50 ${r.perTokenMs.p50} ms, p99 ${r.perTokenMs.p99} ms against the fake's ${r.fake.underLoad.perTokenMs} ms under load (idle ${r.fake.idle.perTokenMs}): overhead p50 ${r.perTokenOverheadPercent.p50} %, p99 ${r.perTokenOverheadPercent.p99} %`,
    `  load: machine ${r.machineBusyPercent} % busy (of 2 cores), load average ${r.loadAverage}; ${r.transactionsPerMessage} database transactions a message; ${r.load
      .map((l) =>
        l.cpuPercent === null
          ? `${l.name} EXITED during the run`
          : `${l.name} ${l.cpuPercent} % CPU${l.peakRssMb ? ` ${l.peakRssMb} MB` : ''}`,
      )
      .join(', ')}`,
    `  setup: ${r.pupils} accounts with a chat in ${r.setupSeconds} s (${r.setupErrors} errors); proxy spread ${Object.values(
      r.proxy.forwarded,
    )
      .map((f) => `${f.requests} req/${f.upgrades} ws`)
      .join(' | ')}`,
  ];
  for (const example of r.examples.slice(0, 6)) lines.push(`  ! ${example}`);
  for (const warning of r.warnings.slice(0, 4)) lines.push(`  server: ${warning.slice(0, 300)}`);
  return lines;
}
