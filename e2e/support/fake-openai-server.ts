import { createEssayModel, ESSAY_ACTIONS } from '../../apps/server/src/modules/essays/testing/fake-model.ts';
import {
  createImportModel,
  LIBRARY_IMPORT_ACTIONS,
} from '../../apps/server/src/modules/library/testing/fake-import-model.ts';
import { createQuizModel } from '../../apps/server/src/modules/quizzes/testing/fake-model.ts';
import {
  createTestSolverModel,
  TEST_SOLVER_ACTIONS,
} from '../../apps/server/src/modules/testsolver/testing/fake-model.ts';
import { tutorReply } from '../../apps/server/src/modules/tutors/testing/fake-model.ts';
import {
  createWordBaseModel,
  WORD_BASE_ACTIONS,
} from '../../apps/server/src/modules/wordbases/testing/fake-model.ts';
import {
  type FakeAiReply,
  type FakeAiRequest,
  schemaNameOf,
  startFakeOpenAi,
} from '../../apps/server/src/testing/fakes/fake-openai.ts';
import { pngWithText } from '../../apps/server/src/testing/fixtures/documents.ts';
import { POLISH_ESSAY } from '../../apps/server/src/testing/fixtures/essays.ts';
import { TEST_PAGE_1, TEST_PAGE_2 } from '../../apps/server/src/testing/fixtures/tests.ts';

// The local OpenAI-compatible API the browser journeys' server talks to (AI_BASE_URL): the real
// client library against a fake that speaks its wire protocol. Started by Playwright's webServer
// list, stopped with it. The answers depend on the request, so every journey gets a fitting one: a
// request goes by its action (the X-Kreda-Action header the AI layer sends with every call) to the
// fake model of the module that owns it, and by its structured output's schema name — never by the
// wording of its prompt, so rewording a prompt cannot break a journey.
const port = Number(process.env.E2E_OPENAI_PORT ?? 3125);

/** What the vision model "reads" from any photo of a handwritten quiz answer. */
const E2E_HANDWRITING = 'Licznik mówi, ile równych części bierzemy.';

const E2E_TITLE = 'Ułamki zwykłe';

// biome-ignore lint/suspicious/noExplicitAny: wire messages.
function text(content: any): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content.map((part) => (part?.type === 'text' ? String(part.text) : '')).join(' ');
}

/** An answer in Polish with a formula and a table; it cites passage [1] when the prompt has one. */
function answer(cites: boolean): string {
  return [
    `Ułamek $\\frac{a}{b}$ to iloraz liczby $a$ przez liczbę $b \\neq 0$${cites ? ' [1]' : ''}.`,
    '',
    '| ułamek | wartość |',
    '| --- | --- |',
    '| $\\frac{1}{2}$ | 0,5 |',
    '| $\\frac{3}{4}$ | 0,75 |',
    '',
    'Licznik $a$ mówi, ile części bierzemy, a mianownik $b$ – na ile równych części dzielimy całość.',
  ].join('\n');
}

/**
 * A long answer for questions asking to take it slowly ("powoli"): streamed for about half a minute,
 * so a journey can watch it grow, reload in the middle of it, or see it reach past the screen.
 */
function slowAnswer(): string {
  return [
    answer(false),
    '',
    '## Jak porównywać ułamki',
    '',
    'Gdy dwa ułamki mają ten sam mianownik, większy jest ten, który ma większy licznik. Gdy mianowniki są różne, sprowadzamy ułamki do wspólnego mianownika: mnożymy licznik i mianownik każdego z nich przez tę samą liczbę.',
    '',
    '## Jak dodawać ułamki',
    '',
    'Dodajemy liczniki ułamków o wspólnym mianowniku, a mianownik przepisujemy bez zmian, na przykład $\\frac{1}{4} + \\frac{2}{4} = \\frac{3}{4}$. Na koniec skracamy wynik, jeśli to możliwe.',
  ].join('\n');
}

