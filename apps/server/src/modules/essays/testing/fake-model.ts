import { ESSAY_EXAM_INFO, ESSAY_EXAMS, type EssayExamInfo } from '@kreda/shared/essays';
import {
  type FakeAiReply,
  type FakeAiRequest,
  promptOf,
  schemaNameOf,
} from '../../../testing/fakes/fake-openai.ts';

/*
 * The essay tool's side of the fake model: one reply function that answers each request the way a
 * model would, told apart by the structured-output schema it asks for (a plan, a part, helper
 * texts, the drift check, the pre-check, a grading) or by the call's action (a rewritten part, an
 * explanation, a page of handwriting) — never by the wording of the prompt. Built from the
 * request's data — the exam, the readings offered, the part asked for and its length, the criteria
 * and their maxima, the essay's own words for quotes — with the mistakes real models make on
 * request: a wrong author, an uncertain claim, a plan without a required reading, a missing
 * criterion, points off the scale, a wrong total, invalid JSON, an off-topic part.
 */

/** The AI call actions of the essay tool (`AiCallMeta.action`), all answered by this model. */
export const ESSAY_ACTIONS: ReadonlySet<string> = new Set([
  'ROZPRAWKA',
  'ROZPRAWKA_REVIEW',
  'ROZPRAWKA_REWRITE',
  'ROZPRAWKA_RESIZE',
  'ROZPRAWKA_EXPLANATION',
  'MATERIAL_HANDWRITING',
]);
/** The actions whose part is a new version of a written one (the pupil's rewrite, the word-range fit). */
const REWRITE_ACTIONS = new Set(['ROZPRAWKA_REWRITE', 'ROZPRAWKA_RESIZE']);

export interface EssayScript {
  /** The plan gives fewer arguments than asked for (first reply only). */
  planMissingArgument?: boolean;
  /** The plan uses no reading from the list: once, or every time. */
  planWithoutReading?: 'once' | 'always';
  /** The first argument names its reading with another listed author: once, or every time. */
  wrongAuthor?: 'once' | 'always';
  /** The first argument states a claim the model marks uncertain (dropped when asked again). */
  uncertainClaim?: boolean;
  /** Parts far shorter than asked (the writer must lengthen them). */
  shortParts?: boolean;
  /** The drift check says this part (1-based) leaves the topic. */
  offTopicPart?: number;
  /** The pre-check's verdict (default: an essay, on topic, in the expected language). */
  precheck?: {
    wypracowanie?: boolean;
    naTemat?: boolean;
    jezyk?: 'polski' | 'angielski' | 'inny';
    powod?: string;
  };
  /** Points per criterion id (default: one below the maximum, 0 for a maximum of 1… kept at 1). */
  points?: Record<string, number>;
  /** Located errors to quote from the essay, per kind (JEZYKOWY, ORTOGRAFICZNY, INTERPUNKCYJNY, RZECZOWY). */
  errors?: Record<string, number>;
  /** Gradings' flaws: a criterion left out, points off the scale (`always` keeps them when asked again). */
  missingCriterion?: string;
  outOfRange?: { id: string; always?: boolean };
  /** The grading's own total, whatever the points say. */
  total?: number;
  /** The first N grading replies are cut off mid-JSON. */
  invalidJson?: number;
  cardinalError?: string;
  requiredReading?: boolean;
  /** What the vision model reads off a photographed essay. */
  handwriting?: string;
}

/**
 * The exam a prompt is about, from its data: every essay prompt is filled with the exam's name
 * (`ESSAY_EXAM_INFO[exam].label`), and the exam says the essay's language and whether a set reading
 * is required. Null when no exam is named.
 */
function examOf(system: string): EssayExamInfo | null {
  const exam = ESSAY_EXAMS.find((id) => system.includes(ESSAY_EXAM_INFO[id].label));
  return exam ? ESSAY_EXAM_INFO[exam] : null;
}

