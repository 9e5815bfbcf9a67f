// Over 400 lines: one integration suite per server start (each start costs seconds), grouped by operation.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, sqlRows } from '../../testing/accounts.ts';
import { createUser, createWorkspace, type TestUser, type TestWorkspace } from '../../testing/factories.ts';
import { dataOf, unchecked } from '../../testing/session-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { ENGLISH, typedBase, WORDBASES } from './testing/documents.ts';

/*
 * Typed word bases: saving words (merging duplicates, refusing bad input whole), editing and
 * removing them, soft deletion with undo, and flashcards scheduled by FSRS — a rating moves the
 * word's card, a session serves each word once and can be resumed, its score and time computed.
 */

let server: TestServer;
let user: TestUser;
let workspace: TestWorkspace;
beforeAll(async () => {
  server = await startTestServer();
  user = await createUser(server);
  workspace = await createWorkspace(user, { przedmiot: 'english', poziom: 'SREDNI_JEDEN' });
});
afterAll(async () => {
  await server?.stop();
});

const countBases = async (userId: string) =>
  (
    await sqlRows<{ n: number }>(
      server,
      sql`select count(*)::int as n from word_bases where user_id = ${userId}`,
    )
  )[0]?.n;
const countWords = async (userId: string) =>
  (
    await sqlRows<{ n: number }>(server, sql`select count(*)::int as n from words where user_id = ${userId}`)
  )[0]?.n;

