// Over 400 lines: one integration suite per server start (each start costs seconds), grouped by operation.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { firstError, sqlRows } from '../../testing/accounts.ts';
import { SOURCES } from '../../testing/documents.ts';
import {
  createReadyMaterial,
  createUser,
  createWorkspace,
  fakeAiEnv,
  type TestUser,
  type TestWorkspace,
} from '../../testing/factories.ts';
import { type FakeOpenAi, startFakeOpenAi } from '../../testing/fakes/fake-openai.ts';
import { dataOf, unchecked } from '../../testing/session-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { NO_TEXT } from './extraction.ts';
import { extractedBase, typedBase, WORDBASES } from './testing/documents.ts';
import { createWordBaseModel } from './testing/fake-model.ts';

/*
 * The word bases' AI work against the fake model, including its mistakes: translations that are
 * skipped, in the wrong language or with an example that lacks the word; words picked from a
 * material with a sentence the material does not have; exercises that are broken; a cut-off reply;
 * a failing model. What reaches the pupil is only what passed the code checks, and a failure
 * gives the use of "Bazy słówek" back.
 */

let server: TestServer;
let ai: FakeOpenAi;
const model = createWordBaseModel();
let user: TestUser;
beforeAll(async () => {
  ai = await startFakeOpenAi({ apiKey: 'sk-test', defaultReply: model.reply });
  server = await startTestServer(fakeAiEnv(ai, { fast: 'kreda-fast' }));
  user = await createUser(server);
});
afterAll(async () => {
  await server?.stop();
  await ai?.stop();
});
beforeEach(() => {
  model.set({});
  ai.script();
});

const used = async (pupil: TestUser) =>
  (
    await sqlRows<{ n: number }>(
      server,
      sql`select coalesce(sum(used), 0)::int as n from usage_counters where user_id = ${pupil.id} and action = 'WORDBASE'`,
    )
  )[0]?.n;
const requestsNamed = (name: string) =>
  ai.requests.filter((r) => r.body.response_format?.json_schema?.name === name).length;

const MATERIAL = [
  'Last summer my family went on a long journey to the mountains.',
  'We stayed in a small village near a river.',
  'Every morning my dog ran along the river and I watched the beautiful mountain.',
  'Our house in the village was old, but the knowledge of the local people about the paths was amazing.',
].join(' ');

