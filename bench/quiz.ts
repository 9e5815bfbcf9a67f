import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { QUIZZES } from '../apps/server/src/modules/quizzes/testing/documents.ts';
import { quizReply } from '../apps/server/src/modules/quizzes/testing/fake-model.ts';
import {
  type FakeAiRequest,
  type FakeOpenAi,
  startFakeOpenAi,
} from '../apps/server/src/testing/fakes/fake-openai.ts';
import { dataOf } from '../apps/server/src/testing/session-client.ts';
import {
  type AfterStart,
  afterStartOf,
  afterStartPupilsFromEnv,
  type Percentiles,
  percentile,
  percentiles,
  round,
  TARGET_MS,
  wholeNumberFromEnv,
} from './first-result.ts';
import { newPupil, type Pupil } from './quiz-pupil.ts';
import { startServerProcess } from './server-process.ts';

/**
 * What our server adds before a pupil sees a new quiz's first question: `generatequiz`, the durable
 * job (pg-boss pick-up, passages, prompt, the model call, checks, shuffle, one transaction), the
 * `newQuizWorkspace` event over graphql-ws and the `getQuizWorkspaceById` read that brings the
 * questions — against the fake model answering the very same request body when asked directly.
 * Reported as percentiles, the overhead in ms and a ratio; slow numbers are flagged, never asserted.
 */

export interface QuizBenchResult {
  /** Measured quizzes (each pupil's first quiz is a discarded warm-up). */
  runs: number;
  questionCount: number;
  pupils: number;
  /** How the client learns the quiz is ready: the graphql-ws event, as the web app does. */
  readiness: 'subscription';
  /** (a) The fake model answering the job's request body, sent to it directly. */
  model: Percentiles;
  /** (b) From sending `generatequiz` to the read that returns the questions. */
  product: Percentiles;
  /** b − a of each quiz. */
  overhead: Percentiles;
  /** p50 of b ÷ p50 of a. */
  ratio: number;
  /** Medians from sending `generatequiz` to each step, ms. */
  phases: { ordered: number; jobStarted: number; modelAsked: number; readyEvent: number; visible: number };
  /** Quiz-writing requests the server sent over the measured quizzes (1 each when all are valid). */
  modelCalls: number;
  /** Questions the read returned (the fewest of any quiz). */
  questions: number;
  /** The target for the overhead's p95 (bench/first-result.ts). */
  budgetMs: number;
  overBudget: boolean;
  /** The quizzes of the first pupils after the server's start (4 each), kept out of `overhead`. */
  afterStart: AfterStart | null;
}

const RUNS_DEFAULT = 20;
const QUESTIONS = 10;
const READY_TIMEOUT_MS = 30_000;
const QUIZ_SCHEMA = 'quiz_questions';

const isQuizRequest = (request: FakeAiRequest) =>
  request.path.endsWith('/chat/completions') &&
  request.body.response_format?.json_schema?.name === QUIZ_SCHEMA;

function order(pupil: Pupil) {
  pupil.quota -= 1;
  return pupil.client.gql(QUIZZES.generate, {
    input: {
      workspaceId: pupil.workspaceId,
      sourcesId: pupil.sourcesId,
      questionCount: QUESTIONS,
      detailScale: 'NORMALNY',
      questionTypes: ['ZAMKNIETE'],
    },
  });
}

function orderedId(result: Awaited<ReturnType<typeof order>>): string {
  const ordered = dataOf(result).generatequiz;
  if (ordered.__typename !== 'QuizWorkspace')
    throw new Error(`generatequiz refused: ${JSON.stringify(ordered)}`);
  return ordered.id;
}

/**
 * A pupil's first quiz, discarded: it warms the server up and proves the subscription is live
 * (ready is found by polling, then its event must have arrived too). A subscription that was not
 * listening yet gets a second warm-up quiz.
 */
async function warmUp(pupil: Pupil): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const id = orderedId(await order(pupil));
    for (let i = 0; ; i++) {
      const quiz = dataOf(await pupil.client.gql(QUIZZES.quiz, { input: { id } })).getQuizWorkspaceById;
      if (quiz.state === 'INITIAL_READY') break;
      if (quiz.state === 'INITIAL_FAILED') throw new Error(`warm-up quiz failed: ${quiz.error}`);
      if (i * 50 > READY_TIMEOUT_MS) throw new Error('warm-up quiz not ready within 30 s');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    try {
      await pupil.watch.wait(id, 2_000);
      return;
    } catch (error) {
      if (attempt >= 2 || pupil.quota < 2) throw error;
    }
  }
}

interface Sample {
  /**
   * From sending `generatequiz` to: its answer, the job's INITIAL_PENDING event, the job's model
   * request, the READY event, the questions read.
   */
  ordered: number;
  jobStarted: number;
  modelAsked: number;
  readyEvent: number;
  visible: number;
  /** The fake answering the job's request body sent to it directly. */
  model: number;
  modelCalls: number;
  questions: number;
  /** From sending `generatequiz` to the questions read, in µs of the monotonic clock V8's profiles use. */
  span: [number, number];
}

const microseconds = (ns: bigint) => Number(ns / 1000n);

/** The fake model's own time: the same chat-completions body, straight to it, until its JSON is read. */
async function direct(fake: FakeOpenAi, body: unknown): Promise<number> {
  const payload = JSON.stringify(body);
  const started = performance.now();
  const response = await fetch(`${fake.url}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${fake.apiKey}` },
    body: payload,
  });
  const answer = (await response.json()) as { choices?: { message?: { content?: string } }[] };
  const elapsed = performance.now() - started;
  if (!response.ok || !answer.choices?.[0]?.message?.content) throw new Error('the fake gave no quiz');
  return elapsed;
}

