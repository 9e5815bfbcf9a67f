import { setTimeout as sleep } from 'node:timers/promises';
import { ESSAYS } from '../apps/server/src/modules/essays/testing/documents.ts';
import { createEssayModel } from '../apps/server/src/modules/essays/testing/fake-model.ts';
import { QUIZZES } from '../apps/server/src/modules/quizzes/testing/documents.ts';
import { createQuizModel } from '../apps/server/src/modules/quizzes/testing/fake-model.ts';
import { TESTS } from '../apps/server/src/modules/testsolver/testing/documents.ts';
import { createTestSolverModel } from '../apps/server/src/modules/testsolver/testing/fake-model.ts';
import { WORDBASES } from '../apps/server/src/modules/wordbases/testing/documents.ts';
import { CONVERSATIONS, NOTES, SOURCES } from '../apps/server/src/testing/documents.ts';
import {
  type FakeAiReply,
  type FakeAiRequest,
  schemaNameOf,
} from '../apps/server/src/testing/fakes/fake-openai.ts';
import { pdfWithText } from '../apps/server/src/testing/fixtures/documents.ts';
import { POLISH_ESSAY } from '../apps/server/src/testing/fixtures/essays.ts';
import { dataOf, type SessionClient, unchecked } from '../apps/server/src/testing/session-client.ts';
import { mathsWorkspace, newAccount, readMaterial } from './quiz-pupil.ts';
import type { ServerProcess } from './server-process.ts';

/*
 * The Lighthouse entry's pupil (bench/lighthouse.ts), made through the public API against the
 * local fake AI: a maths workspace with an answered chat question, a read material, a note, a quiz
 * with an attempt in progress, an essay being written, a graded essay, a test being solved, a
 * 5,000-word set and a flashcard session. "Being written/solved": the fake holds the essay's parts
 * after the first two and every one of the test's solutions until the entry has measured those
 * pages, so the progress UI is what is measured; then `release()` lets the jobs finish.
 */

/** A chat answer with the Markdown and maths the chat renders (the lazy KaTeX chunk loads for it). */
const ANSWER = [
  'Równanie kwadratowe $ax^2 + bx + c = 0$ rozwiązujemy w trzech krokach:',
  '',
  '1. Liczymy **wyróżnik** $\\Delta = b^2 - 4ac$.',
  '2. Gdy $\\Delta > 0$, są dwa pierwiastki:',
  '',
  '$$x_{1,2} = \\frac{-b \\pm \\sqrt{\\Delta}}{2a}$$',
  '',
  '3. Gdy $\\Delta = 0$, jest jeden pierwiastek podwójny, a gdy $\\Delta < 0$ – brak pierwiastków rzeczywistych.',
  '',
  'Na przykład dla $x^2 - 5x + 6 = 0$ mamy $\\Delta = 1$, więc $x_1 = 2$ i $x_2 = 3$.',
].join('\n');

/** A note as a pupil keeps one: headings, a list and formulas. */
const NOTE = [
  '# Równania kwadratowe',
  '',
  'Postać ogólna: $ax^2 + bx + c = 0$, gdzie $a \\neq 0$.',
  '',
  '## Jak rozwiązywać',
  '',
  '1. Liczymy wyróżnik $\\Delta = b^2 - 4ac$.',
  '2. Gdy $\\Delta > 0$: $x_{1,2} = \\frac{-b \\pm \\sqrt{\\Delta}}{2a}$.',
  '3. Gdy $\\Delta = 0$: jeden pierwiastek $x_0 = \\frac{-b}{2a}$.',
  '',
  '**Uwaga:** przy $\\Delta < 0$ równanie nie ma pierwiastków rzeczywistych.',
].join('\n');

/** The test the pupil photographs: 10 tasks on two pages. */
function testPages(): Promise<Uint8Array> {
  const task = (k: number) => `Zadanie ${k}. (0-1)\nOblicz ${k} + ${k * 3}.`;
  return pdfWithText([
    Array.from({ length: 5 }, (_, i) => task(i + 1)).join('\n'),
    Array.from({ length: 5 }, (_, i) => task(i + 6)).join('\n'),
  ]);
}

/** Essay parts written before the rest are held (the introduction and the first argument). */
const ESSAY_PARTS_WRITTEN = 2;