describe('translate', () => {
  it('keeps only translations that pass the checks and says what is missing', async () => {
    const pupil = await createUser(server);
    model.set({ missing: ['cat'], wrongLanguage: ['building'], exampleWithout: ['journey'] });
    const result = dataOf(
      await pupil.client.gql(WORDBASES.translate, {
        input: {
          type: 'Language',
          languageCode: 'en',
          words: ['dog', 'building', 'xyzzy', 'cat', 'journey', 'Dog'],
        },
      }),
    ).translate;
    expect(result).toEqual([
      { word: 'dog', translation: 'pies', usageExample: 'We saw a dog near the old bridge.', problem: null },
      {
        word: 'building',
        translation: '',
        usageExample: 'We saw a building near the old bridge.',
        problem: 'AI podało tłumaczenie w innym języku niż polski – wpisz je sam.',
      },
      {
        word: 'xyzzy',
        translation: '',
        usageExample: 'We saw a xyzzy near the old bridge.',
        problem: 'AI nie podało tłumaczenia – wpisz je sam.',
      },
      {
        word: 'cat',
        translation: '',
        usageExample: null,
        problem: 'AI nie podało tłumaczenia – wpisz je sam.',
      },
      {
        word: 'journey',
        translation: 'podróż',
        usageExample: null,
        problem: 'Przykład pominięto: nie zawierał tego słowa.',
      },
    ]);
    expect(await used(pupil)).toBe(1);
  });

  it('checks the script of a Russian set and a Polish definition of a term', async () => {
    model.set({ wrongLanguage: ['молоко'] });
    const russian = dataOf(
      await user.client.gql(WORDBASES.translate, {
        input: { type: 'Language', languageCode: 'ru', words: ['молоко', 'собака'] },
      }),
    ).translate;
    expect(russian.map((t) => [t.word, t.translation, t.usageExample])).toEqual([
      ['молоко', '', 'Я вижу молоко каждый день.'],
      ['собака', 'pies', 'Я вижу собака каждый день.'],
    ]);
    const terms = dataOf(
      await user.client.gql(WORDBASES.translate, {
        input: { type: 'Other', words: ['mitochondrium'], context: 'biologia: komórka' },
      }),
    ).translate;
    expect(terms[0]).toMatchObject({
      translation: 'organellum, w którym zachodzi oddychanie komórkowe',
      usageExample: 'Na lekcji poznajemy pojęcie: mitochondrium.',
    });
    const prompt = ai.requests.at(-1)?.body.messages[0].content as string;
    expect(prompt).toContain('biologia: komórka');
  });

  it('keeps the whole translations of a cut-off reply', async () => {
    model.set({ truncated: true });
    const words = ['dog', 'cat', 'house', 'river', 'apple', 'village', 'mountain', 'journey'];
    const result = dataOf(
      await user.client.gql(WORDBASES.translate, { input: { type: 'Language', languageCode: 'en', words } }),
    ).translate;
    const kept = result.filter((t) => t.translation);
    expect(kept.length).toBeGreaterThan(2);
    expect(kept.length).toBeLessThan(words.length);
    expect(result.slice(0, kept.length).map((t) => t.translation)).toEqual(kept.map((t) => t.translation));
    expect(
      result
        .filter((t) => !t.translation)
        .every((t) => t.problem === 'AI nie podało tłumaczenia – wpisz je sam.'),
    ).toBe(true);
  });

  it('refuses bad input before asking the model, and gives the use back when the model fails', async () => {
    const pupil = await createUser(server);
    const before = ai.requests.length;
    const cases: [Record<string, unknown>, string][] = [
      [
        { type: 'Language', languageCode: 'en', words: [] },
        'Wpisz co najmniej jedno słowo do przetłumaczenia.',
      ],
      [
        { type: 'Language', languageCode: 'en', words: Array.from({ length: 51 }, (_, i) => `w${i}`) },
        'AI tłumaczy najwyżej 50 słów naraz – podziel listę.',
      ],
      [
        { type: 'Language', languageCode: 'xx', words: ['dog'] },
        'Nieznany język „xx”. Wybierz język z listy.',
      ],
      [{ type: 'Language', words: ['dog'] }, 'Wybierz język bazy.'],
      [
        { type: 'Language', languageCode: 'ru', words: ['мoлоко'] },
        'Słowo „мoлоко” łączy litery z różnych alfabetów (np. łacińskie i cyrylicę) – popraw je.',
      ],
    ];
    for (const [input, message] of cases) {
      const error = firstError((await pupil.client.gql(WORDBASES.translate, unchecked({ input }))).body);
      expect(error.code, message).toBe('BAD_USER_INPUT');
      expect(JSON.stringify(error), message).toContain(message);
    }
    expect(ai.requests.length).toBe(before);
    model.set({ failing: ['tlumaczenia_slow'] });
    const failed = await pupil.client.gql(WORDBASES.translate, {
      input: { type: 'Language', languageCode: 'en', words: ['dog'] },
    });
    expect(firstError(failed.body)).toMatchObject({ code: 'AI_FAILED' });
    expect(firstError(failed.body).message).toMatch(/^[A-ZŁŚŻ].*[.!]$/);
    expect(await used(pupil)).toBe(0);
  });
});

