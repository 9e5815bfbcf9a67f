import { setTimeout as sleep } from 'node:timers/promises';
import { createEssayModel } from '../apps/server/src/modules/essays/testing/fake-model.ts';
import {
  type FakeAiReply,
  type FakeAiRequest,
  schemaNameOf,
} from '../apps/server/src/testing/fakes/fake-openai.ts';
import { POLISH_ESSAY } from '../apps/server/src/testing/fixtures/essays.ts';
import { dataOf, type SessionClient } from '../apps/server/src/testing/session-client.ts';
import {
  afterStartPupilsFromEnv,
  aiEnv,
  type FirstResultBenchResult,
  type FirstResultSample,
  liveEvents,
  pollUntil,
  replay,
  requestsBefore,
  runsFromEnv,
  summarise,
  trackedFake,
} from './first-result.ts';
import { newAccount } from './quiz-pupil.ts';
import { type ServerProcess, startServerProcess } from './server-process.ts';

/*
 * The essay tool's two waits, measured as bench/first-result.ts says: an essay's first part
 * (`generaterozprawka` → the `newRozprawkaAi` event carrying part 1 → `getRozprawkaAiById`) and a
 * grading (`reviewrozprawka` of a pasted essay → the FINISHED `newRozprawkaAiReview` event →
 * `getRozprawkaAiReviewById`). The fake model is the tests' essay model, answering at once — but
 * for an essay's parts after the first (`paced`).
 */

const TOPIC = 'Czy warto poświęcać się dla innych? Rozważ problem na podstawie lektury obowiązkowej.';
/** The free plan's "Rozprawki AI" and "Sprawdzanie rozprawek" per day: one warm-up and two measured. */
const PER_PUPIL = 3;

const GENERATE = `mutation ($input: GeneraterozprawkaInput!) {
  generaterozprawka(generaterozprawkaInput: $input) {
    __typename ... on RozprawkaAi { id state } ... on ExecutionError { errorCode message }
  }
}`;
const ESSAY = `query ($input: GetRozprawkaAiByIdInput!) {
  getRozprawkaAiById(getRozprawkaAiByIdInput: $input) {
    id state temat wordCount segments { id order type content wordCount uwagi { kind message quote } }
  }
}`;
const ESSAY_EVENTS = `subscription ($input: NewRozprawkaAiInput) {
  newRozprawkaAi(newRozprawkaAiInput: $input) { id state segments { order } }
}`;
const REVIEW = `mutation ($input: ReviewrozprawkaInput!) {
  reviewrozprawka(reviewrozprawkaInput: $input) {
    __typename ... on RozprawkaAiReview { id state } ... on ExecutionError { errorCode message }
  }
}`;
const REVIEW_READ = `query ($input: GetRozprawkaAiReviewByIdInput!) {
  getRozprawkaAiReviewById(getRozprawkaAiReviewByIdInput: $input) {
    id state error review reviewContent poprawki { fragment rewrite why }
    maturaPolski { liczbaPunktow zdobytePunkty zasady kryteria { id name maxPoints points reason cytaty { text start end kind } } }
  }
}`;
const REVIEW_EVENTS = `subscription ($input: NewRozprawkaAiReviewInput) {
  newRozprawkaAiReview(newRozprawkaAiReviewInput: $input) { id state }
}`;

/** One field of a string query's data (these documents are not typed). */
function fieldOf<T>(response: { body: { data?: unknown } }, name: string): T {
  const data = dataOf(response as { body: { data?: Record<string, unknown> | null } });
  return data[name] as T;
}

interface EssayEvent {
  id: string;
  state: string;
  segments?: { order: number }[];
}

const ESSAY_DONE = new Set(['FINISHED', 'FINALIZATION_FAILED']);
const REVIEW_DONE = new Set(['FINISHED', 'FINALIZATION_REVIEW_FAILED']);

type Reply = (request: FakeAiRequest) => FakeAiReply | Promise<FakeAiReply>;

/** How long the fake takes for each later part of an essay (a model takes seconds). */
const LATER_PART_MS = 300;

/**
 * The essay's model answering its plan and first part at once and every later request of that
 * essay after `LATER_PART_MS`. Answered at once, parts 2–5 were saved while the first part was
 * being read, so the read waited behind them on the database's one connection (~19 ms of the
 * first result's ~55): a wait no pupil meets, as no model writes a part in a millisecond. The
 * later parts are not part of the first result's chain, so the model's time measured is the same.
 */
function paced(reply: Reply): Reply {
  let parts = 0;
  return async (request) => {
    const schema = schemaNameOf(request);
    if (schema === 'plan_wypracowania') parts = 0;
    else if (parts > 0) await sleep(LATER_PART_MS);
    if (schema === 'czesc_wypracowania') parts += 1;
    return reply(request);
  };
}

interface Tool {
  /** Sends the order; its id. */
  order(client: SessionClient): Promise<string>;
  /** The event that shows the first result, and the one after which the work has ended. */
  first(event: EssayEvent): boolean;
  done(event: EssayEvent): boolean;
  /** The read the web app does on the first result; throws when it shows none. */
  read(client: SessionClient, id: string): Promise<void>;
  /** Its state as read (the warm-up polls it: the new subscription may not listen yet). */
  state(client: SessionClient, id: string): Promise<string>;
  events: string;
  field: string;
  /** Changes when the fake answers (the essay's later parts, `paced`). */
  pace?: (reply: Reply) => Reply;
}