describe('a typed word base', () => {
  it('keeps the words in order with their language, all new and due', async () => {
    const base = await typedBase(user, workspace);
    expect(base).toMatchObject({
      name: 'Zwierzęta i dom',
      type: 'Language',
      languageCode: 'en',
      language: { code: 'en', name: 'angielski', nameFull: 'język angielski' },
      state: 'INITIAL_READY',
      wordCount: 5,
      newCount: 5,
      dueCount: 0,
      progress: 0,
      isDeleted: false,
      notice: null,
      sourcesId: null,
    });
    expect(
      base.words.map((w) => [w.word, w.translation, w.order, w.state, w.reps, w.retrievability]),
    ).toEqual(ENGLISH.map((w, i) => [w.word, w.translation, i + 1, 'NEW', 0, 0]));
    expect(base.words[4]?.usageExample).toBe('The journey took two days.');
  });

  it('lists the 134 languages with Polish names, Polish first', async () => {
    const languages = dataOf(await user.client.gql(WORDBASES.languages)).getLanguages;
    expect(languages).toHaveLength(134);
    expect(languages.slice(0, 3).map((l) => l.name)).toEqual(['polski', 'angielski', 'niemiecki']);
    expect(languages.find((l) => l.code === 'la')?.nameFull).toBe('język łaciński');
  });

  it('merges duplicate words — in one save and against the set — and says so', async () => {
    const base = await typedBase(user, workspace, {
      words: [
        { word: 'dog', translation: 'pies' },
        { word: 'Dog', translation: 'pies domowy' },
        { word: 'cat', translation: 'kot' },
      ],
    });
    expect(base.wordCount).toBe(2);
    expect(base.words.map((w) => [w.word, w.translation])).toEqual([
      ['dog', 'pies; pies domowy'],
      ['cat', 'kot'],
    ]);
    expect(base.notice).toBe('Połączono powtórzone słowa: „dog” (2×).');
    const added = dataOf(
      await user.client.gql(WORDBASES.upsert, {
        input: {
          id: base.id,
          words: [
            { word: 'CAT', translation: 'kocur' },
            { word: 'apple', translation: 'jabłko' },
          ],
        },
      }),
    ).upsertwords;
    expect(added.words.map((w) => [w.word, w.translation])).toEqual([
      ['dog', 'pies; pies domowy'],
      ['cat', 'kot; kocur'],
      ['apple', 'jabłko'],
    ]);
    expect(added.notice).toMatch(/Połączono powtórzone słowa: „CAT” \(2×\)/);
    // The notice belongs to that save only.
    expect(
      dataOf(await user.client.gql(WORDBASES.byId, { input: { id: base.id } })).getWordBaseById.notice,
    ).toBeNull();
  });

  it('edits and removes words, and refuses an unknown word or a clash whole', async () => {
    const base = await typedBase(user, workspace);
    const [dog, cat, house] = base.words;
    const saved = dataOf(
      await user.client.gql(WORDBASES.upsert, {
        input: {
          id: base.id,
          name: 'Zwierzęta',
          words: [{ id: dog?.id, word: 'dog', translation: 'pies, piesek', usageExample: 'The dog barks.' }],
          removeWordIds: [cat?.id as string],
        },
      }),
    ).upsertwords;
    expect(saved.name).toBe('Zwierzęta');
    expect(saved.words.map((w) => w.word)).toEqual(['dog', 'house', 'river', 'journey']);
    expect(saved.words[0]).toMatchObject({ translation: 'pies, piesek', usageExample: 'The dog barks.' });

    const before = await countWords(user.id);
    const attempts = [
      { id: base.id, removeWordIds: [cat?.id as string] },
      { id: base.id, words: [{ id: '00000000-0000-4000-8000-000000000000', word: 'x', translation: 'y' }] },
      { id: base.id, words: [{ id: house?.id, word: 'Dog', translation: 'pies' }] },
      { id: base.id, words: [{ word: 'fish', translation: 'ryba' }], removeWordIds: ['not-a-uuid'] },
    ];
    const answers = [];
    for (const input of attempts)
      answers.push(firstError((await user.client.gql(WORDBASES.upsert, { input })).body));
    expect(answers.map((a) => a.code)).toEqual(['NOT_FOUND', 'NOT_FOUND', 'BAD_USER_INPUT', 'NOT_FOUND']);
    expect(answers[2]?.message).toBe('Słowo „Dog” już jest w tej bazie.');
    expect(await countWords(user.id)).toBe(before);
  });

  it('refuses bad input with a clear Polish message and stores nothing', async () => {
    const bases = await countBases(user.id);
    const words = await countWords(user.id);
    const create = (extra: Record<string, unknown>) => ({
      workspaceId: workspace.id,
      name: 'Zła baza',
      type: 'Language',
      languageCode: 'en',
      words: [{ word: 'dog', translation: 'pies' }],
      ...extra,
    });
    const cases: [Record<string, unknown>, string][] = [
      [create({ languageCode: 'xx' }), 'Nieznany język „xx”. Wybierz język z listy.'],
      [create({ languageCode: null }), 'Wybierz język bazy.'],
      [create({ words: [] }), 'Dodaj co najmniej jedno słowo.'],
      [
        create({
          words: Array.from({ length: 5000 }, (_, i) => ({ word: `word${i}`, translation: `słowo${i}` })),
        }),
        'Najwyżej 1000 słów w jednym zapisie – podziel listę.',
      ],
      [
        create({ words: [{ word: 'a'.repeat(10_000), translation: 'a' }] }),
        'Słowo 1: Słowo może mieć najwyżej 200 znaków.',
      ],
      [
        create({
          words: [
            { word: 'dog', translation: 'pies' },
            { word: 'cat', translation: '   ' },
          ],
        }),
        'Słowo 2: Wpisz tłumaczenie albo definicję.',
      ],
      [
        create({ words: [{ word: 'cлово', translation: 'słowo' }] }),
        'Słowo „cлово” łączy litery z różnych alfabetów (np. łacińskie i cyrylicę) – popraw je.',
      ],
      [create({ name: '' }), 'Podaj nazwę bazy.'],
      [
        create({ type: 'Klingon' }),
        'Nieprawidłowa wartość „Klingon” (dozwolone są tylko wartości typu FlashcardKind).',
      ],
    ];
    for (const [input, message] of cases) {
      const error = firstError((await user.client.gql(WORDBASES.upsert, unchecked({ input }))).body);
      expect(error.code, message).toBe('BAD_USER_INPUT');
      expect(Object.values(error.fields ?? {}).concat(error.message ?? ''), message).toContain(message);
    }
    expect(await countBases(user.id)).toBe(bases);
    expect(await countWords(user.id)).toBe(words);
  });

  it('refuses a set that would grow past 5000 words, keeping it as it was', async () => {
    const base = await typedBase(user, workspace, { words: [{ word: 'start', translation: 'początek' }] });
    for (let round = 0; round < 4; round++) {
      const words = Array.from({ length: 1000 }, (_, i) => ({
        word: `w${round}-${i}`,
        translation: `s${i}`,
      }));
      dataOf(await user.client.gql(WORDBASES.upsert, { input: { id: base.id, words } }));
    }
    const full = Array.from({ length: 1000 }, (_, i) => ({ word: `last-${i}`, translation: `s${i}` }));
    const error = firstError(
      (await user.client.gql(WORDBASES.upsert, { input: { id: base.id, words: full } })).body,
    );
    expect(error.message).toBe('Baza może mieć najwyżej 5000 słów (po zapisie byłoby 5001).');
    const rows = await sqlRows<{ n: number }>(
      server,
      sql`select count(*)::int as n from words where word_base_id = ${base.id}`,
    );
    expect(rows[0]?.n).toBe(4001);
  });

  it('hides a deleted set, brings it back with undo, and does not study a deleted one', async () => {
    const base = await typedBase(user, workspace, { name: 'Do usunięcia' });
    const listed = async (includeDeleted = false) =>
      dataOf(
        await user.client.gql(WORDBASES.byWorkspace, {
          input: { workspaceId: workspace.id, includeDeleted },
        }),
      ).getWordBaseByWorkspaceId.filter((b) => b.id === base.id);
    expect(
      dataOf(await user.client.gql(WORDBASES.delete, { input: { id: base.id } })).deleteWordBase.isDeleted,
    ).toBe(true);
    expect(await listed()).toEqual([]);
    expect((await listed(true)).map((b) => b.isDeleted)).toEqual([true]);
    const start = await user.client.gql(WORDBASES.start, {
      input: { wordBaseId: base.id, wordBaseSessionType: 'WORD' },
    });
    expect(firstError(start.body)).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Nie znaleziono bazy słówek.',
    });
    dataOf(await user.client.gql(WORDBASES.delete, { input: { id: base.id, undo: true } }));
    expect((await listed()).map((b) => [b.isDeleted, b.wordCount])).toEqual([[false, 5]]);
  });
});

