import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { indexSource, type SourceRef, searchPassages } from '../apps/server/src/modules/retrieval/service.ts';
import { PUBLIC_OWNER } from '../apps/server/src/modules/retrieval/types.ts';
import { type Database, openDatabase } from '../apps/server/src/platform/db/database.ts';
import {
  createFreshPostgresDatabase,
  type FreshDatabase,
} from '../apps/server/src/testing/fresh-postgres.ts';
import type { RetrievalBenchResults, RetrievalScenarioResult, RetrievalTargetResult } from './report.ts';
import type { RetrievalHybridResult } from './report-hybrid.ts';
import {
  type CorpusSource,
  createCorpus,
  makeQuestion,
  makeSource,
  seededRandom,
} from './retrieval-corpus.ts';
import {
  indexParaphrases,
  PARAPHRASE_QUESTIONS,
  paraphraseHitRate,
  prepareHybrid,
} from './retrieval-hybrid.ts';

/**
 * Latency of `searchPassages` over a large corpus, on embedded PGlite (in memory) and on
 * PostgreSQL (a fresh database, dropped afterwards; skipped with a note when unreachable). One
 * user owns every chunk but the public library's (chapters under PUBLIC_OWNER, searched together
 * with the user's own sources), the worst case for the per-user filter. Timings are reported, never
 * asserted. Run alone: `node --conditions=source --import tsx bench/retrieval.ts [--json FILE]`;
 * `npm run bench` runs it after the HTTP scenarios.
 */

const SEED = 20_261_122;
const CHUNKS_PER_SOURCE = 100;
const WARMUP_QUERIES = 10;
const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';

function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    console.error(`${name} must be a positive integer, got "${raw}".`);
    process.exit(2);
  }
  return value;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const round = (ms: number) => Math.round(ms * 100) / 100;

interface Target {
  label: RetrievalTargetResult['database'];
  database: Database;
}

interface Loaded {
  chunks: number;
  loadSeconds: number;
  indexSeconds: number;
  analyzeMs: number;
}

/** The GIN indexes of the chunks (full text, repeated word beginnings), dropped for the bulk load. */
async function ginIndexes(database: Database): Promise<{ name: string; definition: string }[]> {
  const result = (await database.db.execute(
    sql`select indexname as name, indexdef as definition from pg_indexes
      where tablename = 'retrieval_chunks' and indexdef like '% USING gin %' order by indexname`,
  )) as unknown as { rows: { name: string; definition: string }[] };
  return result.rows;
}

/**
 * Indexes every source through the real `indexSource`, one transaction per source; PostgreSQL gets
 * several at a time, as concurrent jobs would. Like any bulk import, it builds the GIN indexes once
 * at the end rather than maintaining them row by row (that alone halves PGlite's load time), so the
 * bench fits in a few minutes; the indexes are identical either way.
 */
