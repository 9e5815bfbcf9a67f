import { sql } from 'drizzle-orm';
import { createEmptyCard, default_w, fsrs, Rating } from 'ts-fsrs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError } from '../../testing/accounts.ts';
import { SOURCES } from '../../testing/documents.ts';
import {
  createReadyMaterial,
  createUser,
  createWorkspace,
  fakeAiEnv,
  type TestUser,
} from '../../testing/factories.ts';
import { type FakeOpenAi, startFakeOpenAi } from '../../testing/fakes/fake-openai.ts';
import { newPlace, type Place, rows, serverHandle, startIn, until } from '../../testing/restartable.ts';
import { collectEvents, dataOf, wsClient } from '../../testing/session-client.ts';
import { extractedBase, typedBase, WORDBASES } from './testing/documents.ts';
import { createWordBaseModel } from './testing/fake-model.ts';

/*
 * What the word base pages live on and what outlives a restart: sets arrive as events to the
 * workspace's owner only; an extraction the server was running finishes after a restart, once; a
 * flashcard session continues where it stopped; a pupil's own FSRS parameters are fitted in the
 * background once there are enough reviews; and no operation lets one pupil read or change
 * another's sets, sessions or words.
 */

let ai: FakeOpenAi;
const model = createWordBaseModel();
let place: Place;
let s: ReturnType<typeof serverHandle>;
const FIT_AFTER = 60;
beforeAll(async () => {
  ai = await startFakeOpenAi({ apiKey: 'sk-test', defaultReply: model.reply });
  place = await newPlace({
    ...fakeAiEnv(ai, { fast: 'kreda-fast' }),
    FSRS_FIT_MIN_REVIEWS: String(FIT_AFTER),
  });
  s = serverHandle(place);
  await startIn(place, s);
});
afterAll(async () => {
  await s?.stop();
  await place?.drop();
  await ai?.stop();
});

const MATERIAL =
  'Last summer my family went on a long journey to the mountains. We stayed in a small village near a river. Every morning my dog ran along the river.';

async function orderFromMaterial(user: TestUser, workspaceId: string) {
  const material = await createReadyMaterial(user, workspaceId, { text: MATERIAL, name: 'Wakacje' });
  const set = dataOf(
    await user.client.gql(SOURCES.update, {
      input: { workspaceId, action: 'WORDBASE', sources: [{ type: 'USER_DOC', id: material.id }] },
    }),
  ).updateSources;
  const base = dataOf(
    await user.client.gql(WORDBASES.extract, {
      input: { workspaceId, sourcesId: set.id, type: 'Language', languageCode: 'en', count: 5 },
    }),
  ).extractwordbase;
  return { base, sourcesId: set.id, materialId: material.id };
}

type BaseEvent = { newWordBase: { id: string; state: string; wordCount: number; isDeleted: boolean } };