/** A value matching a JSON schema (structured outputs: e.g. a note's title and content). */
function fill(schema: unknown, key = ''): unknown {
  const node = (schema ?? {}) as Record<string, unknown>;
  const type = Array.isArray(node.type) ? node.type.find((t) => t !== 'null') : node.type;
  if (type === 'object' || node.properties) {
    const properties = (node.properties ?? {}) as Record<string, unknown>;
    return Object.fromEntries(Object.entries(properties).map(([name, child]) => [name, fill(child, name)]));
  }
  if (type === 'array') return [fill(node.items, key)];
  if (type === 'number' || type === 'integer') return 1;
  if (type === 'boolean') return true;
  if (Array.isArray(node.enum)) return node.enum[0];
  if (/title|name|tytul/i.test(key)) return 'Ułamki – notatka';
  return answer(false);
}

/**
 * Quizzes: the questions are built from the prompt's numbered passages (as many as asked, closed
 * and open as the prompt allows); an open answer's review gives partial credit (1 point of the
 * question's maximum), so a journey sees what was good, what was missing and the model answer; a
 * photographed answer reads as E2E_HANDWRITING.
 */
const quizModel = createQuizModel({
  review: {
    points: 1,
    good: 'Dobrze, że odwołujesz się do materiału.',
    missing: 'Brakuje dokładniejszego wyjaśnienia.',
  },
  photo: E2E_HANDWRITING,
});
const importModel = createImportModel();
const QUIZ_ACTIONS = new Set(['QUIZ_GENERATION', 'QUIZ_PHOTO_ANSWER']);

/**
 * Essays: the project's scripted essay model writes plans and parts from the request (each argument
 * names its reading, which the writer flags "Sprawdź w lekturze") and grades with a few located
 * errors of each kind, so a review has highlights to open. A photographed essay reads as the
 * project's Polish essay.
 */
const essayModel = createEssayModel({
  errors: { ORTOGRAFICZNY: 2, INTERPUNKCYJNY: 1, JEZYKOWY: 3 },
  handwriting: POLISH_ESSAY,
});
/** A written part arrives this long after it is asked for, so the essay page shows the parts appearing. */
const ESSAY_PART_DELAY_MS = 250;

async function essayReply(request: FakeAiRequest): Promise<FakeAiReply> {
  if (schemaNameOf(request) === 'czesc_wypracowania')
    await new Promise((resolve) => setTimeout(resolve, ESSAY_PART_DELAY_MS));
  return essayModel.reply(request);
}

/**
 * The test solver: the project's scripted model cuts the tasks from the pages' text ("Zadanie N."
 * lines, options A–D), solves each (closed: an option; "Oblicz …": the value with the expression
 * that recomputes it) and, on the fast model, answers the second pass. Each task takes a few
 * hundred milliseconds, so the test's page visibly fills in; task 6 comes without its expression,
 * so the fast model's second pass checks it.
 */
const testSolverModel = createTestSolverModel({
  delays: { '1': 600, '2': 1000, '3': 450, '4': 1200, '5': 750, '6': 900, '7': 1200, '8': 650 },
  noRecompute: ['6'],
});

/**
 * What the vision model reads off a photographed test page: the fixture test's page the photo
 * shows (journeys photograph `pngWithText(TEST_PAGE_n)`, which renders the same bytes here), any
 * other photo as the next of the two pages in turn. Each page has its own scripted reader.
 */
const TEST_PAGES = [TEST_PAGE_1, TEST_PAGE_2];
const pageReaders = TEST_PAGES.map((pageText) => createTestSolverModel({ pageText }));
const pagePhotos = await Promise.all(
  TEST_PAGES.map(async (page) => Buffer.from(await pngWithText(page)).toString('base64')),
);
let unknownPhotos = 0;

function photoOf(request: FakeAiRequest): string {
  const messages: { content?: unknown }[] = request.body.messages ?? [];
  for (const message of messages) {
    if (!Array.isArray(message.content)) continue;
    for (const part of message.content) {
      const url = part?.type === 'image_url' ? String(part.image_url?.url ?? '') : '';
      if (url) return url.slice(url.indexOf(',') + 1);
    }
  }
  return '';
}