/** Whether the request is the model being asked again (a repair or a correction). */
const isRetry = (request: FakeAiRequest) =>
  (request.body.messages ?? []).some((m: { role: string }) => m.role === 'assistant');

const POLISH_WORDS =
  'bohater pokazuje że wartość wymaga odwagi a literatura od wieków pyta o granice ludzkiej wolności i odpowiedzialności wobec innych ludzi'.split(
    ' ',
  );
const ENGLISH_WORDS =
  'people often believe that courage means taking risks but everyday choices show that responsibility matters more than fame'.split(
    ' ',
  );

function prose(words: number, english: boolean, seed: number): string {
  const pool = english ? ENGLISH_WORDS : POLISH_WORDS;
  const out: string[] = [];
  for (let i = 0; i < words; i++) out.push(pool[(i + seed) % pool.length] as string);
  // Sentences of twelve words.
  return out
    .map(
      (w, i) =>
        (i % 12 === 0 ? w[0]?.toUpperCase() + w.slice(1) : w) +
        (i % 12 === 11 || i === out.length - 1 ? '.' : ''),
    )
    .join(' ');
}

/** The offered readings "- id „x”: „Title” – Author (…)" of a plan prompt, required ones first. */
function offeredReadings(system: string) {
  const found = [
    ...system.matchAll(/- id „([^”]+)”: „([^”]+)” – ([^\n(]+?)(\s\(lektura obowiązkowa[^)]*\))?\n/g),
  ].map((m) => ({
    id: m[1] as string,
    title: m[2] as string,
    author: (m[3] as string).trim(),
    required: Boolean(m[4]),
  }));
  return [...found.filter((r) => r.required), ...found.filter((r) => !r.required)];
}

