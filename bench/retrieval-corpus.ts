/**
 * Deterministic Polish-like study material for the retrieval bench: real subject stems with Polish
 * endings and diacritics, synthetic words for a long tail, function words at their usual rate, a
 * roughly Zipfian choice of words, and three source shapes (paged PDF, long note, transcript).
 */

export interface CorpusSegment {
  text: string;
  page?: number;
  startSeconds?: number;
  endSeconds?: number;
}

export type CorpusKind = 'USER_DOC' | 'AI_NOTE' | 'YOUTUBE';

export interface CorpusSource {
  kind: CorpusKind;
  segments: CorpusSegment[];
  /** Chunks it was shaped to give (the chunker decides the exact number). */
  chunks: number;
}

/** mulberry32: small, fast and good enough to make the same corpus on every run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const STEMS = `fotosyntez chlorofil chloroplast komórk mitochondri oddychani glukoz enzym białk tłuszcz
  wakuol cytoplazm genotyp fenotyp allel chromosom mejoz mitoz ewolucj ekosystem populacj łańcuch
  pokarmow roślin zwierzęt grzyb bakteri wirus organizm tkank narząd krwi serc płuc nerk mózg
  bitw wojn król hetman sejm szlacht husari zakon krzyżack rozbior powstani konstytucj reformacj
  renesans barok oświeceni romantyzm pozytywizm legion granic traktat pokoj unij koron litw moskw
  równani funkcj pochodn całk wielomian trójkąt kwadrat okręg prostokąt ciąg granic logarytm
  wektor macierz prawdopodobieństw statystyk średni mediana procent ułamk liczb pierwiastk potęg
  energi prędkość przyspieszeni sił mas ciśnieni temperatur napięci prąd opór fal światł magnes
  atom cząsteczk pierwiastk związk reakcj kwas zasad sól utlenieni redukcj wiązani elektron jon
  lektur bohater narrator wiersz powieść dramat epik liryk metafor symbol motyw epok autor utwór`
  .split(/\s+/u)
  .filter(Boolean);

const ENDINGS = ['a', 'y', 'i', 'e', 'ie', 'ą', 'ę', 'ów', 'om', 'ami', 'ach', 'owi', 'em', 'u', 'ego', 'ej'];

const SYLLABLES = `ka ro sz prze wie dło ść ni mo ta kra bu li zę go rą ży pa cho le du źdź ma
  sko wy tro pię ło mi ne ja ko zo ró cze gę by fa ha ku lę ry se to wą`
  .split(/\s+/u)
  .filter(Boolean);

const FUNCTION_WORDS = `w i na się z jest do że to nie a o jak od po przez dla przy oraz który która
  które ich jego jej być był była także również tylko już jednak gdy więc`
  .split(/\s+/u)
  .filter(Boolean);

/** Ranks reserved for general (synthetic) words. */
const GENERAL_HEAD = 300;

const SUBJECT_WORDS = STEMS.flatMap((stem) => ENDINGS.map((ending) => stem + ending));

/** Every subject word form plus synthetic words, shuffled so frequency does not follow the subject. */
function vocabulary(random: () => number, size: number): string[] {
  const words = [...SUBJECT_WORDS];
  while (words.length < size) {
    const n = 2 + Math.floor(random() * 3);
    let word = '';
    for (let i = 0; i < n; i++) word += SYLLABLES[Math.floor(random() * SYLLABLES.length)];
    words.push(word + ENDINGS[Math.floor(random() * ENDINGS.length)]);
  }
  for (let i = words.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [words[i], words[j]] = [words[j] as string, words[i] as string];
  }
  // In real text the most frequent words are general ones, not subject terms: a subject word in
  // the top ranks would sit in nearly every chunk. Move them below GENERAL_HEAD.
  const subject = new Set(SUBJECT_WORDS);
  for (let i = 0, j = GENERAL_HEAD; i < GENERAL_HEAD; i++) {
    if (!subject.has(words[i] as string)) continue;
    while (subject.has(words[j] as string)) j++;
    [words[i], words[j]] = [words[j] as string, words[i] as string];
  }
  return words;
}

export interface Corpus {
  /** `n` words of running text: sentences of 6–16 words. */
  text(n: number): string;
  /** A word a question might use: a subject word in some inflected form. */
  topicWord(): string;
  random: () => number;
}

export function createCorpus(seed: number, vocabularySize = 40_000): Corpus {
  const random = seededRandom(seed);
  const words = vocabulary(random, vocabularySize);
  // Log-uniform rank: roughly Zipf with exponent 1, so a few words are everywhere and most are rare.
  const contentWord = () => words[Math.floor(Math.exp(random() * Math.log(words.length)))] ?? 'słowo';
  const text = (n: number) => {
    const out: string[] = [];
    let sentence = 0;
    let length = 6 + Math.floor(random() * 11);
    for (let i = 0; i < n; i++) {
      let word =
        random() < 0.35
          ? (FUNCTION_WORDS[Math.floor(random() * FUNCTION_WORDS.length)] ?? 'i')
          : contentWord();
      if (sentence === 0) word = word.charAt(0).toUpperCase() + word.slice(1);
      sentence++;
      if (sentence === length || i === n - 1) {
        word += '.';
        sentence = 0;
        length = 6 + Math.floor(random() * 11);
      }
      out.push(word);
    }
    return out.join(' ');
  };
  const topicWord = () => SUBJECT_WORDS[Math.floor(random() * SUBJECT_WORDS.length)] ?? 'fotosynteza';
  return { text, topicWord, random };
}

/**
 * One source of about `chunks` chunks once chunked (180-word windows with 30 shared, pages kept
 * whole, transcripts in 100-word groups): a paged PDF, a long note or a video transcript.
 */
export function makeSource(corpus: Corpus, index: number, chunks: number): CorpusSource {
  const shape = index % 5;
  if (shape < 3) {
    const segments = Array.from({ length: chunks }, (_, i) => ({
      page: i + 1,
      text: corpus.text(130 + Math.floor(corpus.random() * 50)),
    }));
    return { kind: 'USER_DOC', segments, chunks };
  }
  if (shape === 3) return { kind: 'AI_NOTE', segments: [{ text: corpus.text(chunks * 150 + 30) }], chunks };
  const segments: CorpusSegment[] = [];
  let at = 0;
  for (let i = 0; i < chunks * 10; i++) {
    const duration = 2 + corpus.random() * 4;
    segments.push({
      text: corpus.text(8 + Math.floor(corpus.random() * 5)),
      startSeconds: at,
      endSeconds: at + duration,
    });
    at += duration;
  }
  return { kind: 'YOUTUBE', segments, chunks };
}

/**
 * A question as a pupil types it: a question phrase, two or three subject words in some inflected
 * form, sometimes without Polish letters.
 */
export function makeQuestion(corpus: Corpus): string {
  const openers = ['co to jest', 'jak działa', 'dlaczego', 'wyjaśnij', 'czym się różni', 'opisz'];
  const opener = openers[Math.floor(corpus.random() * openers.length)] ?? 'co to jest';
  const n = 2 + Math.floor(corpus.random() * 2);
  const words = Array.from({ length: n }, () => corpus.topicWord());
  const question = `${opener} ${words.join(' ')}?`;
  return corpus.random() < 0.3
    ? question.normalize('NFD').replace(/\p{M}/gu, '').replace(/ł/gu, 'l')
    : question;
}
