import { setTimeout as sleep } from 'node:timers/promises';
import { QUIZZES } from '../apps/server/src/modules/quizzes/testing/documents.ts';
import { quizReply } from '../apps/server/src/modules/quizzes/testing/fake-model.ts';
import { TESTS } from '../apps/server/src/modules/testsolver/testing/documents.ts';
import { createTestSolverModel } from '../apps/server/src/modules/testsolver/testing/fake-model.ts';
import { WORDBASES } from '../apps/server/src/modules/wordbases/testing/documents.ts';
import {
  type FakeOpenAi,
  schemaNameOf,
  startFakeOpenAi,
} from '../apps/server/src/testing/fakes/fake-openai.ts';
import { dataOf, type SessionClient, unchecked } from '../apps/server/src/testing/session-client.ts';
import { newPupil } from './quiz-pupil.ts';
import { type ServerProcess, startServerProcess } from './server-process.ts';
import { testPages } from './testsolver.ts';

/*
 * What the INP entry (bench/inp.ts) taps on, made through the public API as a pupil would: a word
 * set with a flashcard session, quizzes ready to answer in practice mode, and a solved test.
 */

/** Cards in the flashcard session: each is turned and rated once. */
export const FLASHCARDS = 12;
/** Questions per quiz (closed); two quizzes give 20 questions to answer. */
export const QUIZ_QUESTIONS = 10;
const QUIZZES_MADE = 2;
const WAIT_MS = 60_000;

export interface InpFixture {
  /** The pupil's cookies, for the browser. */
  cookies: Map<string, string>;
  workspaceId: string;
  wordBaseId: string;
  /** A fresh flashcard session of FLASHCARDS new words. */
  flashcardSessionId: string;
  /** Quizzes of QUIZ_QUESTIONS closed questions, each with a practice attempt started. */
  quizAttempts: { quizId: string; resultId: string }[];
  /** A solved test of 10 tasks (in the task solver's own workspace). */
  testId: string;
}

/** The built server against the local fake AI: quizzes from quizReply, the test solver's model for tests. */
export async function startInpServer(
  root: string,
  mainFile: string,
): Promise<{ server: ServerProcess; fake: FakeOpenAi }> {
  const writeQuiz = quizReply();
  const tests = createTestSolverModel();
  const fake = await startFakeOpenAi({
    apiKey: 'bench',
    defaultReply: (request) => {
      if (schemaNameOf(request) === 'quiz_questions') return writeQuiz(request);
      return tests.reply(request);
    },
  });
  try {
    const server = await startServerProcess(mainFile, root, {
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: fake.url,
      AI_API_KEY: 'bench',
      AI_MODEL: 'bench-main',
      TEST_SOLVER_CONCURRENCY: '10',
    });
    return { server, fake };
  } catch (error) {
    await fake.stop();
    throw error;
  }
}

async function until<T>(what: string, read: () => Promise<T | null>): Promise<T> {
  const started = performance.now();
  for (;;) {
    const value = await read();
    if (value !== null) return value;
    if (performance.now() - started > WAIT_MS) throw new Error(`${what}: not within ${WAIT_MS / 1000} s`);
    await sleep(50);
  }
}

/** A typed English set of `count` words with translations and examples, and a session of FLASHCARDS of them. */
async function flashcards(client: SessionClient, workspaceId: string) {
  const words = Array.from({ length: FLASHCARDS * 2 }, (_, i) => ({
    word: `word ${i + 1}`,
    translation: `słowo ${i + 1}`,
    usageExample: `This is the example sentence of word ${i + 1}.`,
  }));
  const base = dataOf(
    await client.gql(WORDBASES.upsert, {
      input: { workspaceId, name: 'Fiszki do pomiaru', type: 'Language', languageCode: 'en', words },
    }),
  ).upsertwords;
  const session = dataOf(
    await client.gql(WORDBASES.start, {
      input: { wordBaseId: base.id, wordBaseSessionType: 'WORD', count: FLASHCARDS },
    }),
  ).start;
  return { wordBaseId: base.id, sessionId: session.id };
}

/** A quiz of QUIZ_QUESTIONS closed questions from the pupil's material, ready, with a practice attempt. */
async function quizAttempt(client: SessionClient, workspaceId: string, sourcesId: string) {
  const ordered = dataOf(
    await client.gql(QUIZZES.generate, {
      input: {
        workspaceId,
        sourcesId,
        questionCount: QUIZ_QUESTIONS,
        detailScale: 'NORMALNY',
        questionTypes: ['ZAMKNIETE'],
      },
    }),
  ).generatequiz;
  if (ordered.__typename !== 'QuizWorkspace')
    throw new Error(`generatequiz refused: ${JSON.stringify(ordered)}`);
  await until('the quiz', async () => {
    const quiz = dataOf(await client.gql(QUIZZES.quiz, { input: { id: ordered.id } })).getQuizWorkspaceById;
    if (quiz.state === 'INITIAL_FAILED') throw new Error(`the quiz failed: ${quiz.error}`);
    return quiz.state === 'INITIAL_READY' ? quiz : null;
  });
  const result = dataOf(
    await client.gql(QUIZZES.start, { input: { quizWorkspaceId: ordered.id, instantFeedback: true } }),
  ).createQuizResult;
  return { quizId: ordered.id, resultId: result.id };
}

/** A 10-task test sent as a PDF, once every task is solved. */
async function solvedTest(client: SessionClient): Promise<string> {
  const sent = await client.upload(TESTS.solve, unchecked({ input: { files: [null] } }), {
    'variables.input.files.0': { bytes: await testPages(), name: 'sprawdzian.pdf', type: 'application/pdf' },
  });
  const test = dataOf(sent).sprawdziansolution;
  if (test.__typename !== 'TestSolver')
    throw new Error(`sprawdziansolution refused: ${JSON.stringify(test)}`);
  await until('the test', async () => {
    const now = dataOf(await client.gql(TESTS.tests, {})).getTestSolverByWorkspaceId.find(
      (t) => t.id === test.id,
    );
    if (now && now.state !== 'UPLOADING' && now.state !== 'SOLVING' && now.state !== 'SOLVED')
      throw new Error(`the test ended ${now.state}`);
    return now?.state === 'SOLVED' ? now : null;
  });
  return test.id;
}

/** One pupil with everything the INP entry taps on. */
export async function prepareInpPupil(server: ServerProcess): Promise<InpFixture> {
  const pupil = await newPupil(server, 0);
  try {
    const { client, workspaceId } = pupil;
    const cards = await flashcards(client, workspaceId);
    const quizAttempts = [];
    for (let i = 0; i < QUIZZES_MADE; i++)
      quizAttempts.push(await quizAttempt(client, workspaceId, pupil.sourcesId));
    const testId = await solvedTest(client);
    return {
      cookies: client.cookies,
      workspaceId,
      wordBaseId: cards.wordBaseId,
      flashcardSessionId: cards.sessionId,
      quizAttempts,
      testId,
    };
  } finally {
    await pupil.close();
  }
}
