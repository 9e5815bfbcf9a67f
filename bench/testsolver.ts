import { setTimeout as sleep } from 'node:timers/promises';
import { TESTS } from '../apps/server/src/modules/testsolver/testing/documents.ts';
import { createTestSolverModel } from '../apps/server/src/modules/testsolver/testing/fake-model.ts';
import { type FakeAiRequest, startFakeOpenAi } from '../apps/server/src/testing/fakes/fake-openai.ts';
import { pdfWithText } from '../apps/server/src/testing/fixtures/documents.ts';
import { dataOf, unchecked } from '../apps/server/src/testing/session-client.ts';
import { newAccount } from './quiz-pupil.ts';
import { startServerProcess } from './server-process.ts';

/**
 * A whole test through the test solver: a 10-task PDF sent as a pupil sends it, its page read, the
 * tasks cut, and each solved by its own job while the fake model takes 1–5 s per task. The wall
 * time from sending to SOLVED is compared with what it cannot be shorter than — the extraction
 * (sending to every task cut) plus the slowest task — as a ratio (target ≤ 1.2: the tasks run in
 * parallel, so the wall time is about the slowest task, not the sum). Reported, never asserted.
 */

export interface TestSolverBenchResult {
  runs: number;
  tasks: number;
  concurrency: number;
  /** Seconds each task's solution takes at the fake, by task (the sum is what one at a time costs). */
  taskSeconds: number[];
  /** Medians over the runs, ms. */
  wallMs: number;
  extractionMs: number;
  slowestTaskMs: number;
  /** wall ÷ (extraction + slowest task), median of the runs. */
  ratio: number;
  target: number;
  overTarget: boolean;
}

const TASKS = 10;
/** 1–5 s per task, the slowest 5 s; 31 s in all one after another. */
const TASK_SECONDS = [1, 4.6, 2.2, 3.1, 5, 1.4, 2.8, 3.9, 1.7, 4.3];
const CONCURRENCY = 10;
const TARGET = 1.2;
const RUNS = 3;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const round = (n: number) => Math.round(n * 100) / 100;

/** Two PDF pages of five tasks each ("Zadanie k. (0-1)", "Oblicz …"), as a pupil's test. */
export function testPages(): Promise<Uint8Array> {
  const task = (k: number) => `Zadanie ${k}. (0-1)\nOblicz ${k} + ${k * 3}.`;
  return pdfWithText([
    Array.from({ length: 5 }, (_, i) => task(i + 1)).join('\n'),
    Array.from({ length: 5 }, (_, i) => task(i + 6)).join('\n'),
  ]);
}

export async function runTestSolverBench(root: string, mainFile: string): Promise<TestSolverBenchResult> {
  const model = createTestSolverModel({
    delays: Object.fromEntries(TASK_SECONDS.map((s, i) => [String(i + 1), s * 1000])),
  });
  const answered = new Map<FakeAiRequest, number>();
  const fake = await startFakeOpenAi({
    apiKey: 'bench',
    defaultReply: async (request) => {
      const started = performance.now();
      const reply = await model.reply(request);
      answered.set(request, performance.now() - started);
      return reply;
    },
  });
  const server = await startServerProcess(mainFile, root, {
    AI_PROVIDER: 'openai-compatible',
    AI_BASE_URL: fake.url,
    AI_API_KEY: 'bench',
    AI_MODEL: 'bench-main',
    TEST_SOLVER_CONCURRENCY: String(CONCURRENCY),
  });
  try {
    const client = await newAccount(server, `bench.tests.${Date.now()}@example.pl`);
    const bytes = await testPages();
    const samples: { wall: number; extraction: number; slowest: number }[] = [];
    for (let run = 0; run < RUNS; run++) {
      const before = fake.requests.length;
      const started = performance.now();
      const sent = await client.upload(TESTS.solve, unchecked({ input: { files: [null] } }), {
        'variables.input.files.0': { bytes, name: 'sprawdzian.pdf', type: 'application/pdf' },
      });
      const test = dataOf(sent).sprawdziansolution;
      if (test.__typename !== 'TestSolver')
        throw new Error(`sprawdziansolution refused: ${JSON.stringify(test)}`);
      let extraction = Number.NaN;
      for (;;) {
        const now = dataOf(await client.gql(TESTS.tests, {})).getTestSolverByWorkspaceId.find(
          (t) => t.id === test.id,
        );
        if (Number.isNaN(extraction) && (now?.taskCount ?? 0) >= TASKS)
          extraction = performance.now() - started;
        if (now?.state === 'SOLVED') break;
        if (now && now.state !== 'UPLOADING' && now.state !== 'SOLVING')
          throw new Error(`test ended ${now.state}`);
        if (performance.now() - started > 120_000) throw new Error('test not solved within 2 minutes');
        await sleep(20);
      }
      const wall = performance.now() - started;
      const solves = fake.requests
        .slice(before)
        .filter((r) => r.body.response_format?.json_schema?.name === 'rozwiazanie_zadania');
      const slowest = Math.max(...solves.map((r) => answered.get(r) ?? 0));
      samples.push({ wall, extraction, slowest });
    }
    const ratios = samples.map((s) => s.wall / (s.extraction + s.slowest));
    const ratio = round(median(ratios));
    return {
      runs: RUNS,
      tasks: TASKS,
      concurrency: CONCURRENCY,
      taskSeconds: TASK_SECONDS,
      wallMs: round(median(samples.map((s) => s.wall))),
      extractionMs: round(median(samples.map((s) => s.extraction))),
      slowestTaskMs: round(median(samples.map((s) => s.slowest))),
      ratio,
      target: TARGET,
      overTarget: ratio > TARGET,
    };
  } finally {
    await server.stop();
    await fake.stop();
  }
}
