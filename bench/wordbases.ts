import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkAnswer } from '@kreda/shared/wordbases';
import {
  type AnswerRow,
  loadAnswerTable,
  scoreAnswerTable,
  type TableScore,
} from '../apps/server/src/modules/wordbases/answer-table.ts';
import {
  configureDictionaries,
  DICTIONARY_LANGUAGES,
  unloadDictionaries,
  warmDictionary,
  wordCheckFor,
} from '../apps/server/src/modules/wordbases/dictionaries.ts';
import { nextWord } from '../apps/server/src/modules/wordbases/service.ts';
import { WORDBASES } from '../apps/server/src/modules/wordbases/testing/documents.ts';
import { openDatabase } from '../apps/server/src/platform/db/database.ts';
import { ACCOUNTS, REFERENCE, WORKSPACES } from '../apps/server/src/testing/documents.ts';
import { dataOf, type SessionClient, sessionClient } from '../apps/server/src/testing/session-client.ts';
import { newAccount, PASSWORD } from './quiz-pupil.ts';
import { startServerProcess } from './server-process.ts';

/**
 * `getnextword` on a big set: a pupil's 5,000-word set with 50,000 reviews in its history (ten per
 * word, the words' FSRS cards spread from a month overdue to three months ahead), read through the
 * API one request at a time, as a flashcard page does between cards. Its p99 is compared with the
 * same operation on a 5-word set without history, measured in the same run (the ratio says what the
 * set's size costs), and with the 10 ms target. A rating (`wordpracticesession`, one transaction
 * that moves the card and logs the review) is timed too. Reported, never asserted.
 *
 * In this process after it (`answerCheck`, also alone: `node --import tsx bench/wordbases.ts
 * answers`): the vocabulary answer checker on its table (eval-cases/answer-check.json) without and
 * with the spelling dictionaries — real-word slips forgiven, spelling variants refused — the time of
 * one check, and per language the first build of its word list (a fresh cache), its load from the
 * cache and the memory it holds.
 */

export interface LatencyStats {
  p50: number;
  p95: number;
  p99: number;
}

export interface WordBasesBenchResult {
  words: number;
  reviews: number;
  requests: number;
  /** getnextword on a 5-word set without history (the baseline). */
  small: LatencyStats;
  /** getnextword on the big set, without and within a flashcard session (40 words rated in it). */
  big: LatencyStats;
  bigInSession: LatencyStats;
  /** One rating in the big set's session. */
  rating: LatencyStats;
  /** The query alone (`nextWord` of the service on the stopped server's database, in this process). */
  query: LatencyStats;
  /** big p99 ÷ small p99. */
  ratio: number;
  targetMs: number;
  overTarget: boolean;
  answerCheck: AnswerCheckBenchResult;
}

export interface DictionaryBench {
  language: string;
  source: string;
  words: number;
  /** Memory the loaded list holds. */
  listMb: number;
  /** First load on a machine: nspell's expansion in a worker thread, and the heap it took there. */
  buildMs: number;
  buildHeapMb: number | null;
  /** Later loads: the cached list read from disk. */
  cachedLoadMs: number;
}

export interface AnswerCheckBenchResult {
  rows: number;
  /** The checker without dictionaries (the rule before them, and of languages without one) and with them. */
  withoutDictionaries: TableScore;
  withDictionaries: TableScore;
  /** One `checkAnswer` over the table's rows, in ms (rounds × rows samples). */
  checkWithout: LatencyStats;
  checkWith: LatencyStats;
  rounds: number;
  dictionaries: DictionaryBench[];
}

const WORDS = 5_000;
const REVIEWS_PER_WORD = 10;
const REQUESTS = Number(process.env.BENCH_WORDBASE_REQUESTS ?? 1_000);
const WARMUP = 100;
/** Cards rated in the session before it is read (of its 50). */
const RATINGS = 40;
const TARGET_MS = 10;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

function stats(samples: number[], digits = 2): LatencyStats {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    p50: round(percentile(sorted, 50), digits),
    p95: round(percentile(sorted, 95), digits),
    p99: round(percentile(sorted, 99), digits),
  };
}

async function timed(times: number, run: () => Promise<unknown>): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return samples;
}

async function typedSet(client: SessionClient, workspaceId: string, count: number, name: string) {
  let id: string | undefined;
  for (let from = 0; from < count; from += 1_000) {
    const words = Array.from({ length: Math.min(1_000, count - from) }, (_, i) => ({
      word: `word-${from + i}`,
      translation: `słowo ${from + i}`,
    }));
    const saved = dataOf(
      await client.gql(WORDBASES.upsert, {
        input: id ? { id, words } : { workspaceId, name, type: 'Language', languageCode: 'en', words },
      }),
    ).upsertwords;
    id = saved.id;
  }
  return id as string;
}