describe('flashcards', () => {
  it('serves each word once, moves its FSRS card with the rating, and ends with a computed score', async () => {
    const base = await typedBase(user, workspace);
    const session = dataOf(
      await user.client.gql(WORDBASES.start, {
        input: { wordBaseId: base.id, wordBaseSessionType: 'WORD', count: 3 },
      }),
    ).start;
    expect(session).toMatchObject({
      wordBaseSessionType: 'WORD',
      wordCount: 3,
      isFinished: false,
      score: null,
    });
    expect(session.nextWord?.word).toBe('dog');
    const rate = async (wordId: string, rating: string) =>
      dataOf(
        await user.client.gql(
          WORDBASES.practice,
          unchecked({ input: { sessionId: session.id, wordId, rating } }),
        ),
      ).wordpracticesession;
    const afterDog = await rate(session.nextWord?.id as string, 'WIEM');
    expect(afterDog.nextWord?.word).toBe('cat');
    // A retried request rates nothing twice.
    expect((await rate(session.nextWord?.id as string, 'NIE_WIEM')).answers).toHaveLength(1);
    const afterCat = await rate(afterDog.nextWord?.id as string, 'NIE_WIEM');
    const done = await rate(afterCat.nextWord?.id as string, 'LATWE');
    expect(done).toMatchObject({ isFinished: true, score: 67, nextWord: null });
    expect(done.answers.map((a) => [a.word, a.rating, a.isCorrect])).toEqual([
      ['dog', 'WIEM', true],
      ['cat', 'NIE_WIEM', false],
      ['house', 'LATWE', true],
    ]);
    expect(done.time).toBeGreaterThanOrEqual(0);

    const words = dataOf(await user.client.gql(WORDBASES.byId, { input: { id: base.id } })).getWordBaseById
      .words;
    const [dog, cat, house, river] = words;
    expect([dog?.state, dog?.reps, cat?.state, cat?.lapses, house?.state]).toEqual([
      'LEARNING',
      1,
      'LEARNING',
      0,
      'REVIEW',
    ]);
    // Easy schedules days ahead, Good and Again minutes ahead, Again the soonest.
    const due = (w: typeof dog) => new Date(w?.due as string).getTime();
    expect(due(house) - Date.now()).toBeGreaterThan(86_400_000);
    expect(due(cat)).toBeLessThan(due(dog));
    expect(house?.retrievability).toBeGreaterThan(0.9);
    // The most overdue word next: the unstudied ones have been due since they were added.
    const next = dataOf(
      await user.client.gql(WORDBASES.next, { input: { wordBaseId: base.id } }),
    ).getnextword;
    expect(next?.id).toBe(river?.id);
    // A finished session takes no more ratings.
    const late = await user.client.gql(WORDBASES.practice, {
      input: { sessionId: session.id, wordId: river?.id as string, rating: 'WIEM' },
    });
    expect(firstError(late.body).message).toBe('Ta sesja jest już zakończona.');
  });

  it('resumes an unfinished session where it stopped, and ends it early on request', async () => {
    const base = await typedBase(user, workspace);
    const { start } = dataOf(
      await user.client.gql(WORDBASES.start, { input: { wordBaseId: base.id, wordBaseSessionType: 'WORD' } }),
    );
    expect(start.wordCount).toBe(5);
    dataOf(
      await user.client.gql(WORDBASES.practice, {
        input: { sessionId: start.id, wordId: start.nextWord?.id as string, rating: 'TRUDNE' },
      }),
    );
    const resumed = dataOf(
      await user.client.gql(WORDBASES.session, { input: { id: start.id } }),
    ).getWordBaseSessionById;
    expect(resumed.nextWord?.word).toBe('cat');
    expect(
      dataOf(await user.client.gql(WORDBASES.next, { input: { wordBaseId: base.id, sessionId: start.id } }))
        .getnextword?.word,
    ).toBe('cat');
    const ended = dataOf(
      await user.client.gql(WORDBASES.practice, { input: { sessionId: start.id, finish: true } }),
    ).wordpracticesession;
    expect(ended).toMatchObject({ isFinished: true, score: 0, nextWord: null });
    const sessions = dataOf(
      await user.client.gql(WORDBASES.sessions, { input: { wordBaseId: base.id } }),
    ).getWordBaseSessionByWordBaseId;
    expect(sessions.map((s) => [s.id, s.isFinished])).toEqual([[start.id, true]]);
    const history = dataOf(
      await user.client.gql(WORDBASES.history, { input: { id: base.id } }),
    ).getWordBaseById;
    expect(history.words[0]?.history.map((h) => [h.rating, h.sessionId, h.wordBaseSessionType])).toEqual([
      ['TRUDNE', start.id, 'WORD'],
    ]);
  });

  it('refuses bad ratings, words of another set and sessions of nothing', async () => {
    const base = await typedBase(user, workspace);
    const other = await typedBase(user, workspace, { name: 'Inna' });
    const { start } = dataOf(
      await user.client.gql(WORDBASES.start, { input: { wordBaseId: base.id, wordBaseSessionType: 'WORD' } }),
    );
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { sessionId: start.id, wordId: start.nextWord?.id, rating: 'SUPER' },
        'BAD_USER_INPUT',
        'Nieprawidłowa wartość „SUPER”',
      ],
      [{ sessionId: start.id }, 'BAD_USER_INPUT', 'Wskaż słowo i jego ocenę albo zakończ sesję.'],
      [
        { sessionId: start.id, wordId: other.words[0]?.id, rating: 'WIEM' },
        'NOT_FOUND',
        'Nie znaleziono słowa.',
      ],
      [
        { sessionId: 'nope', wordId: start.nextWord?.id, rating: 'WIEM' },
        'NOT_FOUND',
        'Nie znaleziono sesji nauki.',
      ],
    ];
    for (const [input, code, message] of cases) {
      const error = firstError((await user.client.gql(WORDBASES.practice, unchecked({ input }))).body);
      expect(error.code, message).toBe(code);
      expect(JSON.stringify(error), message).toContain(message);
    }
    const counts = [
      { wordBaseId: base.id, wordBaseSessionType: 'WORD', count: 2 },
      { wordBaseId: base.id, wordBaseSessionType: 'WORD', count: 51 },
    ];
    for (const input of counts) {
      const error = firstError((await user.client.gql(WORDBASES.start, unchecked({ input }))).body);
      expect(error.fields?.count).toBe('Liczba słów w sesji: od 3 do 50.');
    }
    const reviews = await sqlRows<{ n: number }>(
      server,
      sql`select count(*)::int as n from word_reviews where word_base_id in (${base.id}, ${other.id})`,
    );
    expect(reviews[0]?.n).toBe(0);
  });

  it('counts the words to repeat today per workspace: reviews due today, steps due now', async () => {
    const pupil = await createUser(server);
    const [first, second] = [await createWorkspace(pupil), await createWorkspace(pupil, { name: 'Druga' })];
    const one = await typedBase(pupil, first);
    const two = await typedBase(pupil, second);
    for (const base of [one, two]) {
      const { start } = dataOf(
        await pupil.client.gql(WORDBASES.start, {
          input: { wordBaseId: base.id, wordBaseSessionType: 'WORD', count: 3 },
        }),
      );
      let next = start.nextWord;
      for (const rating of ['NIE_WIEM', 'WIEM', 'LATWE']) {
        next = dataOf(
          await pupil.client.gql(
            WORDBASES.practice,
            unchecked({ input: { sessionId: start.id, wordId: next?.id, rating } }),
          ),
        ).wordpracticesession.nextWord;
      }
    }
    const states = async (id: string) =>
      dataOf(await pupil.client.gql(WORDBASES.byId, { input: { id } })).getWordBaseById.words.map(
        (w) => w.state,
      );
    // "Nie wiem" and "Wiem" on a new word: learning steps, back in minutes; "Łatwe": days away.
    expect((await states(one.id)).sort()).toEqual(['LEARNING', 'LEARNING', 'NEW', 'NEW', 'REVIEW']);
    const count = async () => {
      const due = dataOf(await pupil.client.gql(WORDBASES.due)).getDueWords;
      const base = dataOf(await pupil.client.gql(WORDBASES.byId, { input: { id: one.id } })).getWordBaseById;
      return {
        total: due.total,
        first: due.byWorkspace.find((w) => w.workspaceId === first.id)?.count ?? 0,
        base: base.dueCount,
      };
    };
    // Just rated: nothing is to repeat yet (it used to count the steps due later today).
    expect(await count()).toEqual({ total: 0, first: 0, base: 0 });

    // Ten minutes on, the steps are due; a review due this evening counts today, one tomorrow not.
    await server.database.db.execute(
      sql`update words set due = now() - interval '1 minute' where word_base_id in (${one.id}, ${two.id}) and state in (1, 3)`,
    );
    await server.database.db.execute(sql`
      update words set due = case when word_base_id = ${one.id}
          then (date_trunc('day', now() at time zone 'Europe/Warsaw') + interval '1 day' - interval '1 second') at time zone 'Europe/Warsaw'
          else (date_trunc('day', now() at time zone 'Europe/Warsaw') + interval '1 day' + interval '1 hour') at time zone 'Europe/Warsaw' end
        where word_base_id in (${one.id}, ${two.id}) and state = 2`);
    expect(await count()).toEqual({ total: 5, first: 3, base: 3 });
    const base = dataOf(await pupil.client.gql(WORDBASES.byId, { input: { id: one.id } })).getWordBaseById;
    expect(base.newCount).toBe(2);
    expect(base.progress).toBeCloseTo(1 / 5);
  });
});
