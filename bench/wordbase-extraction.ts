import { WORDBASES } from '../apps/server/src/modules/wordbases/testing/documents.ts';
import { createWordBaseModel } from '../apps/server/src/modules/wordbases/testing/fake-model.ts';
import { SOURCES } from '../apps/server/src/testing/documents.ts';
import { dataOf, type SessionClient, unchecked } from '../apps/server/src/testing/session-client.ts';
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
import { mathsWorkspace, newAccount, readMaterial } from './quiz-pupil.ts';
import { startServerProcess } from './server-process.ts';

/*
 * A word base picked from a material, measured as bench/first-result.ts says: `extractwordbase`
 * (English, 20 words) → the INITIAL_READY `newWordBase` event → `getWordBaseById` with its words.
 * The fake is the tests' word-base model (the dictionary's words found in the material, at once).
 */

/** Sets one pupil orders: 5 a day on the free plan, but 4 a minute: one warm-up, three measured. */
const PER_PUPIL = 4;

/** An English text of ~1,400 words (one window of the extraction) with the fake's dictionary words in it. */
const MATERIAL = Array.from({ length: 20 }, (_, k) =>
  [
    `Day ${k + 1}. Last summer my family went on a long journey to the mountains.`,
    'We stayed in a small village near a river, and every morning my dog ran along the river.',
    'I watched the beautiful mountain from the window of our old house.',
    'The knowledge of the local people about the paths was amazing, and a cat slept by the door.',
    `In the evening we ate an apple from the garden and talked about day ${k + 2} of the trip.`,
  ].join(' '),
).join('\n\n');

interface WordBaseEvent {
  id: string;
  state: string;
}

const settled = (e: WordBaseEvent) => e.state === 'INITIAL_READY' || e.state === 'INITIAL_FAILED';

async function settledByReads(client: SessionClient, id: string): Promise<void> {
  const base = await pollUntil(
    async () => dataOf(await client.gql(WORDBASES.byId, { input: { id } })).getWordBaseById,
    settled,
    60_000,
    `warm-up word base ${id} not settled within 60 s`,
  );
  if (base.state !== 'INITIAL_READY')
    throw new Error(`warm-up word base ${id} ended ${base.state}: ${base.error}`);
}

export async function runWordBaseExtractionBench(
  root: string,
  mainFile: string,
): Promise<FirstResultBenchResult> {
  const runs = runsFromEnv();
  const model = createWordBaseModel();
  const { fake, seen } = await trackedFake(model.reply);
  const server = await startServerProcess(mainFile, root, aiEnv(fake));
  const closers: (() => Promise<void>)[] = [];
  const samples: FirstResultSample[] = [];
  // The first pupils' orders: just after the start, reported apart (bench/first-result.ts).
  const afterStart: FirstResultSample[] = [];
  const afterStartPupils = afterStartPupilsFromEnv();
  let pupils = 0;
  try {
    while (samples.length < runs) {
      const client = await newAccount(server, `bench.words.${pupils++}.${Date.now()}@example.pl`);
      const workspace = await mathsWorkspace(client);
      const live = liveEvents<WordBaseEvent>(
        server,
        client,
        { query: String(WORDBASES.live), variables: { input: { workspaceId: workspace.id } } },
        'newWordBase',
      );
      closers.push(live.close);
      const materialId = await readMaterial(client, workspace.id, MATERIAL, 'Wakacje w górach');
      const set = dataOf(
        await client.gql(SOURCES.update, {
          input: {
            workspaceId: workspace.id,
            action: 'WORDBASE',
            sources: [{ type: 'USER_DOC', id: materialId }],
          },
        }),
      ).updateSources;
      for (let n = 0; n < PER_PUPIL && (pupils <= afterStartPupils || samples.length < runs); n++) {
        const sentAt = performance.now();
        const ordered = dataOf(
          await client.gql(
            WORDBASES.extract,
            unchecked({
              input: {
                workspaceId: workspace.id,
                sourcesId: set.id,
                type: 'Language',
                languageCode: 'en',
                count: 20,
              },
            }),
          ),
        ).extractwordbase;
        const answered = performance.now() - sentAt;
        // The warm-up is read until it settles, not waited for as an event: the pupil's new
        // subscription may not listen yet when so quick a job ends.
        if (n === 0) {
          await settledByReads(client, ordered.id);
          continue;
        }
        const first = await live.wait(ordered.id, settled);
        const base = dataOf(await client.gql(WORDBASES.byId, { input: { id: ordered.id } })).getWordBaseById;
        const visible = performance.now() - sentAt;
        if (base.state !== 'INITIAL_READY' || base.wordCount === 0)
          throw new Error(`word base ${ordered.id} ended ${base.state}: ${base.error}`);
        const asked = requestsBefore(seen, sentAt, first.at);
        (pupils <= afterStartPupils ? afterStart : samples).push({
          visible,
          model: await replay(
            fake,
            asked.map((s) => s.request.body),
          ),
          modelCalls: asked.length,
          phases: {
            ordered: answered,
            jobStarted: live.firstAt(ordered.id, (e) => e.state !== 'CREATED') - sentAt,
            modelAsked: (asked[0]?.at ?? Number.NaN) - sentAt,
            firstEvent: first.at - sentAt,
            visible,
          },
        });
      }
    }
    return summarise(
      'wordbase-extraction',
      'a word-base extraction (extractwordbase, English, 20 words from a ~1,400-word pasted text → the INITIAL_READY newWordBase event → getWordBaseById)',
      samples,
      pupils,
      afterStart,
    );
  } finally {
    for (const close of closers) await close().catch(() => {});
    await server.stop();
    await fake.stop();
  }
}