/** Writes the history straight into the stopped server's database: 50,000 reviews take seconds, not an hour of clicks. */
async function writeHistory(dataDir: string, wordBaseId: string) {
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
  try {
    await database.executeSql(
      `insert into word_reviews (user_id, word_id, word_base_id, rating, state, scheduled_days, reviewed_at)
       select w.user_id, w.id, w.word_base_id, 1 + floor(random() * 4)::int, 2, floor(random() * 30)::int,
              now() - make_interval(secs => random() * 120 * 86400)
       from words w cross join generate_series(1, ${REVIEWS_PER_WORD}) where w.word_base_id = $1`,
      [wordBaseId],
    );
    await database.executeSql(
      `update words set state = 2, reps = ${REVIEWS_PER_WORD}, lapses = floor(random() * 3)::int,
         stability = 1 + random() * 60, difficulty = 1 + random() * 9, scheduled_days = floor(random() * 60)::int,
         last_review = now() - make_interval(secs => random() * 30 * 86400),
         due = now() + make_interval(secs => (random() * 120 - 30) * 86400)
       where word_base_id = $1`,
      [wordBaseId],
    );
    await database.executeSql(
      `insert into user_fsrs (user_id, review_count) select user_id, ${WORDS * REVIEWS_PER_WORD} from word_bases where id = $1`,
      [wordBaseId],
    );
    await database.executeSql('analyze');
    const [counted] = (
      await database.executeSql('select count(*)::int as n from word_reviews where word_base_id = $1', [
        wordBaseId,
      ])
    ).rows as { n: number }[];
    return counted?.n ?? 0;
  } finally {
    await database.close();
  }
}