describe('exercises', () => {
  const start = async (pupil: TestUser, wordBaseId: string, count = 4) =>
    pupil.client.gql(WORDBASES.start, { input: { wordBaseId, wordBaseSessionType: 'EXERCISE', count } });
  const answer = async (pupil: TestUser, sessionId: string, exerciseId: string, text: string) =>
    pupil.client.gql(WORDBASES.validate, { input: { sessionId, exerciseId, answer: text } });

  it('checks a gap, a choice, a translation and an own sentence, rating each word, and scores the round', async () => {
    const pupil = await createUser(server);
    const base = await typedBase(pupil, await createWorkspace(pupil));
    const session = dataOf(await start(pupil, base.id)).start;
    expect(session).toMatchObject({ wordBaseSessionType: 'EXERCISE', wordCount: 4, isFinished: false });
    const [gap, choice, translation, sentence] = session.exercises;
    expect(session.exercises.map((e) => [e.kind, e.word, e.answered, e.expected])).toEqual([
      ['LUKA', 'dog', false, null],
      ['FORMA', 'cat', false, null],
      ['TLUMACZENIE', 'house', false, null],
      ['ZDANIE', 'river', false, null],
    ]);
    expect(gap?.example).toBe('We saw a ___ near the old bridge.');
    expect([...(choice?.options ?? [])].sort()).toEqual(['cat', 'cats', 'xyz']);
    expect(await used(pupil)).toBe(1);

    const checksBefore = requestsNamed('sprawdzenie_cwiczenia');
    expect(
      dataOf(await answer(pupil, session.id, gap?.id as string, ' Dog ')).valdiateexercise,
    ).toMatchObject({
      isCorrect: true,
      review: 'Dobrze!',
      expected: 'dog',
    });
    const notAnOption = firstError((await answer(pupil, session.id, choice?.id as string, 'kot')).body);
    expect(notAnOption.message).toBe('Wybierz jedną z odpowiedzi.');
    expect(
      dataOf(await answer(pupil, session.id, choice?.id as string, 'cats')).valdiateexercise,
    ).toMatchObject({
      isCorrect: false,
      review: 'Niepoprawnie. Poprawna odpowiedź: „cat”.',
    });
    expect(
      dataOf(await answer(pupil, session.id, sentence?.id as string, 'I like swimming.')).valdiateexercise,
    ).toMatchObject({
      isCorrect: false,
      review: 'W zdaniu nie ma słowa „river”.',
    });
    // Only the free translation goes to the model.
    expect(requestsNamed('sprawdzenie_cwiczenia')).toBe(checksBefore);
    const judged = dataOf(
      await answer(pupil, session.id, translation?.id as string, 'Every day I see the house.'),
    ).valdiateexercise;
    expect(judged).toMatchObject({ isCorrect: true, answer: 'Every day I see the house.' });
    expect(judged.review).toMatch(/^Dobrze!/);
    expect(requestsNamed('sprawdzenie_cwiczenia')).toBe(checksBefore + 1);
    const again = firstError((await answer(pupil, session.id, gap?.id as string, 'dog')).body);
    expect(again.message).toBe('To ćwiczenie ma już odpowiedź.');

    const done = dataOf(
      await pupil.client.gql(WORDBASES.session, { input: { id: session.id } }),
    ).getWordBaseSessionById;
    expect(done).toMatchObject({ isFinished: true, score: 50 });
    expect(done.answers.map((a) => [a.word, a.isCorrect])).toEqual([
      ['dog', true],
      ['cat', false],
      ['house', true],
      ['river', false],
    ]);
    const history = dataOf(await pupil.client.gql(WORDBASES.history, { input: { id: base.id } }))
      .getWordBaseById.words;
    expect(history.slice(0, 4).map((w) => w.history.map((h) => [h.rating, h.wordBaseSessionType]))).toEqual([
      [['WIEM', 'EXERCISE']],
      [['NIE_WIEM', 'EXERCISE']],
      [['WIEM', 'EXERCISE']],
      [['NIE_WIEM', 'EXERCISE']],
    ]);
    expect(await used(pupil)).toBe(1);
  });

  it('accepts a typo in a long word as a slip, rated hard', async () => {
    const pupil = await createUser(server);
    const base = await typedBase(pupil, await createWorkspace(pupil), {
      words: [
        { word: 'journey', translation: 'podróż' },
        { word: 'village', translation: 'wieś' },
        { word: 'mountain', translation: 'góra' },
      ],
    });
    const session = dataOf(await start(pupil, base.id, 3)).start;
    const gap = session.exercises[0];
    expect(
      dataOf(await answer(pupil, session.id, gap?.id as string, 'jorney')).valdiateexercise,
    ).toMatchObject({
      isCorrect: true,
      review: 'Zaliczone, ale z literówką – poprawnie: „journey”.',
    });
    const history = dataOf(await pupil.client.gql(WORDBASES.history, { input: { id: base.id } }))
      .getWordBaseById.words;
    expect(history[0]?.history.map((h) => h.rating)).toEqual(['TRUDNE']);
  });

  it('drops broken exercises, and stores no round at all when none is usable', async () => {
    const pupil = await createUser(server);
    const base = await typedBase(pupil, await createWorkspace(pupil));
    model.set({ brokenExercises: [1, 2] });
    const some = dataOf(await start(pupil, base.id)).start;
    expect(some.exercises.map((e) => e.word)).toEqual(['house', 'river']);
    expect(some.wordCount).toBe(2);
    model.set({ noExercises: true });
    const none = firstError((await start(pupil, base.id)).body);
    expect(none).toMatchObject({
      code: 'AI_FAILED',
      message: 'AI nie przygotowało poprawnych ćwiczeń. Spróbuj ponownie za chwilę.',
    });
    const sessions = dataOf(
      await pupil.client.gql(WORDBASES.sessions, { input: { wordBaseId: base.id } }),
    ).getWordBaseSessionByWordBaseId;
    expect(sessions).toHaveLength(1);
    expect(await used(pupil)).toBe(1);
  });

  it('stores nothing when the model cannot judge an answer, so it can be sent again', async () => {
    const pupil = await createUser(server);
    const base = await typedBase(pupil, await createWorkspace(pupil));
    const session = dataOf(await start(pupil, base.id)).start;
    const translation = session.exercises[2];
    model.set({ failing: ['sprawdzenie_cwiczenia'] });
    const failed = firstError(
      (await answer(pupil, session.id, translation?.id as string, 'The house is big.')).body,
    );
    expect(failed.code).toBe('AI_FAILED');
    const still = dataOf(
      await pupil.client.gql(WORDBASES.session, { input: { id: session.id } }),
    ).getWordBaseSessionById;
    expect(still.exercises[2]).toMatchObject({ answered: false, answer: null, isCorrect: null });
    model.set({ verdicts: { 'is big': false } });
    expect(
      dataOf(await answer(pupil, session.id, translation?.id as string, 'The house is big.'))
        .valdiateexercise,
    ).toMatchObject({ answered: true, isCorrect: false });
  });
});

