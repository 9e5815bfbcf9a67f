import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { sourceFullText } from './chunking.ts';
import { RANK_ALL_MAX_SOURCES } from './rankers.ts';
import {
  type IndexSegment,
  indexSource,
  type Passage,
  removeSource,
  removeSources,
  type SourceRef,
  searchPassages,
} from './service.ts';

/** A biology handout, one segment per PDF page. */
const biologyPages: IndexSegment[] = [
  {
    page: 1,
    text:
      'Komórka jest podstawową jednostką budowy i funkcjonowania organizmów. Komórki roślinne mają ' +
      'ścianę komórkową z celulozy, dużą wakuolę i plastydy, których nie ma w komórkach zwierzęcych.',
  },
  {
    page: 2,
    text:
      'Fotosynteza to proces, w którym rośliny zielone, glony i sinice wytwarzają glukozę z dwutlenku ' +
      'węgla i wody, wykorzystując energię światła słonecznego. Zachodzi w chloroplastach, które ' +
      'zawierają zielony barwnik – chlorofil. Produktem ubocznym fotosyntezy jest tlen uwalniany do ' +
      'atmosfery. Fazę zależną od światła i fazę niezależną od światła (cykl Calvina) dzielimy dalej.',
  },
  {
    page: 3,
    text:
      'Oddychanie komórkowe zachodzi w mitochondriach. Glukoza jest utleniana, a uwolniona energia ' +
      'zostaje zmagazynowana w ATP. Organizmy cudzożywne pobierają gotowe związki organiczne z pokarmu.',
  },
];

const klushinParagraphs = [
  'Bitwa pod Kłuszynem stoczona 4 lipca 1610 roku była jednym z największych zwycięstw ' +
    'Rzeczypospolitej. Hetman polny koronny Stanisław Żółkiewski, mając około siedmiu tysięcy ' +
    'żołnierzy, w tym husarię, rozbił znacznie liczniejsze wojska rosyjsko-szwedzkie dowodzone przez ' +
    'Dmitrija Szujskiego i Jakoba De la Gardie. Po zwycięstwie Żółkiewski wkroczył do Moskwy, a bojarzy ' +
    'obalili cara Wasyla Szujskiego i uznali królewicza Władysława Wazę za cara.',
  'Przyczyny wojny polsko-rosyjskiej sięgały okresu wielkiej smuty w państwie moskiewskim. Zygmunt ' +
    'III Waza oblegał Smoleńsk, gdy wojska moskiewskie ruszyły na odsiecz. Armia hetmana zaskoczyła ' +
    'przeciwnika nocnym marszem, a szarże husarii przesądziły o wyniku starcia.',
];

const grunwaldParagraphs = [
  'Bitwa pod Grunwaldem rozegrała się 15 lipca 1410 roku podczas wielkiej wojny z zakonem ' +
    'krzyżackim. Wojska polsko-litewskie pod wodzą króla Władysława Jagiełły i wielkiego księcia ' +
    'Witolda pokonały armię zakonu dowodzoną przez wielkiego mistrza Ulricha von Jungingena, który ' +
    'zginął w bitwie. Mimo zwycięstwa nie zdobyto Malborka, a pokój toruński z 1411 roku przyniósł ' +
    'jedynie niewielkie zmiany terytorialne.',
];

/** Filler sentences about the period, long enough to force several chunks in one note. */
const filler = Array.from(
  { length: 14 },
  (_, i) =>
    `Uwaga ${i + 1}: sejm walny zbierał się regularnie, szlachta broniła złotej wolności, a ` +
    'sejmiki ziemskie wybierały posłów i omawiały podatki na utrzymanie wojska kwarcianego.',
).join(' ');

/** A long history note written as plain text (no pages). */
const historyNote: IndexSegment[] = [
  { text: grunwaldParagraphs.join('\n\n') },
  { text: filler },
  { text: klushinParagraphs.join('\n\n') },
];

