import {
  type FakeAiReply,
  type FakeAiRequest,
  promptOf,
  schemaNameOf,
} from '../../../testing/fakes/fake-openai.ts';

/*
 * The word bases' side of the fake model: it translates the words it knows (a small dictionary
 * of English, German, Spanish, Russian, Latin and biology terms written for the tests), picks
 * known words out of a material with the sentence they stand in, writes exercises on a set's words
 * and judges free answers — with the mistakes real models make on request: a skipped word, a
 * translation in the wrong language, an example without the word or not from the material, a
 * reply cut off mid-JSON, a gap without a gap, a choice whose key is not among its options.
 * Every call of the word bases is recorded as `WORDBASE` (`WORDBASE_EVAL` in the eval); the
 * structured output each asks for (a translation, a material's words, exercises, a verdict) tells
 * them apart.
 */

/** The AI call actions of the word bases (`AiCallMeta.action`), all answered by this model. */
export const WORD_BASE_ACTIONS: ReadonlySet<string> = new Set(['WORDBASE', 'WORDBASE_EVAL']);

/** word → Polish translation (or definition, for the terms). */
export const DICTIONARY: Record<string, string> = {
  dog: 'pies',
  cat: 'kot',
  house: 'dom',
  building: 'budynek',
  apple: 'jabłko',
  river: 'rzeka',
  journey: 'podróż',
  beautiful: 'piękny',
  knowledge: 'wiedza',
  mountain: 'góra',
  village: 'wieś',
  'to travel': 'podróżować',
  'das Haus': 'dom',
  'der Hund': 'pies',
  'die Katze': 'kot',
  'der Bahnhof': 'dworzec',
  'die Reise': 'podróż',
  gehen: 'iść',
  'el perro': 'pies',
  'la casa': 'dom',
  'la playa': 'plaża',
  молоко: 'mleko',
  собака: 'pies',
  дом: 'dom',
  puella: 'dziewczyna',
  aqua: 'woda',
  rosa: 'róża',
  mitochondrium: 'organellum, w którym zachodzi oddychanie komórkowe',
  chloroplast: 'organellum, w którym zachodzi fotosynteza',
  rybosom: 'struktura komórki, na której powstają białka',
};
/** Translations in a wrong language, for `wrongLanguage`. */
const WRONG: Record<string, string> = {
  building: 'Gebäude',
  dog: 'Hund',
  молоко: 'молочко',
  'das Haus': 'the house',
  village: 'a small town in the countryside',
};

const EXAMPLE: Record<string, (w: string) => string> = {
  angielski: (w) => `We saw a ${w.replace(/^to /, '')} near the old bridge.`,
  niemiecki: (w) => `Ich sehe ${w} jeden Tag.`,
  hiszpański: (w) => `Me gusta ${w} de mi abuela.`,
  rosyjski: (w) => `Я вижу ${w} каждый день.`,
  łaciński: (w) => `Video ${w} cotidie.`,
};

export interface WordBaseScript {
  /** Words (as listed) the translation leaves out. */
  missing?: string[];
  /** Words translated into the wrong language. */
  wrongLanguage?: string[];
  /** Words whose example sentence does not hold the word. */
  exampleWithout?: string[];
  /** Extraction: words picked with an example that is not in the material. */
  invented?: string[];
  /** Extraction: Polish words given as words of the set (the languages swapped). */
  swapped?: boolean;
  /** Replies cut in the middle (first answer and repair). */
  truncated?: boolean;
  /** Exercises: word numbers whose exercise is broken (a gap without ___, a key not among options). */
  brokenExercises?: number[];
  /** Exercises: the whole reply is unusable (every exercise broken). */
  noExercises?: boolean;
  /** Free-answer verdicts by a text the answer contains (default: right when it uses the word). */
  verdicts?: Record<string, boolean>;
  /** A failing model (HTTP 500, which the SDK and the job queue retry) for these schema names. */
  failing?: string[];
  /** A model that refuses the request (HTTP 400: retrying cannot help) for these schema names. */
  refusing?: string[];
}

const languageOf = (system: string) => /w języku: język (\p{L}+)/u.exec(system)?.[1] ?? null;
const cut = (text: string, truncated?: boolean) =>
  truncated ? text.slice(0, Math.floor(text.length * 0.6)) : text;

function translate(script: WordBaseScript, request: FakeAiRequest): FakeAiReply {
  const { system, user } = promptOf(request);
  const language = languageOf(system);
  const words = [...user.matchAll(/^(\d+)\. (.+)$/gm)].map((m) => ({
    numer: Number(m[1]),
    slowo: m[2] as string,
  }));
  const tlumaczenia = words
    .filter((w) => !script.missing?.includes(w.slowo))
    .map(({ numer, slowo }) => {
      const known = DICTIONARY[slowo];
      const example = language
        ? (EXAMPLE[language] ?? EXAMPLE.angielski)?.(slowo)
        : `Na lekcji poznajemy pojęcie: ${slowo}.`;
      return {
        numer,
        slowo,
        tlumaczenie: script.wrongLanguage?.includes(slowo) ? (WRONG[slowo] ?? `${slowo}-ish`) : (known ?? ''),
        przyklad: script.exampleWithout?.includes(slowo)
          ? 'This sentence is about something else.'
          : (example ?? ''),
        forma: slowo,
      };
    });
  return { text: cut(JSON.stringify({ tlumaczenia }), script.truncated) };
}