describe('a set from materials', () => {
  const order = async (pupil: TestUser, ws: TestWorkspace, extra: Record<string, unknown> = {}) => {
    const material = await createReadyMaterial(pupil, ws, { text: MATERIAL, name: 'Wakacje' });
    const set = dataOf(
      await pupil.client.gql(SOURCES.update, {
        input: { workspaceId: ws.id, action: 'WORDBASE', sources: [{ type: 'USER_DOC', id: material.id }] },
      }),
    ).updateSources;
    const response = await pupil.client.gql(
      WORDBASES.extract,
      unchecked({
        input: {
          workspaceId: ws.id,
          sourcesId: set.id,
          type: 'Language',
          languageCode: 'en',
          count: 5,
          ...extra,
        },
      }),
    );
    return { material, sourcesId: set.id, response };
  };

  it('picks words with the material’s own sentences, in its order, and keeps where they came from', async () => {
    const pupil = await createUser(server);
    const ws = await createWorkspace(pupil);
    const { material, sourcesId, response } = await order(pupil, ws);
    const ordered = dataOf(response).extractwordbase;
    expect(ordered).toMatchObject({ state: 'CREATED', sourcesId, name: 'Słówka: Wakacje', wordCount: 0 });
    const base = await extractedBase(pupil, ordered.id);
    expect(base.state).toBe('INITIAL_READY');
    // Five of the eight picks, spread over the whole material.
    expect(base.words.map((w) => [w.word, w.translation])).toEqual([
      ['journey', 'podróż'],
      ['mountain', 'góra'],
      ['river', 'rzeka'],
      ['dog', 'pies'],
      ['house', 'dom'],
    ]);
    expect(base.words.every((w) => MATERIAL.includes(w.usageExample as string))).toBe(true);
    expect(base.notice).toBeNull();
    expect(await used(pupil)).toBe(1);
    const bySources = dataOf(
      await pupil.client.gql(WORDBASES.bySources, { input: { sourcesId } }),
    ).getWordBaseBySourcesId;
    expect(bySources.map((b) => b.id)).toEqual([base.id]);
    const doc = dataOf(
      await pupil.client.gql(WORDBASES.docWordBase, { input: { id: material.id } }),
    ).getUserDocById;
    expect(doc.wordBase?.id).toBe(base.id);
  });

  it('leaves out picks whose sentence is not in the material or whose translation is not Polish', async () => {
    const pupil = await createUser(server);
    model.set({ invented: ['journey'], wrongLanguage: ['village'] });
    const { response } = await order(pupil, await createWorkspace(pupil), { count: 8 });
    const base = await extractedBase(pupil, dataOf(response).extractwordbase.id);
    expect(base.words.map((w) => w.word)).toEqual([
      'mountain',
      'river',
      'dog',
      'beautiful',
      'house',
      'knowledge',
    ]);
    expect(base.notice).toBe(
      'AI znalazło w materiale 6 z 8 słów, o które prosisz. Pominięto 2 propozycje AI bez poprawnego tłumaczenia albo bez zdania z materiału.',
    );
  });

  it('fails with a Polish reason and gives the use back when nothing passes', async () => {
    const pupil = await createUser(server);
    model.set({ swapped: true });
    const { response } = await order(pupil, await createWorkspace(pupil));
    const base = await extractedBase(pupil, dataOf(response).extractwordbase.id);
    expect(base).toMatchObject({
      state: 'INITIAL_FAILED',
      error:
        'AI nie wybrało poprawnych słów z tych materiałów. Spróbuj ponownie albo wybierz inne materiały.',
      wordCount: 0,
    });
    expect(await used(pupil)).toBe(0);
    const study = firstError(
      (
        await pupil.client.gql(WORDBASES.start, {
          input: { wordBaseId: base.id, wordBaseSessionType: 'WORD' },
        })
      ).body,
    );
    expect(study.message).toBe(base.error);
    // A refusal ends the work at once (a provider's 5xx would be retried through the queue first).
    model.set({ refusing: ['slowa_z_materialu'] });
    const second = await order(pupil, await createWorkspace(pupil, { name: 'Druga' }));
    const failed = await extractedBase(pupil, dataOf(second.response).extractwordbase.id);
    expect(failed).toMatchObject({
      state: 'INITIAL_FAILED',
      error: 'AI nie odpowiedziało poprawnie. Limit wrócił – spróbuj ponownie za chwilę.',
    });
    expect(await used(pupil)).toBe(0);
  });

  it('keeps the whole picks of a cut-off reply', async () => {
    const pupil = await createUser(server);
    model.set({ truncated: true });
    const { response } = await order(pupil, await createWorkspace(pupil), { count: 8 });
    const base = await extractedBase(pupil, dataOf(response).extractwordbase.id);
    expect(base.state).toBe('INITIAL_READY');
    expect(base.wordCount).toBeGreaterThan(0);
    expect(base.wordCount).toBeLessThan(8);
    expect(base.words[0]?.word).toBe('journey');
  });

  it('refuses a bad order and stores nothing', async () => {
    const pupil = await createUser(server);
    const ws = await createWorkspace(pupil);
    const bases = async () =>
      (
        await sqlRows<{ n: number }>(
          server,
          sql`select count(*)::int as n from word_bases where user_id = ${pupil.id}`,
        )
      )[0]?.n;
    for (const [extra, message] of [
      [{ count: 4 }, 'Liczba słów: od 5 do 50.'],
      [{ count: 51 }, 'Liczba słów: od 5 do 50.'],
      [{ languageCode: 'xx' }, 'Nieznany język „xx”. Wybierz język z listy.'],
      [{ sourcesId: '00000000-0000-4000-8000-000000000000' }, 'Nie znaleziono wybranych materiałów.'],
    ] as const) {
      const { response } = await order(pupil, ws, extra);
      expect(JSON.stringify(firstError(response.body)), message).toContain(message);
    }
    expect(await bases()).toBe(0);
    expect(await used(pupil)).toBe(0);
  });

  it('refuses materials with no text yet in Polish, before any use or request', async () => {
    const pupil = await createUser(server);
    const ws = await createWorkspace(pupil);
    const material = await createReadyMaterial(pupil, ws, { text: MATERIAL, name: 'Wakacje' });
    // As if the material were still being read: it has no passages.
    await server.database.db.execute(sql`delete from retrieval_chunks where source_id = ${material.id}`);
    const set = dataOf(
      await pupil.client.gql(SOURCES.update, {
        input: { workspaceId: ws.id, action: 'WORDBASE', sources: [{ type: 'USER_DOC', id: material.id }] },
      }),
    ).updateSources;
    const requests = ai.requests.length;
    const response = await pupil.client.gql(
      WORDBASES.extract,
      unchecked({ input: { workspaceId: ws.id, sourcesId: set.id, type: 'Language', languageCode: 'en' } }),
    );
    expect(firstError(response.body).message).toBe(NO_TEXT);
    const stored = await sqlRows<{ n: number }>(
      server,
      sql`select count(*)::int as n from word_bases where user_id = ${pupil.id}`,
    );
    expect(stored[0]?.n).toBe(0);
    expect(await used(pupil)).toBe(0);
    expect(ai.requests.length).toBe(requests);
  });
});