/** A maths video transcript: short timed lines, as YouTube returns them. */
const mathsTranscript: IndexSegment[] = [
  'Cześć, dzisiaj zajmiemy się równaniem kwadratowym i wzorem na deltę.',
  'Delta to be kwadrat minus cztery a c.',
  'Jeżeli delta jest dodatnia, równanie ma dwa rozwiązania rzeczywiste.',
  'Jeżeli delta jest równa zero, mamy jedno rozwiązanie podwójne.',
  'Gdy delta jest ujemna, równanie nie ma rozwiązań w liczbach rzeczywistych.',
  'Przejdźmy teraz do zupełnie innego tematu z geometrii.',
  'Twierdzenie Pitagorasa mówi, że w trójkącie prostokątnym suma kwadratów przyprostokątnych',
  'jest równa kwadratowi przeciwprostokątnej, czyli a kwadrat plus be kwadrat równa się ce kwadrat.',
  'Dzięki temu policzymy długość przekątnej kwadratu albo prostokąta.',
  'Na przykład dla boków trzy i cztery przeciwprostokątna ma długość pięć.',
  'To był klasyczny trójkąt egipski znany już starożytnym budowniczym.',
  'Zróbcie zadania z podręcznika, a w następnym odcinku funkcja liniowa.',
].map((text, i) => ({ text, startSeconds: i * 5.5, endSeconds: i * 5.5 + 5.5 }));

/** Another user's notes on the same subject as the first user's biology handout. */
const otherUserNote: IndexSegment[] = [
  { text: 'Moje notatki: fotosynteza zachodzi w chloroplastach, a jej produktem jest glukoza i tlen.' },
];

let server: TestServer;
const alice = randomUUID();
const bob = randomUUID();
const biology: SourceRef = { kind: 'USER_DOC', id: randomUUID() };
const history: SourceRef = { kind: 'AI_NOTE', id: randomUUID() };
const maths: SourceRef = { kind: 'YOUTUBE', id: randomUUID() };
const bobsNote: SourceRef = { kind: 'AI_NOTE', id: randomUUID() };
const aliceSources = [biology, history, maths];
const segmentsOf = new Map<string, IndexSegment[]>([
  [biology.id, biologyPages],
  [history.id, historyNote],
  [maths.id, mathsTranscript],
  [bobsNote.id, otherUserNote],
]);

const db = () => server.database.db;
const search = (question: string, extra: { userId?: string; sources?: SourceRef[]; k?: number } = {}) =>
  searchPassages(db(), { userId: alice, sources: aliceSources, question, ...extra });

/** The citation points at exactly the passage's text in the source's full text. */
function expectCitationHolds(passage: Passage) {
  const segments = segmentsOf.get(passage.source.id);
  if (!segments) throw new Error('unknown source');
  const { charStart, charEnd } = passage.citation;
  expect(sourceFullText(segments).slice(charStart, charEnd)).toBe(passage.text);
}

