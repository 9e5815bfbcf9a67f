import {
  type FakeAiReply,
  type FakeAiRequest,
  promptOf,
  schemaNameOf,
} from '../../../testing/fakes/fake-openai.ts';

/*
 * Scripted quiz-writing and answer-reviewing replies for the fake OpenAI server: built from the
 * request as a model would (the passages and the number of questions in the prompt), with the
 * mistakes real models make on demand — a key that names no option, a repeated option, "wszystkie
 * powyższe", a question citing no passage, a question asked before, the key always on "b", JSON cut
 * short — so tests prove what the server checks, not only the happy path.
 */

export type QuizFlaw =
  | 'keyMissing'
  | 'duplicateOption'
  | 'allOfAbove'
  | 'noPassage'
  | 'repeat'
  | 'valueNotAValue';

export interface QuizScript {
  /** Flaws by question index (0-based) in this reply ('repeat' copies question 0, so not at 0). */
  flaws?: Record<number, QuizFlaw>;
  /** Answer only this many questions (fewer than asked). */
  only?: number;
  /** Cut the JSON in the middle (a truncated reply). */
  truncated?: boolean;
  /** Text to put in every question, to tell replies apart. */
  tag?: string;
  /** The quiz's title as the model gives it (default: the first words of the first passage). */
  temat?: string;
}

/** The passages "[n] „name”…\ntext" of a quiz prompt, by number. */
export function promptPassages(system: string): string[] {
  const parts = system.split(/\n\[(\d+)\] „[^”]*”[^\n]*\n/);
  const passages: string[] = [];
  for (let i = 1; i < parts.length; i += 2)
    passages.push((parts[i + 1] ?? '').split('\n\n')[0]?.trim() ?? '');
  return passages;
}

const sentence = (text: string) => (text.split(/(?<=[.!?])\s/)[0] ?? text).trim().slice(0, 160);

let sequence = 0;

function closed(n: number, passage: number | null, fact: string, tag: string) {
  return {
    kind: 'ZAMKNIETE',
    question: `Pytanie ${n}${tag}: które zdanie zgadza się z materiałem?`,
    // A model's habit: the right answer second.
    options: [
      { id: 'a', text: `Materiał nie mówi nic o tym (${n}).` },
      { id: 'b', text: fact },
      { id: 'c', text: `Materiał twierdzi coś przeciwnego (${n}).` },
      { id: 'd', text: `To dotyczy innego tematu (${n}).` },
    ],
    correctOptionId: 'b',
    referenceAnswer: fact,
    expectsValue: false,
    explanation: `Tak jest napisane we fragmencie${passage ? ` [${passage}]` : ''}.`,
    points: 1,
    passage,
  };
}

function open(n: number, passage: number | null, fact: string, tag: string, practice: boolean) {
  if (practice)
    return {
      kind: 'OTWARTE',
      question: `Zadanie ${n}${tag}: oblicz $\\frac{1}{2} + \\frac{${n}}{4}$.`,
      options: [],
      correctOptionId: null,
      referenceAnswer: `\\frac{${2 + n}}{4}`,
      expectsValue: true,
      explanation: `Sprowadzamy do wspólnego mianownika: $\\frac{2}{4} + \\frac{${n}}{4} = \\frac{${2 + n}}{4}$.`,
      points: 2,
      passage,
    };
  return {
    kind: 'OTWARTE',
    question: `Pytanie ${n}${tag}: wyjaśnij własnymi słowami, co mówi materiał.`,
    options: [],
    correctOptionId: null,
    referenceAnswer: fact,
    expectsValue: false,
    explanation: `Odpowiedź jest we fragmencie${passage ? ` [${passage}]` : ''}.`,
    points: 2,
    passage,
  };
}

// biome-ignore lint/suspicious/noExplicitAny: a question as the model writes it.
function applyFlaw(question: any, flaw: QuizFlaw | undefined, previous: string | undefined) {
  const closedOnly: QuizFlaw[] = ['keyMissing', 'duplicateOption', 'allOfAbove'];
  if (flaw && closedOnly.includes(flaw) && question.kind !== 'ZAMKNIETE')
    throw new Error(`fake quiz model: flaw ${flaw} needs a closed question`);
  if (flaw === 'keyMissing') question.correctOptionId = 'z';
  if (flaw === 'duplicateOption') question.options[2].text = question.options[1].text;
  if (flaw === 'allOfAbove') question.options[3].text = 'Wszystkie powyższe';
  if (flaw === 'noPassage') question.passage = null;
  if (flaw === 'repeat' && previous) question.question = previous;
  if (flaw === 'valueNotAValue') question.referenceAnswer = 'połowa i trochę';
  return question;
}