function testSolverReply(request: FakeAiRequest): FakeAiReply {
  if (request.action !== 'MATERIAL_TEST_PAGE') return testSolverModel.reply;
  const shown = pagePhotos.indexOf(photoOf(request));
  const index = shown === -1 ? unknownPhotos++ % pageReaders.length : shown;
  return (pageReaders[index] ?? testSolverModel).reply;
}

/**
 * Word bases: the project's scripted model translates the words of its small dictionary (river →
 * rzeka), picks known words out of a material, writes one exercise per word (gap, choice,
 * translation, own sentence in turn) and judges a free answer right when it uses the word in a
 * sentence of three words or more.
 */
const wordBaseModel = createWordBaseModel();
/** The exercises arrive this long after they are asked for, so a journey sees them being prepared. */
const WORD_EXERCISES_DELAY_MS = 1000;

async function wordBaseReply(request: FakeAiRequest): Promise<FakeAiReply> {
  if (schemaNameOf(request) === 'cwiczenia_slowek')
    await new Promise((resolve) => setTimeout(resolve, WORD_EXERCISES_DELAY_MS));
  return wordBaseModel.reply(request);
}

/**
 * Tutors: the project's scripted model writes a plan of three topics and each topic's content with
 * worked exercises. A topic's content arrives this long after it is asked for, so the tutor's page
 * shows its topics being written before they become ready.
 */
const TUTOR_TOPIC_DELAY_MS = 600;

async function tutorsReply(request: FakeAiRequest): Promise<FakeAiReply> {
  if (schemaNameOf(request) === 'tutor_topic')
    await new Promise((resolve) => setTimeout(resolve, TUTOR_TOPIC_DELAY_MS));
  return tutorReply(request);
}

/**
 * The routing table: each tool's actions go to its module's fake model (which tells its calls apart
 * by schema name and action); the chat's title and intent get fixed answers; anything else asking
 * for a structured output (a note from a chat or a quiz) gets a value filling its schema, and a
 * plain text request (a chat answer, a note action) the Polish answer below.
 */
function reply(request: FakeAiRequest): FakeAiReply {
  const action = request.action ?? '';
  if (ESSAY_ACTIONS.has(action)) return essayReply;
  if (TEST_SOLVER_ACTIONS.has(action)) return testSolverReply(request);
  if (WORD_BASE_ACTIONS.has(action)) return wordBaseReply;
  if (QUIZ_ACTIONS.has(action)) return quizModel.reply;
  if (action === 'AI_TUTORING') return tutorsReply;
  // An admin's textbook import: the contents page read as a model would.
  if (LIBRARY_IMPORT_ACTIONS.has(action)) return importModel.reply;
  // The fast model names a conversation, and hears a plain question in every message.
  if (action === 'CHAT_TITLE') return { text: E2E_TITLE };
  if (action === 'CHAT_INTENT') return { text: JSON.stringify({ conversationType: 'DEFAULT', message: '' }) };
  const body = request.body;
  const format = body.response_format;
  if (format?.type === 'json_schema') return { text: JSON.stringify(fill(format.json_schema?.schema)) };
  const messages: { role?: string; content?: unknown }[] = body.messages ?? [];
  const system = messages.filter((m) => m.role === 'system').map((m) => text(m.content));
  const question = text(messages.filter((m) => m.role === 'user').at(-1)?.content);
  if (/powoli/i.test(question)) return { text: slowAnswer(), chunkDelayMs: 300 };
  // Word-sized chunks a little apart: the page shows the answer growing.
  return { text: answer(system.join('\n').includes('[1]')), chunkDelayMs: 15 };
}

const fake = await startFakeOpenAi({ port, defaultReply: reply });
// Playwright waits for this address before starting the journeys (any answer means it is up).
console.log(`fake OpenAI on ${fake.url}`);