/** The fake model of every tool the entry measures, with the jobs of "being written" pages held. */
export function lighthouseModel() {
  const essays = createEssayModel();
  const quizzes = createQuizModel();
  const tests = createTestSolverModel();
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let essayParts = 0;
  const reply = async (request: FakeAiRequest): Promise<FakeAiReply> => {
    const schema = schemaNameOf(request) ?? '';
    const held =
      schema === 'rozwiazanie_zadania' ||
      (schema === 'czesc_wypracowania' && ++essayParts > ESSAY_PARTS_WRITTEN);
    if (held) await released;
    if (['quiz_questions', 'quiz_review'].includes(schema)) return quizzes.reply(request);
    if (['zadania_sprawdzianu', 'rozwiazanie_zadania', 'sprawdzenie_wyniku'].includes(schema))
      return tests.reply(request);
    if (schema) return essays.reply(request);
    return { text: request.body.model === 'bench-fast' ? 'Równania kwadratowe' : ANSWER };
  };
  return { reply, release: () => release() };
}

/** Polls `read` every 50 ms until `done`, up to `seconds`. */
async function until<T>(what: string, seconds: number, read: () => Promise<T>, done: (value: T) => boolean) {
  for (const started = Date.now(); ; ) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() - started > seconds * 1000) throw new Error(`${what}: not within ${seconds} s`);
    await sleep(50);
  }
}

async function answeredChat(client: SessionClient, workspaceId: string) {
  const conversation = dataOf(
    await client.gql(CONVERSATIONS.start, { input: { workspaceId } }),
  ).startconversation;
  dataOf(
    await client.gql(CONVERSATIONS.send, {
      input: { conversationId: conversation.id, message: 'Jak rozwiązać równanie kwadratowe?' },
    }),
  );
  const state = await until(
    'the chat answer',
    10,
    async () =>
      dataOf(await client.gql(CONVERSATIONS.get, { input: { id: conversation.id } }))
        .getConversationWorkspaceById,
    (s) => !s.isFetching && s.userMessages[0]?.botResponses[0]?.isFetching === false,
  );
  const answer = state.userMessages[0]?.botResponses[0];
  if (answer?.isError) throw new Error(`the chat answer failed: ${answer.error}`);
  return conversation.id;
}

/** A quiz of 10 closed questions on the material, and an attempt with the first three answered. */
async function quizAttempt(client: SessionClient, workspaceId: string, materialId: string) {
  const set = dataOf(
    await client.gql(SOURCES.update, {
      input: { workspaceId, action: 'QUIZ', sources: [{ type: 'USER_DOC', id: materialId }] },
    }),
  ).updateSources;
  const ordered = dataOf(
    await client.gql(QUIZZES.generate, {
      input: {
        workspaceId,
        sourcesId: set.id,
        questionCount: 10,
        detailScale: 'NORMALNY',
        questionTypes: ['ZAMKNIETE'],
      },
    }),
  ).generatequiz;
  if (ordered.__typename !== 'QuizWorkspace') throw new Error(`generatequiz: ${JSON.stringify(ordered)}`);
  const quiz = await until(
    'the quiz',
    30,
    async () => dataOf(await client.gql(QUIZZES.quiz, { input: { id: ordered.id } })).getQuizWorkspaceById,
    (q) => q.state !== 'INITIAL_PENDING' && q.state !== 'CREATED',
  );
  if (quiz.state !== 'INITIAL_READY') throw new Error(`the quiz ended ${quiz.state}: ${quiz.error}`);
  const result = dataOf(
    await client.gql(QUIZZES.start, { input: { quizWorkspaceId: quiz.id } }),
  ).createQuizResult;
  for (const question of quiz.questions.slice(0, 3)) {
    dataOf(
      await client.gql(QUIZZES.answer, {
        input: { quizResultId: result.id, questionId: question.id, optionId: question.options[1]?.id },
      }),
    );
  }
  return { quizId: quiz.id, resultId: result.id };
}

/** An essay ordered and left writing (its parts are held), and a pasted essay graded. */
async function essays(client: SessionClient, workspaceId: string) {
  const order = {
    temat: 'Czy warto poświęcać się dla innych? Rozważ problem na podstawie lektury obowiązkowej.',
    przedmiot: 'polish',
    poziom: 'MAUTURA_PODSTAWOWA',
  };
  const essay = dataOf(
    await client.gql(
      ESSAYS.generate,
      unchecked({
        input: { ...order, type: 'FULL', liczbaArgumentow: 2, lektury: ['boleslaw-prus-lalka'], workspaceId },
      }),
    ),
  ).generaterozprawka;
  if (essay.__typename !== 'RozprawkaAi') throw new Error(`generaterozprawka: ${JSON.stringify(essay)}`);
  const review = dataOf(
    await client.gql(ESSAYS.review, unchecked({ input: { ...order, content: POLISH_ESSAY, workspaceId } })),
  ).reviewrozprawka;
  if (review.__typename !== 'RozprawkaAiReview')
    throw new Error(`reviewrozprawka: ${JSON.stringify(review)}`);
  const graded = await until(
    'the grading',
    60,
    async () =>
      dataOf(await client.gql(ESSAYS.reviewById, { input: { id: review.id } })).getRozprawkaAiReviewById,
    (r) => r.state === 'FINISHED' || r.state === 'FINALIZATION_REVIEW_FAILED',
  );
  if (graded.state !== 'FINISHED') throw new Error(`the grading ended ${graded.state}`);
  // Writing: two parts are written, the third is held at the fake.
  await until(
    'the essay parts',
    60,
    async () => dataOf(await client.gql(ESSAYS.essay, { input: { id: essay.id } })).getRozprawkaAiById,
    (e) => e.segments.length >= ESSAY_PARTS_WRITTEN,
  );
  return { essayId: essay.id, reviewId: review.id };
}