/** A quiz-writing reply built from the request (use in `ai.script(quizReply({...}))`). */
export function quizReply(script: QuizScript = {}): (request: FakeAiRequest) => FakeAiReply {
  return (request) => {
    const { system, user } = promptOf(request);
    const asked = Number(/Napisz (\d+) pytań/.exec(user)?.[1] ?? 5);
    const passages = promptPassages(system);
    const allowed = /Rodzaje pytań: ([^\n]*)/.exec(system)?.[1] ?? '';
    const kinds = [
      ...(allowed.includes('(ZAMKNIETE)') ? ['ZAMKNIETE'] : []),
      ...(allowed.includes('(OTWARTE)') ? ['OTWARTE'] : []),
    ];
    const practice = system.includes('zadania obliczeniowe ze sprawdzalnym wynikiem');
    const tag = script.tag ? ` ${script.tag}` : '';
    const count = Math.min(asked, script.only ?? asked);
    const questions = Array.from({ length: count }, (_, i) => {
      const n = ++sequence;
      const passage = passages.length ? (i % passages.length) + 1 : null;
      const fact = passage
        ? sentence(passages[passage - 1] ?? '') || `Fakt ${n}.`
        : `Bohater ${n} wraca do domu.`;
      const kind = kinds[i % kinds.length] ?? 'ZAMKNIETE';
      const question =
        kind === 'ZAMKNIETE' ? closed(n, passage, fact, tag) : open(n, passage, fact, tag, practice);
      return question;
    });
    questions.forEach((q, i) => {
      applyFlaw(q, script.flaws?.[i], questions[0]?.question);
    });
    // A model names the topic from what it read: here, the first words of the first passage.
    const temat =
      script.temat ??
      ((passages[0] ?? '')
        .split(/\s+/)
        .slice(0, 3)
        .join(' ')
        .replace(/[.,:;]+$/, '') ||
        'Lektura');
    const text = JSON.stringify({ temat, questions });
    return { text: script.truncated ? text.slice(0, Math.floor(text.length / 2)) : text };
  };
}

/** What a review says: the points given (of `maxPoints`), and the comments. */
interface ReviewScript {
  points: number;
  maxPoints?: number;
  good?: string;
  missing?: string;
}

/** A review reply: the points given (of `maxPoints`), and the comments. */
export function reviewReply(review: ReviewScript) {
  return (request: FakeAiRequest): FakeAiReply => {
    const { system } = promptOf(request);
    const max = Number(/`maxPoints` = (\d+)/.exec(system)?.[1] ?? 1);
    return {
      text: JSON.stringify({
        points: review.points,
        maxPoints: review.maxPoints ?? max,
        good: review.good ?? 'Dobrze opisujesz główną myśl.',
        missing: review.missing ?? 'Brakuje przykładu z materiału.',
        modelAnswer: 'Wzorcowa odpowiedź z materiału.',
      }),
    };
  };
}

/**
 * The quiz tool's side of the fake model as one reply, told apart by the structured output a
 * request asks for (`quiz_questions`: a quiz written from the prompt's passages; `quiz_review`: an
 * open answer's review) or by its action (`QUIZ_PHOTO_ANSWER`: what the vision model reads off a
 * photographed answer).
 */
export function createQuizModel(script: { quiz?: QuizScript; review?: ReviewScript; photo?: string } = {}) {
  const write = quizReply(script.quiz);
  const review = reviewReply(script.review ?? { points: 1 });
  return {
    reply(request: FakeAiRequest): FakeAiReply {
      switch (schemaNameOf(request)) {
        case 'quiz_questions':
          return write(request);
        case 'quiz_review':
          return review(request);
      }
      if (request.action === 'QUIZ_PHOTO_ANSWER') return { text: script.photo ?? 'BRAK ROZWIĄZANIA' };
      return { text: 'To jest odpowiedź testowa o quizie.' };
    },
  };
}