// biome-ignore lint/complexity/noExcessiveLinesPerFunction: one closure over the script; each reply builder is short
export function createEssayModel(initial: EssayScript = {}) {
  let script: EssayScript = initial;
  let gradings = 0;
  let planCalls = 0;

  function plan(request: FakeAiRequest): FakeAiReply {
    const { system } = promptOf(request);
    planCalls++;
    const count = Number(/Liczba argumentów \(części głównych\): (\d+)/.exec(system)?.[1] ?? 2);
    const readings = offeredReadings(system);
    const retry = isRetry(request);
    const noReading =
      script.planWithoutReading === 'always' || (script.planWithoutReading === 'once' && !retry);
    const arguments_ = Array.from(
      { length: script.planMissingArgument && !retry ? count - 1 : count },
      (_, i) => ({
        naglowek: `Argument ${i + 1}: poświęcenie dla innych nadaje życiu sens.`,
        punkty: ['Teza cząstkowa.', 'Przykład z utworu.', 'Wniosek.'],
        lekturaId: noReading ? null : (readings[i % Math.max(1, readings.length)]?.id ?? null),
        sceny: [`Scena ${i + 1}, w której bohater pomaga innym.`],
        kontekst: {
          rodzaj: i % 2 ? 'filozoficzny' : 'historyczny',
          opis: `Kontekst ${i + 1} pogłębia argument.`,
        },
      }),
    );
    return {
      text: JSON.stringify({
        wstep: 'Nawiązanie do pytania o sens poświęcenia.',
        teza: 'Warto poświęcać się dla innych, bo to nadaje życiu sens.',
        argumenty: arguments_,
        zakonczenie: 'Podsumowanie argumentów i potwierdzenie tezy.',
      }),
    };
  }

  function part(request: FakeAiRequest): FakeAiReply {
    const { system } = promptOf(request);
    const english = examOf(system)?.language === 'en';
    const want = Number(/(?:Długość: około|wyrazów\)?.*?około) (\d+) wyrazów/.exec(system)?.[1] ?? 60);
    const rewrite = REWRITE_ACTIONS.has(request.action ?? '');
    const retry = isRetry(request);
    const partName = /Napisz teraz część: ([^\n]+)/.exec(system)?.[1] ?? (rewrite ? 'poprawka' : 'część');
    const reading = /Utwór: „([^”]+)” – ([^\n]+)/.exec(system);
    const first = /argument 1/.test(partName);
    const wordsWanted = script.shortParts && !rewrite ? Math.max(8, Math.round(want / 5)) : want;
    const instruction = rewrite ? (/Zadanie: ([^\n]+)/.exec(system)?.[1] ?? '') : '';
    const longer = /rozwiń/.test(instruction);
    const shorter = /skróć/.test(instruction);
    const length = rewrite
      ? Number(
          /około (\d+) wyrazów/.exec(instruction)?.[1] ??
            (longer ? want * 2 : shorter ? Math.round(want * 0.6) : want),
        )
      : wordsWanted;
    const claims: { fragment: string; lekturaId: string | null; pewnosc: string }[] = [];
    const withFact = Boolean(reading) && !english;
    let text = prose(Math.max(5, withFact ? length - 10 : length), english, first ? 3 : 7);
    if (reading && withFact) {
      const wrong = (script.wrongAuthor === 'always' || (script.wrongAuthor === 'once' && !retry)) && first;
      const author = wrong ? 'Adama Mickiewicza' : reading[2];
      const fact = `W utworze „${reading[1]}” ${author} bohater ratuje przyjaciela.`;
      text = `${fact} ${text}`;
      claims.push({ fragment: 'bohater ratuje przyjaciela', lekturaId: null, pewnosc: 'pewne' });
      if (script.uncertainClaim && first && !retry) {
        text = `${text} W rozdziale siódmym bohater płacze trzy dni.`;
        claims.push({
          fragment: 'W rozdziale siódmym bohater płacze trzy dni',
          lekturaId: null,
          pewnosc: 'niepewne',
        });
      }
    }
    if (rewrite) text = `Nowa wersja (${instruction.slice(0, 60)}). ${text}`;
    return { text: JSON.stringify({ tekst: text, twierdzenia: claims }) };
  }

  function helpers(request: FakeAiRequest): FakeAiReply {
    const { system } = promptOf(request);
    const count = Number(/Dla każdej z tych części \((\d+)\)/.exec(system)?.[1] ?? 4);
    return {
      text: JSON.stringify({
        czesci: Array.from({ length: count }, (_, i) => ({
          wskazowki: `W części ${i + 1} napisz, jak przykład z lektury potwierdza tezę; egzaminator sprawdza funkcjonalność.`,
          zwroty: ['Przykładem może być…', 'Świadczy to o tym, że…', 'Podobnie…'],
        })),
      }),
    };
  }

  function topicCheck(request: FakeAiRequest): FakeAiReply {
    const { user } = promptOf(request);
    const numbers = [...user.matchAll(/Część (\d+) \(/g)].map((m) => Number(m[1]));
    return {
      text: JSON.stringify({
        czesci: numbers.map((nr) => ({
          nr,
          naTemat: nr !== script.offTopicPart,
          uwaga: nr === script.offTopicPart ? 'Streszcza utwór zamiast argumentować.' : '',
        })),
      }),
    };
  }

  function precheck(request: FakeAiRequest): FakeAiReply {
    const { system, user } = promptOf(request);
    const expected = examOf(system)?.language === 'en' ? 'angielski' : 'polski';
    const recipe = /Składniki:/i.test(user);
    return {
      text: JSON.stringify({
        wypracowanie: script.precheck?.wypracowanie ?? !recipe,
        naTemat: script.precheck?.naTemat ?? true,
        jezyk: script.precheck?.jezyk ?? expected,
        powod: script.precheck?.powod ?? (recipe ? 'To przepis kulinarny, nie wypracowanie.' : ''),
      }),
    };
  }

  function grade(request: FakeAiRequest): FakeAiReply {
    gradings++;
    const { system, user } = promptOf(request);
    const essay = /<<<\n([\s\S]*)\n>>>/.exec(user)?.[1] ?? '';
    const retry = isRetry(request);
    const criteria = [...system.matchAll(/- id „([^”]+)”: [^\n]*\(0–(\d+) pkt\)/g)].map((m) => ({
      id: m[1] as string,
      max: Number(m[2]),
    }));
    const words = [...new Set(essay.match(/\p{L}{4,}/gu) ?? [])];
    let next = 0;
    const quote = (kind: string) => ({
      tekst: words[next++ % Math.max(1, words.length)] ?? 'tekst',
      rodzaj: kind,
      komentarz: `Błąd: ${kind.toLowerCase()}.`,
      poprawka: 'poprawnie',
    });
    const errorQuotes = Object.entries(script.errors ?? {}).flatMap(([kind, n]) =>
      Array.from({ length: n }, () => quote(kind)),
    );
    const kryteria = criteria
      .filter((c) => !(script.missingCriterion === c.id && !retry))
      .map((c, i) => {
        const outOfRange = script.outOfRange?.id === c.id && (script.outOfRange.always || !retry);
        return {
          id: c.id,
          punkty: outOfRange ? c.max + 3 : (script.points?.[c.id] ?? (c.max > 1 ? c.max - 1 : c.max)),
          uzasadnienie: `Uzasadnienie kryterium ${c.id}.`,
          cytaty: [
            ...(i === 0
              ? [
                  {
                    tekst: words[0] ?? 'tekst',
                    rodzaj: 'MOCNA_STRONA',
                    komentarz: 'Dobre otwarcie.',
                    poprawka: null,
                  },
                ]
              : []),
            ...(i === 0
              ? [
                  {
                    tekst: 'zdanie, którego nie ma w pracy',
                    rodzaj: 'JEZYKOWY',
                    komentarz: 'Zmyślony cytat.',
                    poprawka: null,
                  },
                ]
              : []),
            ...(i === criteria.length - 1 ? errorQuotes : []),
          ],
        };
      });
    const body = {
      kryteria,
      bladKardynalny: script.cardinalError ?? null,
      bledyRzeczowe: [],
      lekturaObowiazkowa: script.requiredReading ?? examOf(system)?.needsLektura ?? true,
      formaPlanu: false,
      zakresJezykowy: 'szeroki',
      podsumowanie: 'Praca jest spójna, ale ma błędy językowe.',
      poprawki: [{ fragment: words[1] ?? 'fragment', propozycja: 'lepsza wersja', dlaczego: 'bo jaśniej' }],
      suma: script.total ?? kryteria.reduce((sum, k) => sum + k.punkty, 0),
    };
    const text = JSON.stringify(body);
    if (gradings <= (script.invalidJson ?? 0)) return { text: text.slice(0, Math.floor(text.length / 2)) };
    return { text };
  }

  function reply(request: FakeAiRequest): FakeAiReply {
    switch (schemaNameOf(request)) {
      case 'plan_wypracowania':
        return plan(request);
      case 'czesc_wypracowania':
        return part(request);
      case 'wskazowki':
        return helpers(request);
      case 'zgodnosc_z_tematem':
        return topicCheck(request);
      case 'sprawdzenie_pracy':
        return precheck(request);
      case 'ocena_wypracowania':
        return grade(request);
    }
    switch (request.action) {
      case 'MATERIAL_HANDWRITING':
        return { text: script.handwriting ?? 'BRAK TEKSTU' };
      case 'ROZPRAWKA_EXPLANATION':
        return {
          text: 'Ta część działa, bo łączy przykład z tezą. Egzaminator sprawdza funkcjonalność przykładu.',
        };
    }
    return { text: 'To jest odpowiedź testowa.' };
  }

  return {
    reply,
    /** Replaces the script (and starts counting gradings and plans again). */
    set(next: EssayScript) {
      script = next;
      gradings = 0;
      planCalls = 0;
    },
    get planCalls() {
      return planCalls;
    },
  };
}