const essayTool: Tool = {
  async order(client) {
    const ordered = fieldOf<{ __typename: string; id: string }>(
      await client.gql(GENERATE, {
        input: {
          temat: TOPIC,
          przedmiot: 'polish',
          poziom: 'MAUTURA_PODSTAWOWA',
          type: 'FULL',
          liczbaArgumentow: 2,
          lektury: ['boleslaw-prus-lalka', 'albert-camus-dzuma'],
        },
      }),
      'generaterozprawka',
    );
    if (ordered.__typename !== 'RozprawkaAi')
      throw new Error(`generaterozprawka refused: ${JSON.stringify(ordered)}`);
    return ordered.id;
  },
  first: (event) => (event.segments?.length ?? 0) > 0 || ESSAY_DONE.has(event.state),
  done: (event) => ESSAY_DONE.has(event.state),
  async read(client, id) {
    const essay = fieldOf<{ state: string; segments: { content: string }[] }>(
      await client.gql(ESSAY, { input: { id } }),
      'getRozprawkaAiById',
    );
    if (!essay.segments[0]?.content) throw new Error(`essay ${id} shows no first part (${essay.state})`);
  },
  state: async (client, id) =>
    fieldOf<{ state: string }>(await client.gql(ESSAY, { input: { id } }), 'getRozprawkaAiById').state,
  events: ESSAY_EVENTS,
  field: 'newRozprawkaAi',
  pace: paced,
};

const gradingTool: Tool = {
  async order(client) {
    const ordered = fieldOf<{ __typename: string; id: string }>(
      await client.gql(REVIEW, {
        input: { temat: TOPIC, przedmiot: 'polish', poziom: 'MAUTURA_PODSTAWOWA', content: POLISH_ESSAY },
      }),
      'reviewrozprawka',
    );
    if (ordered.__typename !== 'RozprawkaAiReview')
      throw new Error(`reviewrozprawka refused: ${JSON.stringify(ordered)}`);
    return ordered.id;
  },
  first: (event) => REVIEW_DONE.has(event.state),
  done: (event) => REVIEW_DONE.has(event.state),
  async read(client, id) {
    const review = fieldOf<{ state: string; error: string | null; maturaPolski: unknown }>(
      await client.gql(REVIEW_READ, { input: { id } }),
      'getRozprawkaAiReviewById',
    );
    if (review.state !== 'FINISHED' || !review.maturaPolski)
      throw new Error(`review ${id} ended ${review.state}: ${review.error}`);
  },
  state: async (client, id) =>
    fieldOf<{ state: string }>(await client.gql(REVIEW_READ, { input: { id } }), 'getRozprawkaAiReviewById')
      .state,
  events: REVIEW_EVENTS,
  field: 'newRozprawkaAiReview',
};

async function warmUp(client: SessionClient, tool: Tool): Promise<void> {
  const id = await tool.order(client);
  await pollUntil(
    async () => ({ id, state: await tool.state(client, id) }),
    tool.done,
    120_000,
    `warm-up ${id} not done within 2 minutes`,
  );
}

async function runTool(
  root: string,
  mainFile: string,
  entry: string,
  what: string,
  tool: Tool,
): Promise<FirstResultBenchResult> {
  const runs = runsFromEnv();
  const model = createEssayModel();
  const { fake, seen } = await trackedFake(tool.pace ? tool.pace(model.reply) : model.reply);
  const server: ServerProcess = await startServerProcess(mainFile, root, aiEnv(fake));
  const closers: (() => Promise<void>)[] = [];
  const samples: FirstResultSample[] = [];
  // The first pupils' orders: just after the start, reported apart (bench/first-result.ts).
  const afterStart: FirstResultSample[] = [];
  const afterStartPupils = afterStartPupilsFromEnv();
  let pupils = 0;
  try {
    while (samples.length < runs) {
      const client = await newAccount(server, `bench.${entry}.${pupils++}.${Date.now()}@example.pl`);
      const live = liveEvents<EssayEvent>(server, client, { query: tool.events, variables: {} }, tool.field);
      closers.push(live.close);
      // The pupil's first order warms the server up while the new subscription connects.
      await warmUp(client, tool);
      for (let n = 1; n < PER_PUPIL && (pupils <= afterStartPupils || samples.length < runs); n++) {
        const sentAt = performance.now();
        const id = await tool.order(client);
        const ordered = performance.now() - sentAt;
        const first = await live.wait(id, tool.first);
        await tool.read(client, id);
        const visible = performance.now() - sentAt;
        const asked = requestsBefore(seen, sentAt, first.at);
        // The work goes on after its first result (the other parts): the next order waits for its end.
        await live.wait(id, tool.done, 120_000);
        (pupils <= afterStartPupils ? afterStart : samples).push({
          visible,
          model: await replay(
            fake,
            asked.map((s) => s.request.body),
          ),
          modelCalls: asked.length,
          phases: {
            ordered,
            jobStarted: live.firstAt(id, (e) => e.state !== 'CREATED') - sentAt,
            modelAsked: (asked[0]?.at ?? Number.NaN) - sentAt,
            firstEvent: first.at - sentAt,
            visible,
          },
        });
      }
    }
    return summarise(entry, what, samples, pupils, afterStart);
  } finally {
    for (const close of closers) await close().catch(() => {});
    await server.stop();
    await fake.stop();
  }
}

export const runEssayBench = (root: string, mainFile: string) =>
  runTool(
    root,
    mainFile,
    'essay',
    'an essay’s first part (generaterozprawka FULL, matura, 2 arguments → the newRozprawkaAi event with part 1 → getRozprawkaAiById)',
    essayTool,
  );

export const runGradingBench = (root: string, mainFile: string) =>
  runTool(
    root,
    mainFile,
    'grading',
    'a grading (reviewrozprawka of a pasted ~320-word matura essay → the FINISHED newRozprawkaAiReview event → getRozprawkaAiReviewById)',
    gradingTool,
  );