async function chunkCount(source: SourceRef): Promise<number> {
  const result = (await db().execute(
    sql`select count(*)::int as n from retrieval_chunks where source_id = ${source.id}`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]?.n ?? -1;
}

beforeAll(async () => {
  server = await startTestServer();
  const workspaceId = randomUUID();
  for (const source of aliceSources) {
    await indexSource(db(), {
      userId: alice,
      workspaceId,
      source,
      segments: segmentsOf.get(source.id) ?? [],
    });
  }
  await indexSource(db(), { userId: bob, source: bobsNote, segments: otherUserNote });
});

afterAll(async () => {
  await server?.stop();
});

describe('searchPassages', () => {
  it('finds the passage for a question in another inflected form, with its page', async () => {
    for (const question of ['co to jest fotosynteza', 'Na czym polega proces fotosyntezy?']) {
      const [first] = await search(question);
      expect(first?.source).toEqual(biology);
      expect(first?.citation.page).toBe(2);
      expect(first?.text).toMatch(/^Fotosynteza to proces/u);
      if (first) expectCitationHolds(first);
    }
  });

  it('finds names written without Polish letters and in another case', async () => {
    const passages = await search('Zolkiewski pod Kluszynem');
    expect(passages[0]?.source).toEqual(history);
    expect(passages[0]?.text).toContain('Stanisław Żółkiewski');
    expect(passages[0]?.citation.page).toBeNull();
    for (const p of passages) expectCitationHolds(p);
    const grunwald = await search('kiedy byla bitwa pod grunwaldem');
    expect(grunwald[0]?.text).toContain('15 lipca 1410');
  });

  it('cites transcript passages by time', async () => {
    const [first] = await search('twierdzenie Pitagorasa w trójkącie prostokątnym');
    expect(first?.source).toEqual(maths);
    expect(first?.text).toContain('Twierdzenie Pitagorasa');
    expect(first?.citation.startSeconds).toBeTypeOf('number');
    expect(first?.citation.endSeconds).toBeGreaterThan(first?.citation.startSeconds ?? Infinity);
    if (first) expectCitationHolds(first);
  });

  it("gives nothing for another user's sources, never an error", async () => {
    expect(await search('fotosynteza', { sources: [bobsNote] })).toEqual([]);
    expect(await search('fotosynteza', { userId: bob, sources: aliceSources })).toEqual([]);
    const bobs = await search('fotosynteza', { userId: bob, sources: [bobsNote, ...aliceSources] });
    expect(bobs.map((p) => p.source)).toEqual([bobsNote]);
    expect(await search('fotosynteza', { sources: [{ kind: 'USER_DOC', id: 'not-a-uuid' }] })).toEqual([]);
    expect(await search('fotosynteza', { userId: 'nobody' })).toEqual([]);
  });

  it('takes any number of sources in one search', async () => {
    const many = Array.from({ length: 20_000 }, (): SourceRef => ({ kind: 'USER_DOC', id: randomUUID() }));
    const passages = await search('fotosynteza', { sources: [...many, biology] });
    expect(passages[0]?.source).toEqual(biology);
  });

  it('respects k (default 6, at most 20) and orders ties the same way every time', async () => {
    const question = 'bitwa wojska hetman sejm szlachta fotosynteza delta komórka';
    expect((await search(question, { k: 2 })).length).toBe(2);
    const all = await search(question, { k: 100 });
    expect(all.length).toBeGreaterThan(6);
    expect(all.length).toBeLessThanOrEqual(20);
    expect((await search(question)).length).toBe(6);
    expect(await search(question, { k: 0 })).toEqual([]);
    const scores = all.map((p) => p.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(await search(question, { k: 100 })).toEqual(all);
  });

  it('survives SQL-looking questions and emoji', async () => {
    const tricky = [
      "'; drop table retrieval_chunks; --",
      "fotosynteza') or 1=1 --",
      'a & b | !c <-> d:* \\ "',
      '🌱🌞 fotosynteza 🌿',
      'ʼ ½ ŉ ⑴',
    ];
    for (const question of tricky) await expect(search(question)).resolves.toBeInstanceOf(Array);
    expect((await search('🌱🌞 fotosynteza 🌿'))[0]?.citation.page).toBe(2);
    expect(await chunkCount(biology)).toBeGreaterThan(0);
  });

  it('returns [] for an empty question, stop words only, or no sources', async () => {
    expect(await search('')).toEqual([]);
    expect(await search('   \n ')).toEqual([]);
    expect(await search('co to jest?')).toEqual([]);
    expect(await search('fotosynteza', { sources: [] })).toEqual([]);
  });
});

describe('indexSource and removeSource', () => {
  it('re-indexing the same content keeps the same chunks', async () => {
    const before = (await db().execute(
      sql`select id from retrieval_chunks where source_id = ${history.id} order by ordinal`,
    )) as unknown as { rows: { id: string }[] };
    const count = await indexSource(db(), { userId: alice, source: history, segments: historyNote });
    expect(count).toBe(before.rows.length);
    const after = (await db().execute(
      sql`select id from retrieval_chunks where source_id = ${history.id} order by ordinal`,
    )) as unknown as { rows: { id: string }[] };
    // The workspace changed (none now), so the rows were rewritten; a second identical call is a no-op.
    await indexSource(db(), { userId: alice, source: history, segments: historyNote });
    const again = (await db().execute(
      sql`select id from retrieval_chunks where source_id = ${history.id} order by ordinal`,
    )) as unknown as { rows: { id: string }[] };
    expect(again.rows).toEqual(after.rows);
  });

  it('indexing one source twice at the same time leaves one set of chunks', async () => {
    const source: SourceRef = { kind: 'USER_DOC', id: randomUUID() };
    const counts = await Promise.all(
      [0, 1, 2].map(() => indexSource(db(), { userId: alice, source, segments: biologyPages })),
    );
    expect(counts).toEqual([3, 3, 3]);
    expect(await chunkCount(source)).toBe(3);
  });

  it('re-indexing new content replaces the old chunks', async () => {
    const source: SourceRef = { kind: 'CONVERSATION', id: randomUUID() };
    await indexSource(db(), {
      userId: alice,
      source,
      segments: [{ text: 'Mitoza to podział jądra komórkowego.' }],
    });
    const n = await indexSource(db(), {
      userId: alice,
      source,
      segments: [{ text: 'Mejoza prowadzi do powstania gamet.' }],
    });
    expect(n).toBe(1);
    expect(await chunkCount(source)).toBe(1);
    expect(await search('mitoza', { sources: [source] })).toEqual([]);
    expect((await search('mejoza gamety', { sources: [source] }))[0]?.text).toBe(
      'Mejoza prowadzi do powstania gamet.',
    );
  });

  it('removeSource and removeSources delete only the given sources of that user', async () => {
    const one: SourceRef = { kind: 'QUIZ_RESULT', id: randomUUID() };
    const two: SourceRef = { kind: 'QUIZ_RESULT', id: randomUUID() };
    for (const source of [one, two]) {
      await indexSource(db(), {
        userId: alice,
        source,
        segments: [{ text: 'Wynik quizu: fotosynteza 8/10.' }],
      });
    }
    await removeSource(db(), bob, one);
    expect(await chunkCount(one)).toBe(1);
    await removeSource(db(), alice, one);
    expect(await chunkCount(one)).toBe(0);
    expect(await search('wynik quizu', { sources: [one] })).toEqual([]);
    await removeSources(db(), alice, [two, { kind: 'USER_DOC', id: 'bad' }]);
    expect(await chunkCount(two)).toBe(0);
    expect(await chunkCount(biology)).toBeGreaterThan(0);
  });
});

describe('a word that is everywhere in the library', () => {
  // 150 pages naming the cell once each (a single occurrence: the lowest full-text rank), indexed
  // before the one page that explains it, in four different forms. The search ranks only the chunks
  // that can rank above one occurrence (rankers.ts): if it missed the explaining page, the pool
  // would be filled with the first single-occurrence pages in storage order, and it would be lost.
  const carol = randomUUID();
  const lessons: SourceRef = { kind: 'USER_DOC', id: randomUUID() };
  const explainer: SourceRef = { kind: 'AI_NOTE', id: randomUUID() };
  const pairPage: SourceRef = { kind: 'AI_NOTE', id: randomUUID() };
  const forms = ['komórka', 'komórki', 'komórce', 'komórką', 'komórkach'];
  // Sources with no chunks, so the scope is large enough for the two-pass search (rankers.ts).
  const empty = Array.from(
    { length: RANK_ALL_MAX_SOURCES },
    (): SourceRef => ({ kind: 'USER_DOC', id: randomUUID() }),
  );
  const search = (question: string, twoPass = true) =>
    searchPassages(db(), {
      userId: carol,
      question,
      sources: [lessons, explainer, pairPage, ...(twoPass ? empty : [])],
    });

  beforeAll(async () => {
    const pages = Array.from({ length: 150 }, (_, i) => ({
      page: i + 1,
      text: `Lekcja ${i + 1}. Notatka z zajęć o temacie numer ${i + 1}, w której pada słowo ${forms[i % forms.length]}, a reszta dotyczy powtórki.`,
    }));
    await indexSource(db(), { userId: carol, source: lessons, segments: pages });
    await indexSource(db(), {
      userId: carol,
      source: pairPage,
      segments: [{ text: 'Mitochondria dostarczają energii, którą komórce daje oddychanie tlenowe.' }],
    });
    await indexSource(db(), {
      userId: carol,
      source: explainer,
      segments: [
        {
          text:
            'Komórka to najmniejsza jednostka życia. Każda komórka ma błonę komórkową, a wnętrze ' +
            'komórek wypełnia cytoplazma z organellami.',
        },
      ],
    });
  });

  it('still puts first the passage that explains it', async () => {
    expect(await chunkCount(lessons)).toBe(150);
    const passages = await search('Co to jest komórka?');
    expect(passages).toHaveLength(6);
    expect(passages[0]?.source).toEqual(explainer);
    // Ranking every match (a small scope) agrees.
    expect((await search('Co to jest komórka?', false))[0]).toEqual(passages[0]);
  });

  it('finds the passage holding two words of the question once each', async () => {
    const passages = await search('komórka i mitochondria');
    // Two occurrences against four, but the closer forms: the two share the first places.
    expect(new Set(passages.slice(0, 2).map((p) => p.source.id))).toEqual(
      new Set([explainer.id, pairPage.id]),
    );
  });

  it('fills the passages from single occurrences when nothing ranks higher', async () => {
    const passages = await search('powtórka');
    expect(passages).toHaveLength(6);
    expect(passages.every((p) => p.source.id === lessons.id)).toBe(true);
  });
});