describe('live word bases', () => {
  it('tells the workspace’s owner how an extraction goes, and a stranger nothing', async () => {
    const user = await createUser(s);
    const stranger = await createUser(s);
    const workspace = await createWorkspace(user);
    const mine = wsClient(s, user.client.cookieHeader());
    const theirs = wsClient(s, stranger.client.cookieHeader());
    try {
      const events = collectEvents<BaseEvent>(
        mine,
        { query: String(WORDBASES.live), variables: { input: { workspaceId: workspace.id } } },
        (all) => all.some((e) => e.newWordBase.state === 'INITIAL_READY'),
      );
      const spying = collectEvents<BaseEvent>(
        theirs,
        { query: String(WORDBASES.live), variables: { input: { workspaceId: workspace.id } } },
        () => false,
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      const { base } = await orderFromMaterial(user, workspace.id);
      await events.finished;
      expect([...new Set(events.events.map((e) => e.newWordBase.state))]).toEqual([
        'CREATED',
        'INITIAL_PENDING',
        'INITIAL_READY',
      ]);
      expect(events.events.at(-1)?.newWordBase).toMatchObject({ id: base.id, wordCount: 5 });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(spying.events).toEqual([]);
      expect(JSON.stringify(spying.errors)).toContain('Nie znaleziono przestrzeni.');
      spying.stop();
    } finally {
      await mine.dispose();
      await theirs.dispose();
    }
  });

  it('finishes an extraction the server was running when it stopped, once', async () => {
    const user = await createUser(s);
    const workspace = await createWorkspace(user);
    ai.hold();
    const before = ai.requests.length;
    const { base } = await orderFromMaterial(user, workspace.id);
    await ai.waitForRequests(before + 1);
    await s.runtime.stop();
    ai.release();
    await startIn(place, s);
    const done = await extractedBase(user, base.id);
    expect(done).toMatchObject({ state: 'INITIAL_READY', wordCount: 5 });
    const stored = await rows<{ n: number }>(
      s.database,
      sql`select count(*)::int as n from words where word_base_id = ${base.id}`,
    );
    expect(stored[0]?.n).toBe(5);
    const used = await rows<{ used: number }>(
      s.database,
      sql`select used from usage_counters where user_id = ${user.id} and action = 'WORDBASE'`,
    );
    expect(used.map((r) => r.used)).toEqual([1]);
  });

  it('continues a flashcard session after a restart with the words it has not rated yet', async () => {
    const user = await createUser(s);
    const base = await typedBase(user, await createWorkspace(user));
    const { start } = dataOf(
      await user.client.gql(WORDBASES.start, {
        input: { wordBaseId: base.id, wordBaseSessionType: 'WORD', count: 3 },
      }),
    );
    const first = dataOf(
      await user.client.gql(WORDBASES.practice, {
        input: { sessionId: start.id, wordId: start.nextWord?.id as string, rating: 'WIEM' },
      }),
    ).wordpracticesession;
    await s.runtime.stop();
    await startIn(place, s);
    const resumed = dataOf(
      await user.client.gql(WORDBASES.session, { input: { id: start.id } }),
    ).getWordBaseSessionById;
    expect(resumed).toMatchObject({ isFinished: false, nextWord: { word: 'cat' } });
    expect(resumed.answers.map((a) => a.word)).toEqual(['dog']);
    expect(first.nextWord?.word).toBe('cat');
  });
});

describe('the pupil’s own FSRS parameters', () => {
  it('are fitted in the background once there are enough reviews, and schedule new words', async () => {
    const user = await createUser(s);
    const words = Array.from({ length: 130 }, (_, i) => ({ word: `słowo${i}`, translation: `word${i}` }));
    const base = await typedBase(user, await createWorkspace(user), { words });
    // A history of two months written by a learner who forgets faster than the defaults expect.
    const learner = fsrs({ w: default_w.map((w, i) => (i < 4 ? w / 3 : w)), enable_short_term: false });
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    const history: string[] = [];
    for (const word of base.words.slice(0, 120)) {
      let card = createEmptyCard(new Date('2026-08-01T08:00:00Z'));
      let at = new Date('2026-08-01T08:00:00Z');
      for (let review = 0; review < 8; review++) {
        const recall = review === 0 ? 0.5 : learner.get_retrievability(card, at, false);
        const rating = random() < recall ? Rating.Good : Rating.Again;
        history.push(`('${user.id}', '${word.id}', '${base.id}', ${rating}, 0, 0, '${at.toISOString()}')`);
        card = learner.next(card, at, rating).card;
        at = new Date(card.due.getTime() + random() * 86_400_000);
      }
    }
    await rows(
      s.database,
      sql.raw(
        `insert into word_reviews (user_id, word_id, word_base_id, rating, state, scheduled_days, reviewed_at) values ${history.join(', ')}`,
      ),
    );
    await rows(
      s.database,
      sql`insert into user_fsrs (user_id, review_count) values (${user.id}, ${history.length - 1})`,
    );
    // One more review crosses the threshold: the fit is enqueued with it.
    const fresh = base.words.slice(120);
    const { start } = dataOf(
      await user.client.gql(WORDBASES.start, {
        input: { wordBaseId: base.id, wordBaseSessionType: 'WORD', count: 3 },
      }),
    );
    expect(history.length).toBeGreaterThanOrEqual(FIT_AFTER);
    dataOf(
      await user.client.gql(WORDBASES.practice, {
        input: { sessionId: start.id, wordId: fresh[0]?.id as string, rating: 'WIEM' },
      }),
    );
    const [fitted] = await until(
      () =>
        rows<{ params: number[] | null; fitted_review_count: number }>(
          s.database,
          sql`select params, fitted_review_count from user_fsrs where user_id = ${user.id}`,
        ),
      (found) => !!found[0]?.params,
      60_000,
    );
    expect(fitted?.params).toHaveLength(21);
    expect(fitted?.fitted_review_count).toBe(history.length);
    // Fitted to this history: not the defaults.
    expect(fitted?.params?.some((w, i) => Math.abs(w - (default_w[i] as number)) > 0.01)).toBe(true);
    // A new word rated "wiem" now starts from the pupil's own initial stability for Good.
    dataOf(
      await user.client.gql(WORDBASES.practice, {
        input: { sessionId: start.id, wordId: fresh[1]?.id as string, rating: 'WIEM' },
      }),
    );
    const [card] = await rows<{ stability: number }>(
      s.database,
      sql`select stability from words where id = ${fresh[1]?.id as string}`,
    );
    expect(card?.stability).toBeCloseTo(fitted?.params?.[2] as number, 3);
  });
});

describe('one pupil, another pupil’s word bases', () => {
  let owner: TestUser;
  let stranger: TestUser;
  let ids: {
    workspace: string;
    base: string;
    word: string;
    session: string;
    exerciseSession: string;
    exercise: string;
    sources: string;
  };
  beforeAll(async () => {
    owner = await createUser(s);
    stranger = await createUser(s);
    const workspace = await createWorkspace(owner);
    const base = await typedBase(owner, workspace);
    const session = dataOf(
      await owner.client.gql(WORDBASES.start, {
        input: { wordBaseId: base.id, wordBaseSessionType: 'WORD' },
      }),
    ).start;
    const round = dataOf(
      await owner.client.gql(WORDBASES.start, {
        input: { wordBaseId: base.id, wordBaseSessionType: 'EXERCISE', count: 3 },
      }),
    ).start;
    const { sourcesId } = await orderFromMaterial(owner, workspace.id);
    ids = {
      workspace: workspace.id,
      base: base.id,
      word: base.words[0]?.id as string,
      session: session.id,
      exerciseSession: round.id,
      exercise: round.exercises[0]?.id as string,
      sources: sourcesId,
    };
  });

  const snapshot = async () => ({
    base: dataOf(await owner.client.gql(WORDBASES.byId, { input: { id: ids.base } })).getWordBaseById,
    session: dataOf(await owner.client.gql(WORDBASES.session, { input: { id: ids.session } }))
      .getWordBaseSessionById,
    round: dataOf(await owner.client.gql(WORDBASES.session, { input: { id: ids.exerciseSession } }))
      .getWordBaseSessionById,
  });

  it('finds nothing and changes nothing for every operation on another pupil’s ids', async () => {
    const before = await snapshot();
    const strangersBase = await typedBase(stranger, await createWorkspace(stranger));
    const attempts: [string, { toString(): string }, Record<string, unknown>][] = [
      ['getWordBaseById', WORDBASES.byId, { id: ids.base }],
      ['getWordBaseByWorkspaceId', WORDBASES.byWorkspace, { workspaceId: ids.workspace }],
      ['getWordBaseBySourcesId', WORDBASES.bySources, { sourcesId: ids.sources }],
      ['getWordBaseSessionById', WORDBASES.session, { id: ids.session }],
      ['getWordBaseSessionByWordBaseId', WORDBASES.sessions, { wordBaseId: ids.base }],
      [
        'upsertwords (their set)',
        WORDBASES.upsert,
        { id: ids.base, words: [{ word: 'spy', translation: 'szpieg' }] },
      ],
      [
        'upsertwords (their workspace)',
        WORDBASES.upsert,
        {
          workspaceId: ids.workspace,
          name: 'X',
          type: 'Language',
          languageCode: 'en',
          words: [{ word: 'a', translation: 'b' }],
        },
      ],
      ['upsertwords (their word)', WORDBASES.upsert, { id: strangersBase.id, removeWordIds: [ids.word] }],
      ['deleteWordBase', WORDBASES.delete, { id: ids.base }],
      [
        'extractwordbase',
        WORDBASES.extract,
        { workspaceId: ids.workspace, sourcesId: ids.sources, type: 'Language', languageCode: 'en' },
      ],
      ['start', WORDBASES.start, { wordBaseId: ids.base, wordBaseSessionType: 'WORD' }],
      ['getnextword', WORDBASES.next, { wordBaseId: ids.base }],
      [
        'getnextword (their session)',
        WORDBASES.next,
        { wordBaseId: strangersBase.id, sessionId: ids.session },
      ],
      [
        'wordpracticesession',
        WORDBASES.practice,
        { sessionId: ids.session, wordId: ids.word, rating: 'LATWE' },
      ],
      ['wordpracticesession (finish)', WORDBASES.practice, { sessionId: ids.session, finish: true }],
      [
        'valdiateexercise',
        WORDBASES.validate,
        { sessionId: ids.exerciseSession, exerciseId: ids.exercise, answer: 'dog' },
      ],
    ];
    const requestsBefore = ai.requests.length;
    for (const [name, query, input] of attempts) {
      const error = firstError((await stranger.client.gql(String(query), { input })).body);
      expect(error.code, name).toBe('NOT_FOUND');
      expect(error.message, name).toMatch(/^Nie znaleziono/);
    }
    // Their own session cannot rate the owner's word either.
    const own = dataOf(
      await stranger.client.gql(WORDBASES.start, {
        input: { wordBaseId: strangersBase.id, wordBaseSessionType: 'WORD' },
      }),
    ).start;
    const crossed = await stranger.client.gql(WORDBASES.practice, {
      input: { sessionId: own.id, wordId: ids.word, rating: 'LATWE' },
    });
    expect(firstError(crossed.body).message).toBe('Nie znaleziono słowa.');
    expect(ai.requests.length).toBe(requestsBefore);
    expect(dataOf(await stranger.client.gql(WORDBASES.due)).getDueWords).toEqual({
      total: 0,
      byWorkspace: [],
    });
    expect(await snapshot()).toEqual(before);
  });

  it('asks a guest to sign in for every operation', async () => {
    for (const [query, input] of [
      [WORDBASES.byId, { id: ids.base }],
      [WORDBASES.byWorkspace, { workspaceId: ids.workspace }],
      [WORDBASES.upsert, { id: ids.base, words: [{ word: 'a', translation: 'b' }] }],
      [WORDBASES.translate, { type: 'Language', languageCode: 'en', words: ['dog'] }],
      [WORDBASES.start, { wordBaseId: ids.base, wordBaseSessionType: 'WORD' }],
      [WORDBASES.practice, { sessionId: ids.session, finish: true }],
      [WORDBASES.delete, { id: ids.base }],
    ] as const) {
      expect(firstError((await s.gql(String(query), { input })).body).code).toBe('UNAUTHENTICATED');
    }
    expect(firstError((await s.gql(String(WORDBASES.languages), {})).body).code).toBe('UNAUTHENTICATED');
    expect((await snapshot()).base.isDeleted).toBe(false);
  });
});