async function load(
  target: Target,
  owners: string[],
  sources: CorpusSource[],
  refs: SourceRef[],
): Promise<Loaded> {
  const { db } = target.database;
  const indexes = await ginIndexes(target.database);
  if (!indexes.some((i) => i.name === 'retrieval_chunks_search_idx'))
    throw new Error('retrieval_chunks_search_idx is missing: did the migrations run?');
  for (const index of indexes) await db.execute(sql.raw(`drop index ${index.name}`));

  const concurrency = target.label === 'postgres' ? 4 : 1;
  let next = 0;
  let chunks = 0;
  const started = performance.now();
  const worker = async () => {
    for (let i = next++; i < sources.length; i = next++) {
      const segments = (sources[i] as CorpusSource).segments;
      const userId = owners[i] as string;
      const indexed = await indexSource(db, { userId, source: refs[i] as SourceRef, segments });
      chunks += indexed;
      if (i % 100 === 99) process.stdout.write(`\r  ${target.label}: ${i + 1} of ${sources.length} sources…`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const loadSeconds = (performance.now() - started) / 1000;
  process.stdout.write('\r');

  const indexStarted = performance.now();
  for (const index of indexes) await db.execute(sql.raw(index.definition));
  const indexSeconds = (performance.now() - indexStarted) / 1000;
  const analyzeStarted = performance.now();
  await db.execute(sql`analyze retrieval_chunks`);
  return { chunks, loadSeconds, indexSeconds, analyzeMs: performance.now() - analyzeStarted };
}

async function measure(
  target: Target,
  userId: string,
  name: string,
  pickSources: () => SourceRef[],
  queries: number,
): Promise<RetrievalScenarioResult> {
  // A fresh seeded corpus per scenario: both databases get exactly the same questions.
  const corpus = createCorpus(SEED + 1);
  const search = (sources: SourceRef[]) =>
    searchPassages(target.database.db, { userId, question: makeQuestion(corpus), sources });
  for (let i = 0; i < WARMUP_QUERIES; i++) await search(pickSources());
  const timings: number[] = [];
  let empty = 0;
  let passages = 0;
  let sourceCount = 0;
  for (let i = 0; i < queries; i++) {
    const sources = pickSources();
    const started = performance.now();
    const result = await search(sources);
    timings.push(performance.now() - started);
    if (result.length === 0) empty++;
    passages += result.length;
    sourceCount = sources.length;
  }
  timings.sort((a, b) => a - b);
  return {
    name,
    sources: sourceCount,
    queries,
    latencyMs: {
      p50: round(percentile(timings, 50)),
      p95: round(percentile(timings, 95)),
      max: round(timings.at(-1) ?? 0),
      mean: round(timings.reduce((a, b) => a + b, 0) / timings.length),
    },
    meanPassages: round(passages / queries),
    emptyResults: empty,
  };
}

async function scenarios(
  target: Target,
  userId: string,
  refs: SourceRef[],
  publicRefs: SourceRef[],
  queries: number,
  label: 'lexical' | 'hybrid',
) {
  const pick = seededRandom(SEED + 2);
  // 20 distinct sources, as a workspace's materials would be (partial Fisher–Yates).
  const twenty = () => {
    const pool = [...refs];
    for (let i = 0; i < Math.min(20, pool.length); i++) {
      const j = i + Math.floor(pick() * (pool.length - i));
      [pool[i], pool[j]] = [pool[j] as SourceRef, pool[i] as SourceRef];
    }
    return pool.slice(0, 20);
  };
  const results: RetrievalScenarioResult[] = [];
  const mode = label === 'hybrid' ? ' (hybrid)' : '';
  for (const [name, pickSources] of [
    ['20 sources', twenty],
    ['all sources', () => refs],
    ['all sources + public library', () => [...refs, ...publicRefs]],
  ] as const) {
    process.stdout.write(`  ${target.label}${mode}, ${name}: ${queries} queries… `);
    const result = await measure(target, userId, name, pickSources, queries);
    console.log(`p50 ${result.latencyMs.p50} ms, p95 ${result.latencyMs.p95} ms`);
    results.push(result);
  }
  return results;
}

/**
 * After the lexical scenarios: the paraphrase set among the corpus, vectors where the database can
 * have them, the same scenarios hybrid, and the paraphrase hit rates at 5.
 */
async function hybrid(
  target: Target,
  userId: string,
  refs: SourceRef[],
  publicRefs: SourceRef[],
  queries: number,
): Promise<RetrievalHybridResult> {
  const paraphraseRefs = await indexParaphrases(target.database, userId);
  const everything = [...refs, ...paraphraseRefs, ...publicRefs];
  const rate = (lexicalOnly: boolean) =>
    paraphraseHitRate(target.database, { userId, paraphraseRefs, sources: everything, lexicalOnly });
  const lexical = await rate(true);
  console.log(`  ${target.label}: embedding every chunk for hybrid search…`);
  const prepared = await prepareHybrid(target.database);
  if (prepared.note) {
    console.log(`  ${target.label}: ${prepared.note}`);
    return {
      ...prepared,
      scenarios: [],
      quality: { questions: PARAPHRASE_QUESTIONS, lexical, hybrid: null },
    };
  }
  console.log(
    `  ${target.label}: embedded in ${prepared.embedSeconds.toFixed(0)} s, HNSW index ${prepared.indexSeconds.toFixed(0)} s`,
  );
  const measured = await scenarios(target, userId, refs, publicRefs, queries, 'hybrid');
  const quality = { questions: PARAPHRASE_QUESTIONS, lexical, hybrid: await rate(false) };
  console.log(
    `  ${target.label}: paraphrase hit rate at 5 lexical ${quality.lexical}, hybrid ${quality.hybrid}`,
  );
  return { ...prepared, scenarios: measured, quality };
}

/** A fresh database on the server behind `adminUrl`, or the reason it cannot be had. */
async function freshPostgres(adminUrl: string): Promise<FreshDatabase | string> {
  try {
    return await createFreshPostgresDatabase(adminUrl, 'kreda_bench_retrieval');
  } catch (error) {
    return `PostgreSQL at ${new URL(adminUrl).host} not usable (${(error as Error).message})`;
  }
}

/**
 * One corpus for both databases, so they hold the same chunks and answer the same questions: the
 * user's sources, and the public library's textbook chapters (stored once under PUBLIC_OWNER).
 */
function buildCorpus(chunkTarget: number, publicChunks: number) {
  const corpus = createCorpus(SEED);
  const make = (target: number, first: number) => {
    const made: CorpusSource[] = [];
    for (let chunks = 0, i = 0; chunks < target; i++) {
      const source = makeSource(corpus, first + i, Math.min(CHUNKS_PER_SOURCE, target - chunks));
      made.push(source);
      chunks += source.chunks;
    }
    return made;
  };
  const sources = make(chunkTarget, 0);
  const chapters = make(publicChunks, sources.length);
  return {
    sources,
    chapters,
    refs: sources.map((s): SourceRef => ({ kind: s.kind, id: randomUUID() })),
    publicRefs: chapters.map((): SourceRef => ({ kind: 'LIBRARY_CHAPTER', id: randomUUID() })),
    userId: randomUUID(),
  };
}

async function main() {
  const chunkTarget = intFromEnv('BENCH_RETRIEVAL_CHUNKS', 100_000);
  const publicChunks = intFromEnv('BENCH_RETRIEVAL_PUBLIC_CHUNKS', 10_000);
  const queries = intFromEnv('BENCH_RETRIEVAL_QUERIES', 200);
  const jsonIndex = process.argv.indexOf('--json');
  const jsonFile = jsonIndex > 0 ? process.argv[jsonIndex + 1] : undefined;
  const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || DEFAULT_POSTGRES_URL;
  const started = performance.now();

  const { sources, chapters, refs, publicRefs, userId } = buildCorpus(chunkTarget, publicChunks);
  const allSources = [...sources, ...chapters];
  const allRefs = [...refs, ...publicRefs];
  const owners = allSources.map((_, i) => (i < sources.length ? userId : PUBLIC_OWNER));

  const results: RetrievalTargetResult[] = [];
  const targets: Target[] = [];
  const fresh = await freshPostgres(postgresUrl);
  try {
    const pglite = await openDatabase({ kind: 'pglite-memory' });
    targets.push({ label: 'pglite', database: pglite });
    await pglite.migrate();
    if (typeof fresh === 'string') {
      console.log(`▸ retrieval on postgres: skipped, ${fresh}. Set BENCH_DATABASE_URL to include it.`);
    } else {
      const postgres = await openDatabase({ kind: 'postgres', url: fresh.url });
      targets.push({ label: 'postgres', database: postgres });
      await postgres.migrate();
    }
    // One database at a time, so the two never compete for the CPU.
    for (const target of targets) {
      console.log(
        `▸ retrieval on ${target.label}: indexing ~${chunkTarget} chunks in ${sources.length} sources ` +
          `and ~${publicChunks} in ${chapters.length} public chapters…`,
      );
      const l = await load(target, owners, allSources, allRefs);
      console.log(
        `  ${target.label}: ${l.chunks} chunks in ${l.loadSeconds.toFixed(1)} s (${Math.round(l.chunks / l.loadSeconds)} chunks/s), ` +
          `GIN indexes ${l.indexSeconds.toFixed(1)} s, analyze ${l.analyzeMs.toFixed(0)} ms`,
      );
      results.push({
        database: target.label,
        chunks: l.chunks,
        sources: sources.length,
        loadSeconds: round(l.loadSeconds),
        chunksPerSecond: Math.round(l.chunks / l.loadSeconds),
        indexSeconds: round(l.indexSeconds),
        analyzeMs: Math.round(l.analyzeMs),
        publicChunks,
        scenarios: await scenarios(target, userId, refs, publicRefs, queries, 'lexical'),
        note: null,
        hybrid: await hybrid(target, userId, refs, publicRefs, queries),
      });
    }
  } finally {
    for (const target of targets) await target.database.close();
    if (typeof fresh !== 'string') await fresh.drop();
  }
  if (typeof fresh === 'string') {
    results.push({
      database: 'postgres',
      chunks: 0,
      sources: 0,
      publicChunks: 0,
      loadSeconds: 0,
      chunksPerSecond: 0,
      indexSeconds: 0,
      analyzeMs: 0,
      scenarios: [],
      note: `skipped: ${fresh}`,
      hybrid: null,
    });
  }

  const report: RetrievalBenchResults = {
    chunkTarget,
    queriesPerScenario: queries,
    seed: SEED,
    totalSeconds: round((performance.now() - started) / 1000),
    targets: results,
  };
  if (jsonFile) writeFileSync(jsonFile, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`  retrieval bench took ${report.totalSeconds.toFixed(0)} s`);
  // The sanity check: a search that finds nothing for every question is broken, not fast.
  const broken = results.flatMap((t) =>
    t.scenarios.filter((s) => s.emptyResults === s.queries).map((s) => `${t.database}, ${s.name}`),
  );
  if (broken.length > 0) {
    console.error(`✖ searchPassages found nothing for any question in: ${broken.join('; ')}`);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error('\n✖ The retrieval bench crashed:', error);
  process.exit(1);
});