async function measure(
  pupil: Pupil,
  fake: FakeOpenAi,
  askedAt: WeakMap<FakeAiRequest, number>,
): Promise<Sample> {
  const before = fake.requests.length;
  const monotonicStart = process.hrtime.bigint();
  const started = performance.now();
  const id = orderedId(await order(pupil));
  const ordered = performance.now() - started;
  const settled = await pupil.watch.wait(id, READY_TIMEOUT_MS);
  const quiz = dataOf(await pupil.client.gql(QUIZZES.quiz, { input: { id } })).getQuizWorkspaceById;
  const visible = performance.now() - started;
  const span: [number, number] = [microseconds(monotonicStart), microseconds(process.hrtime.bigint())];
  if (settled.state !== 'INITIAL_READY') throw new Error(`quiz ${id} failed: ${quiz.error}`);
  if (quiz.questions.length === 0) throw new Error(`quiz ${id} is ready without questions`);
  const calls = fake.requests.slice(before).filter(isQuizRequest);
  const first = calls[0];
  if (!first) throw new Error(`quiz ${id} was written without a request to the model`);
  return {
    ordered,
    jobStarted: (pupil.watch.pendingAt.get(id) ?? Number.NaN) - started,
    modelAsked: (askedAt.get(first) ?? Number.NaN) - started,
    readyEvent: settled.at - started,
    visible,
    model: await direct(fake, first.body),
    modelCalls: calls.length,
    questions: quiz.questions.length,
    span,
  };
}

function summarise(samples: Sample[], pupils: number, afterStart: Sample[]): QuizBenchResult {
  const model = percentiles(samples.map((s) => s.model));
  const product = percentiles(samples.map((s) => s.visible));
  const overhead = percentiles(samples.map((s) => s.visible - s.model));
  const median = (pick: (s: Sample) => number) => round(percentile(samples.map(pick), 50));
  return {
    runs: samples.length,
    questionCount: QUESTIONS,
    pupils,
    readiness: 'subscription',
    model,
    product,
    overhead,
    ratio: round(product.p50 / Math.max(0.01, model.p50)),
    phases: {
      ordered: median((s) => s.ordered),
      jobStarted: median((s) => s.jobStarted),
      modelAsked: median((s) => s.modelAsked),
      readyEvent: median((s) => s.readyEvent),
      visible: median((s) => s.visible),
    },
    modelCalls: samples.reduce((sum, s) => sum + s.modelCalls, 0),
    questions: Math.min(...samples.map((s) => s.questions)),
    budgetMs: TARGET_MS,
    overBudget: overhead.p95 > TARGET_MS,
    afterStart: afterStartOf(afterStart),
  };
}

/** Quizzes to measure: BENCH_QUIZ_RUNS, else 20. */
const runsFromEnv = () => wholeNumberFromEnv('BENCH_QUIZ_RUNS', RUNS_DEFAULT, 1);

export async function runQuizBench(root: string, mainFile: string): Promise<QuizBenchResult> {
  const runs = runsFromEnv();
  const afterStartPupils = afterStartPupilsFromEnv();
  const askedAt = new WeakMap<FakeAiRequest, number>();
  const writeQuiz = quizReply();
  const fake = await startFakeOpenAi({
    apiKey: 'bench',
    defaultReply: (request) => {
      if (!isQuizRequest(request)) return { text: 'OK' };
      askedAt.set(request, performance.now());
      return writeQuiz(request);
    },
  });
  const profileDir = process.env.BENCH_QUIZ_CPU_PROF;
  if (profileDir) mkdirSync(profileDir, { recursive: true });
  const server = await startServerProcess(
    mainFile,
    root,
    { AI_PROVIDER: 'openai-compatible', AI_BASE_URL: fake.url, AI_API_KEY: 'bench', AI_MODEL: 'bench-main' },
    // A V8 CPU profile of the server, written to that folder when it stops (to see where time goes).
    profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
  );
  const pupils: Pupil[] = [];
  try {
    // A pupil may order five quizzes a day (bench/quiz-pupil.ts); the first is a warm-up, four are measured.
    const samples: Sample[] = [];
    const afterStart: Sample[] = [];
    while (samples.length < runs) {
      const pupil = await newPupil(server, pupils.length);
      pupils.push(pupil);
      await warmUp(pupil);
      // The direct path's warm-up (connection, JIT), also discarded.
      const lastQuizRequest = fake.requests.filter(isQuizRequest).at(-1);
      if (pupils.length === 1 && lastQuizRequest) await direct(fake, lastQuizRequest.body);
      if (pupils.length <= afterStartPupils) {
        while (pupil.quota > 0) afterStart.push(await measure(pupil, fake, askedAt));
        continue;
      }
      while (pupil.quota > 0 && samples.length < runs) samples.push(await measure(pupil, fake, askedAt));
    }
    // With a profile, the measured quizzes' spans on its clock, to read only those samples.
    if (profileDir)
      writeFileSync(path.join(profileDir, 'quiz-windows.json'), JSON.stringify(samples.map((s) => s.span)));
    return summarise(samples, pupils.length, afterStart);
  } finally {
    for (const pupil of pupils) await pupil.close().catch(() => {});
    await server.stop();
    await fake.stop();
  }
}