/** A 10-task test sent as a PDF, its tasks cut and left solving (the solutions are held). */
async function testBeingSolved(client: SessionClient) {
  const sent = await client.upload(TESTS.solve, unchecked({ input: { files: [null] } }), {
    'variables.input.files.0': { bytes: await testPages(), name: 'sprawdzian.pdf', type: 'application/pdf' },
  });
  const test = dataOf(sent).sprawdziansolution;
  if (test.__typename !== 'TestSolver') throw new Error(`sprawdziansolution: ${JSON.stringify(test)}`);
  await until(
    'the test tasks',
    60,
    async () =>
      dataOf(await client.gql(TESTS.tests, {})).getTestSolverByWorkspaceId.find((t) => t.id === test.id),
    (t) => (t?.taskCount ?? 0) >= 10,
  );
  return test.id;
}

/** A typed English set of `count` words, saved 1,000 at a time as the editor saves them. */
async function wordSet(client: SessionClient, workspaceId: string, count: number, name: string) {
  let id: string | undefined;
  for (let from = 0; from < count; from += 1_000) {
    const words = Array.from({ length: Math.min(1_000, count - from) }, (_, i) => ({
      word: `word-${from + i}`,
      translation: `słowo ${from + i}`,
    }));
    id = dataOf(
      await client.gql(WORDBASES.upsert, {
        input: id ? { id, words } : { workspaceId, name, type: 'Language', languageCode: 'en', words },
      }),
    ).upsertwords.id;
  }
  return id as string;
}

export interface LighthouseFixture {
  cookies: Map<string, string>;
  workspaceId: string;
  conversationId: string;
  materialId: string;
  noteId: string;
  quiz: { quizId: string; resultId: string };
  essayId: string;
  reviewId: string;
  testId: string;
  bigWordBaseId: string;
  flashcards: { wordBaseId: string; sessionId: string };
  /** Lets the held jobs go on and waits until the essay is written and the test solved. */
  finishJobs(release: () => void): Promise<void>;
}

/** The verified, onboarded pupil and everything the measured pages show, via the public API. */
export async function preparePupil(server: ServerProcess): Promise<LighthouseFixture> {
  const client = await newAccount(server, `bench.lighthouse.${Date.now()}@example.pl`);
  const workspaceId = (await mathsWorkspace(client)).id;
  const conversationId = await answeredChat(client, workspaceId);
  const materialId = await readMaterial(client, workspaceId);
  const note = dataOf(
    await client.gql(NOTES.edit, { input: { workspaceId, name: 'Równania kwadratowe', content: NOTE } }),
  ).editnote;
  const quiz = await quizAttempt(client, workspaceId, materialId);
  const { essayId, reviewId } = await essays(client, workspaceId);
  const testId = await testBeingSolved(client);
  const bigWordBaseId = await wordSet(client, workspaceId, 5_000, 'Duża baza');
  const small = await wordSet(client, workspaceId, 20, 'Zwierzęta');
  const session = dataOf(
    await client.gql(WORDBASES.start, {
      input: { wordBaseId: small, wordBaseSessionType: 'WORD', count: 20 },
    }),
  ).start;
  return {
    cookies: client.cookies,
    workspaceId,
    conversationId,
    materialId,
    noteId: note.id,
    quiz,
    essayId,
    reviewId,
    testId,
    bigWordBaseId,
    flashcards: { wordBaseId: small, sessionId: session.id },
    async finishJobs(release) {
      release();
      await until(
        'the essay',
        120,
        async () => dataOf(await client.gql(ESSAYS.essay, { input: { id: essayId } })).getRozprawkaAiById,
        (e) => e.state === 'FINISHED' || e.state === 'FINALIZATION_FAILED',
      );
      await until(
        'the test',
        120,
        async () => dataOf(await client.gql(TESTS.test, { input: { id: testId } })).getTestSolverById,
        (t) => t.state !== 'UPLOADING' && t.state !== 'SOLVING',
      );
    },
  };
}