export async function runWordBasesBench(root: string, mainFile: string): Promise<WordBasesBenchResult> {
  let measured: Omit<WordBasesBenchResult, 'query' | 'overTarget' | 'answerCheck'> & { sessionId: string };
  // FSRS_FIT_MIN_REVIEWS above the history: no fit runs in the middle of the measurement.
  const env = { FSRS_FIT_MIN_REVIEWS: '1000000' };
  const first = await startServerProcess(mainFile, root, env, [], { keepData: true });
  const dataDir = first.dataDir;
  let email = '';
  let ids: { small: string; big: string };
  try {
    email = `bench.words.${Date.now()}@example.pl`;
    const client = await newAccount(first, email);
    const topics = dataOf(
      await client.gql(REFERENCE.topics, { input: { przedmiot: 'english', poziom: 'SREDNI_JEDEN' } }),
    ).getbyprzedmiotandpoziom;
    const workspace = dataOf(
      await client.gql(WORKSPACES.create, { input: { tematId: topics[0]?.id } }),
    ).createWorkspace;
    ids = {
      small: await typedSet(client, workspace.id, 5, 'Mała baza'),
      big: await typedSet(client, workspace.id, WORDS, 'Duża baza'),
    };
  } finally {
    await first.stop();
  }
  const reviews = await writeHistory(dataDir, ids.big);
  const server = await startServerProcess(mainFile, root, env, [], { dataDir });
  try {
    const client = sessionClient(server);
    dataOf(await client.gql(ACCOUNTS.login, { input: { email, password: PASSWORD } }));
    const next = (wordBaseId: string, sessionId?: string) =>
      client.gql(WORDBASES.next, { input: { wordBaseId, ...(sessionId ? { sessionId } : {}) } }).then(dataOf);
    await timed(WARMUP, () => next(ids.small));
    await timed(WARMUP, () => next(ids.big));
    const small = await timed(REQUESTS, () => next(ids.small));
    const big = await timed(REQUESTS, () => next(ids.big));
    const session = dataOf(
      await client.gql(WORDBASES.start, {
        input: { wordBaseId: ids.big, wordBaseSessionType: 'WORD', count: 50 },
      }),
    ).start;
    let card = session.nextWord?.id as string;
    const ratings = await timed(RATINGS, async () => {
      const after = dataOf(
        await client.gql(WORDBASES.practice, {
          input: { sessionId: session.id, wordId: card, rating: 'WIEM' },
        }),
      ).wordpracticesession;
      card = after.nextWord?.id as string;
    });
    const inSession = await timed(REQUESTS, () => next(ids.big, session.id));
    measured = {
      sessionId: session.id,
      words: WORDS,
      reviews,
      requests: REQUESTS,
      small: stats(small),
      big: stats(big),
      bigInSession: stats(inSession),
      rating: stats(ratings),
      ratio: round(stats(big).p99 / Math.max(0.01, stats(small).p99)),
      targetMs: TARGET_MS,
    };
  } finally {
    await server.stop();
  }
  try {
    const { sessionId, ...result } = measured;
    const query = await timeQuery(dataDir, ids.big, sessionId);
    const overTarget = Math.max(result.big.p99, result.bigInSession.p99) > TARGET_MS;
    return { ...result, query, overTarget, answerCheck: await runAnswerCheckBench() };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

const CHECK_ROUNDS = Number(process.env.BENCH_ANSWER_CHECK_ROUNDS ?? 50);

/** Each language built in a fresh cache, then loaded from it; all stay loaded for the checks. */
async function benchDictionaries(): Promise<DictionaryBench[]> {
  const cacheDir = await mkdtemp(path.join(tmpdir(), 'kreda-bench-dictionaries-'));
  configureDictionaries({ cacheDir, onDemand: false });
  const results: DictionaryBench[] = [];
  try {
    unloadDictionaries();
    for (const language of DICTIONARY_LANGUAGES) {
      const built = await warmDictionary(language);
      if (!built) throw new Error(`the ${language} dictionary did not load`);
      results.push({
        ...{ language, source: built.source, words: built.words, listMb: round(built.bytes / 1e6, 1) },
        ...{ buildMs: built.loadMs, buildHeapMb: built.buildHeapMb, cachedLoadMs: 0 },
      });
    }
    // The median of three loads from the cache (one may meet a garbage collection).
    for (const result of results) {
      const times: number[] = [];
      for (let i = 0; i < 3; i++) {
        unloadDictionaries();
        times.push((await warmDictionary(result.language))?.loadMs ?? -1);
      }
      result.cachedLoadMs = times.sort((a, b) => a - b)[1] ?? -1;
    }
    for (const language of DICTIONARY_LANGUAGES) await warmDictionary(language);
    return results;
  } finally {
    await rm(cacheDir, { recursive: true, force: true });
  }
}

function timeChecks(rows: readonly AnswerRow[], dictionaries: boolean): number[] {
  const samples: number[] = [];
  for (let round = 0; round < CHECK_ROUNDS; round++) {
    for (const row of rows) {
      const isWord = dictionaries ? wordCheckFor(row.languageCode) : undefined;
      const started = performance.now();
      checkAnswer(row.answer, row.expected, { languageCode: row.languageCode, isWord });
      samples.push(performance.now() - started);
    }
  }
  return samples;
}

export async function runAnswerCheckBench(): Promise<AnswerCheckBenchResult> {
  const rows = await loadAnswerTable();
  const verdict = (row: AnswerRow, dictionaries: boolean) =>
    checkAnswer(row.answer, row.expected, {
      languageCode: row.languageCode,
      isWord: dictionaries ? wordCheckFor(row.languageCode) : undefined,
    }).verdict;
  const dictionaries = await benchDictionaries();
  timeChecks(rows, true); // warm-up
  return {
    rows: rows.length,
    withoutDictionaries: scoreAnswerTable(rows, (row) => verdict(row, false)),
    withDictionaries: scoreAnswerTable(rows, (row) => verdict(row, true)),
    checkWithout: stats(timeChecks(rows, false), 4),
    checkWith: stats(timeChecks(rows, true), 4),
    rounds: CHECK_ROUNDS,
    dictionaries,
  };
}

/** `nextWord` straight on the database (PGlite in this process): what the query itself costs. */
async function timeQuery(dataDir: string, wordBaseId: string, sessionId: string): Promise<LatencyStats> {
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
  try {
    const [owner] = (await database.executeSql('select user_id from word_bases where id = $1', [wordBaseId]))
      .rows as {
      user_id: string;
    }[];
    const userId = owner?.user_id as string;
    const run = (i: number) => nextWord(database.db, userId, wordBaseId, i % 2 ? sessionId : null);
    for (let i = 0; i < WARMUP; i++) await run(i);
    const samples: number[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      const started = performance.now();
      await run(i);
      samples.push(performance.now() - started);
    }
    return stats(samples);
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(import.meta.dirname, '..');
  const run =
    process.argv[2] === 'answers'
      ? runAnswerCheckBench()
      : runWordBasesBench(root, path.join(root, 'apps/server/dist/main.js'));
  run.then(
    (result) => console.log(JSON.stringify(result, null, 2)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