function extract(script: WordBaseScript, request: FakeAiRequest): FakeAiReply {
  const { system } = promptOf(request);
  const material = /<<<\n([\s\S]*)\n>>>/.exec(system)?.[1] ?? '';
  const count = Number(/najwyżej (\d+) słów/.exec(system)?.[1] ?? 20);
  const sentences = material.split(/(?<=[.!?])\s+/);
  const found: { at: number; slowo: string; tlumaczenie: string; przyklad: string; forma: string }[] = [];
  for (const [word, translation] of Object.entries(DICTIONARY)) {
    const bare = word.replace(/^(to|das|der|die|el|la) /, '');
    const at = material.toLowerCase().indexOf(bare.toLowerCase());
    if (at === -1) continue;
    const sentence = sentences.find((s) => s.toLowerCase().includes(bare.toLowerCase())) ?? '';
    const invented = script.invented?.includes(word);
    found.push({
      at,
      slowo: script.swapped ? translation : word,
      tlumaczenie: script.swapped
        ? word
        : script.wrongLanguage?.includes(word)
          ? (WRONG[word] ?? word)
          : translation,
      przyklad: invented ? `This is a sentence about the ${bare} that nobody wrote.` : sentence,
      forma: bare,
    });
  }
  const slowa = found
    .sort((a, b) => a.at - b.at)
    .slice(0, count)
    .map(({ at: _at, ...pick }) => pick);
  return { text: cut(JSON.stringify({ slowa }), script.truncated) };
}

function exercises(script: WordBaseScript, request: FakeAiRequest): FakeAiReply {
  const { system } = promptOf(request);
  const language = languageOf(system);
  const words = [...system.matchAll(/^(\d+)\. (.+?) – (.+)$/gm)].map((m) => ({
    numer: Number(m[1]),
    slowo: m[2] as string,
    znaczenie: m[3] as string,
  }));
  const kinds = language ? ['LUKA', 'FORMA', 'TLUMACZENIE', 'ZDANIE'] : ['LUKA', 'FORMA', 'ZDANIE'];
  const cwiczenia = words.map(({ numer, slowo, znaczenie }, i) => {
    const rodzaj = kinds[i % kinds.length] as string;
    const broken = script.noExercises || script.brokenExercises?.includes(numer);
    const bare = slowo.replace(/^(to|das|der|die|el|la) /, '');
    const frame = language
      ? (EXAMPLE[language] ?? EXAMPLE.angielski)?.('___')
      : 'Na lekcji poznajemy pojęcie: ___.';
    switch (rodzaj) {
      case 'LUKA':
        return {
          numer,
          rodzaj,
          polecenie: 'Uzupełnij lukę.',
          zdanie: broken ? 'Zdanie bez luki.' : frame,
          opcje: [],
          odpowiedz: bare,
        };
      case 'FORMA':
        return {
          numer,
          rodzaj,
          polecenie: 'Wybierz poprawne słowo.',
          zdanie: frame,
          opcje: [bare, `${bare}s`, 'xyz'],
          odpowiedz: broken ? 'nie ma takiej opcji' : bare,
        };
      case 'TLUMACZENIE':
        return {
          numer,
          rodzaj,
          polecenie: 'Przetłumacz zdanie.',
          zdanie: `Widzę ${znaczenie} codziennie.`,
          opcje: [],
          odpowiedz: broken ? 'No.' : `I see the ${bare} every day.`,
        };
      default:
        return {
          numer,
          rodzaj: broken ? 'ESEJ' : rodzaj,
          polecenie: `Ułóż zdanie ze słowem „${slowo}”.`,
          zdanie: `Napisz o: ${znaczenie}.`,
          opcje: [],
          odpowiedz: slowo,
        };
    }
  });
  return { text: cut(JSON.stringify({ cwiczenia }), script.truncated) };
}

function check(script: WordBaseScript, request: FakeAiRequest): FakeAiReply {
  const { system } = promptOf(request);
  const answer = /Odpowiedź ucznia:\n<<<\n([\s\S]*)\n>>>/.exec(system)?.[1] ?? '';
  const word = /Ćwiczone słowo: (.+?) \(/.exec(system)?.[1] ?? '';
  const scripted = Object.entries(script.verdicts ?? {}).find(([text]) => answer.includes(text));
  const bare = word.replace(/^(to|das|der|die|el|la) /, '').toLowerCase();
  const poprawna = scripted
    ? scripted[1]
    : answer.toLowerCase().includes(bare) && answer.split(/\s+/).length >= 3;
  return {
    text: JSON.stringify({
      poprawna,
      omowienie: poprawna
        ? 'Dobrze! Zdanie jest poprawne i używa słowa we właściwym znaczeniu.'
        : `Niepoprawnie. Spróbuj tak: „I see the ${bare} every day.”`,
    }),
  };
}

export function createWordBaseModel(initial: WordBaseScript = {}) {
  let script: WordBaseScript = initial;

  function reply(request: FakeAiRequest): FakeAiReply {
    const name = schemaNameOf(request) ?? '';
    if (script.failing?.includes(name)) return { status: 500 };
    if (script.refusing?.includes(name)) return { status: 400 };
    switch (name) {
      case 'tlumaczenia_slow':
        return translate(script, request);
      case 'slowa_z_materialu':
        return extract(script, request);
      case 'cwiczenia_slowek':
        return exercises(script, request);
      case 'sprawdzenie_cwiczenia':
        return check(script, request);
    }
    return { text: 'To jest odpowiedź testowa.' };
  }

  return {
    reply,
    set(next: WordBaseScript) {
      script = next;
    },
  };
}
