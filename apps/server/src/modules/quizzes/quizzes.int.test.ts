// Over 400 lines: the quiz tool's life cycle end to end (order, check, take, continue, own), sharing one server and its helpers.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { firstError, sqlRows } from '../../testing/accounts.ts';
import { NOTES, USAGE } from '../../testing/documents.ts';
import { createUser, createWorkspace, fakeAiEnv, type TestUser } from '../../testing/factories.ts';
import { type FakeOpenAi, promptOf, startFakeOpenAi } from '../../testing/fakes/fake-openai.ts';
import { pngWithText } from '../../testing/fixtures/documents.ts';
import { until } from '../../testing/restartable.ts';
import { dataOf, unchecked } from '../../testing/session-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { QUIZZES } from './testing/documents.ts';
import { quizReply, reviewReply } from './testing/fake-model.ts';
import {
  MATHS_TOPIC,
  orderQuiz,
  pupilWithMaterial as pupilOf,
  QUIZ_MATERIAL,
  readyQuiz,
  settledQuiz,
} from './testing/helpers.ts';

let server: TestServer;
let ai: FakeOpenAi;
beforeAll(async () => {
  ai = await startFakeOpenAi({ apiKey: 'sk-test' });
  server = await startTestServer(fakeAiEnv(ai, { vision: 'kreda-vision' }));
});
afterAll(async () => {
  await server?.stop();
  await ai?.stop();
});
beforeEach(() => {
  ai.script();
});

const MATERIAL = QUIZ_MATERIAL;
const maths = MATHS_TOPIC;
const pupilWithMaterial = (topic?: { przedmiot: string; poziom: string }) => pupilOf(server, topic);
const settled = settledQuiz;
type Quiz = Awaited<ReturnType<typeof orderQuiz>>;

const usedQuizzes = async (user: TestUser) =>
  dataOf(await user.client.gql(USAGE.subscription)).getSubscriptionUsage.usage.find(
    (u) => u.action === 'QUIZ_GENERATION',
  )?.usage;

describe('quiz generation', () => {
  it('checks what the model wrote: bad items are sent back once, then dropped; options are shuffled; keys stay on the server', async () => {
    const { user, workspace, sourcesId, material } = await pupilWithMaterial();
    ai.script(
      quizReply({ flaws: { 1: 'keyMissing', 2: 'duplicateOption', 3: 'allOfAbove', 4: 'noPassage' } }),
      quizReply({ flaws: { 1: 'repeat' } }),
    );
    const quiz = await readyQuiz(user, {
      workspaceId: workspace.id,
      sourcesId,
      questionCount: 5,
      detailScale: 'NORMALNY',
      questionTypes: ['ZAMKNIETE'],
    });
    expect(quiz.state).toBe('INITIAL_READY');
    // The first reply had 1 good item of 5; the retry brought 4 replacements, one a repeat.
    expect(quiz.questions).toHaveLength(4);
    expect(quiz.questionCount).toBe(4);
    expect(quiz.notice).toContain('4 z 5');
    const retry = promptOf(ai.requests.filter((r) => r.path.endsWith('/chat/completions')).at(-1) as never);
    expect(retry.user).toContain('odrzucono');
    expect(retry.user).toContain('klucz (correctOptionId) nie wskazuje');
    for (const q of quiz.questions) {
      expect(q.options.map((o) => o.id)).toEqual(['A', 'B', 'C', 'D']);
      expect(new Set(q.options.map((o) => o.text)).size).toBe(4);
    }
    const stored = await sqlRows<{
      correct_option_id: string;
      options: { id: string; text: string }[];
      passage: { sourceId: string };
    }>(
      server,
      sql`select correct_option_id, options, passage from quiz_questions where quiz_id = ${quiz.id}`,
    );
    for (const row of stored) {
      const key = row.options.find((o) => o.id === row.correct_option_id);
      expect(MATERIAL).toContain(key?.text);
      expect(row.passage.sourceId).toBe(material.id);
    }
    expect(await usedQuizzes(user)).toBe(1);
  });

  it('fails in Polish and gives the use back when the model never writes valid JSON', async () => {
    const { user, workspace, sourcesId } = await pupilWithMaterial();
    ai.script(quizReply({ truncated: true }), quizReply({ truncated: true }));
    const ordered = await orderQuiz(user, {
      workspaceId: workspace.id,
      sourcesId,
      questionCount: 5,
      detailScale: 'PROSTSZY',
      questionTypes: ['ZAMKNIETE', 'OTWARTE'],
    });
    // The job is retried twice (5 s, then 10 s later) before it gives up: ~20 s when quiet, more
    // on a loaded machine, so it is given a minute.
    const quiz = await settled(user, ordered.id, 60_000);
    expect(quiz.state).toBe('INITIAL_FAILED');
    expect(quiz.error).toMatch(/AI nie odpowiedziało poprawnie/);
    expect(quiz.questions).toEqual([]);
    expect(await usedQuizzes(user)).toBe(0);
  }, 90_000);

  it('makes a quiz on a set reading from the model’s knowledge, with a note to check the facts', async () => {
    const user = await createUser(server);
    const workspace = await createWorkspace(user, {
      przedmiot: 'polish',
      poziom: 'PODSTAWOWY_OSIEM',
    } as never);
    const [lektura] = await sqlRows<{ id: string; title: string }>(
      server,
      sql`select id, title from lektury order by sort_order limit 1`,
    );
    ai.script(quizReply());
    const quiz = await readyQuiz(user, {
      workspaceId: workspace.id,
      lekturaId: lektura?.id,
      questionCount: 5,
      detailScale: 'NORMALNY',
      questionTypes: ['ZAMKNIETE'],
    });
    expect(quiz).toMatchObject({
      state: 'INITIAL_READY',
      lekturaId: null,
      notice: expect.stringContaining('sprawdź w lekturze'),
    });
    expect(promptOf(ai.requests.at(-1) as never).system).toContain(`„${lektura?.title}”`);
    const flow = dataOf(
      await user.client.gql(QUIZZES.flow, { input: { id: quiz.quizFlowId } }),
    ).getQuizFlowById;
    expect(flow.lektura?.id).toBe(lektura?.id);
  });

  it('stops at the plan’s daily limit of quizzes with a Polish ExecutionError, and orders nothing', async () => {
    const { user, workspace, sourcesId } = await pupilWithMaterial();
    const order = {
      workspaceId: workspace.id,
      sourcesId,
      questionCount: 5,
      detailScale: 'NORMALNY',
      questionTypes: ['ZAMKNIETE'],
    };
    const limit = {
      limit: dataOf(await user.client.gql(USAGE.subscription)).getSubscriptionUsage.usage.find(
        (u) => u.action === 'QUIZ_GENERATION',
      )?.limit,
    };
    expect(limit?.limit).toBeGreaterThan(0);
    for (let i = 0; i < (limit?.limit ?? 0); i++) {
      ai.script(quizReply());
      expect((await readyQuiz(user, order)).state).toBe('INITIAL_READY');
    }
    const refused = dataOf(await user.client.gql(QUIZZES.generate, unchecked({ input: order }))).generatequiz;
    expect(refused).toMatchObject({ __typename: 'ExecutionError', errorCode: 'INSUFFICIENT_RESOURCES' });
    expect((refused as { message: string }).message).toMatch(/limit/i);
    const made = await sqlRows<{ n: number }>(
      server,
      sql`select count(*)::int as n from quizzes where user_id = ${user.id}`,
    );
    expect(made[0]?.n).toBe(limit?.limit);
  });

  it('refuses bad orders with Polish messages and changes nothing', async () => {
    const { user, workspace, sourcesId } = await pupilWithMaterial({
      przedmiot: 'polish',
      poziom: 'PODSTAWOWY_OSIEM',
    });
    const base = {
      workspaceId: workspace.id,
      sourcesId,
      questionCount: 10,
      detailScale: 'NORMALNY',
      questionTypes: ['ZAMKNIETE'],
    };
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ questionCount: 4 }, 'questionCount', /od 5 do 30/],
      [{ questionCount: 31 }, 'questionCount', /od 5 do 30/],
      [{ questionTypes: [] }, 'questionTypes', /rodzaj pytań/],
      [{ lekturaId: 'pan-tadeusz' }, 'sourcesId', /jedno źródło/],
      [{ sourcesId: null }, 'sourcesId', /jedno źródło/],
      [{ type: 'PRACTICE' }, 'type', /matematyce/],
    ];
    for (const [change, field, message] of cases) {
      const body = (await user.client.gql(QUIZZES.generate, unchecked({ input: { ...base, ...change } })))
        .body;
      const error = firstError(body);
      expect(error.code, JSON.stringify(change)).toBe('BAD_USER_INPUT');
      expect(error.fields?.[field]).toMatch(message);
    }
    const count = await sqlRows<{ n: number }>(
      server,
      sql`select count(*)::int as n from quizzes where user_id = ${user.id}`,
    );
    expect(count[0]?.n).toBe(0);
    expect(await usedQuizzes(user)).toBe(0);
  });
});

describe('taking a quiz', () => {
  it('practice mode: each answer is judged at once, open ones by an AI review with partial credit, values by value', async () => {
    const { user, workspace, sourcesId, material } = await pupilWithMaterial();
    ai.script(quizReply());
    const quiz = await readyQuiz(user, {
      workspaceId: workspace.id,
      sourcesId,
      questionCount: 6,
      detailScale: 'NORMALNY',
      questionTypes: ['ZAMKNIETE', 'OTWARTE'],
      type: 'PRACTICE',
    });
    expect(quiz.questions).toHaveLength(6);
    const attempt = dataOf(
      await user.client.gql(QUIZZES.start, { input: { quizWorkspaceId: quiz.id } }),
    ).createQuizResult;
    expect(attempt).toMatchObject({ isFinished: false, instantFeedback: true, score: 0, maxScore: 9 });
    const again = dataOf(
      await user.client.gql(QUIZZES.start, { input: { quizWorkspaceId: quiz.id } }),
    ).createQuizResult;
    expect(again.id).toBe(attempt.id);

    const [closed, open] = quiz.questions;
    const stored = await sqlRows<{ correct_option_id: string }>(
      server,
      sql`select correct_option_id from quiz_questions where id = ${closed?.id}`,
    );
    const right = dataOf(
      await user.client.gql(QUIZZES.answer, {
        input: {
          quizResultId: attempt.id,
          questionId: closed?.id as string,
          optionId: stored[0]?.correct_option_id,
        },
      }),
    ).submitAnswer;
    expect(right).toMatchObject({
      isCorrect: true,
      points: 1,
      correctOptionId: stored[0]?.correct_option_id,
    });
    expect(right.citation).toMatchObject({
      sourceKind: 'USER_DOC',
      sourceId: material.id,
      sourceName: 'Ułamki – lekcja',
    });
    expect(MATERIAL).toContain(right.citation?.text);

    // A practice value: "\frac{3}{4}" is expected for question 2 of this reply; "0,75" is the same value.
    const reference = await sqlRows<{ reference_answer: string }>(
      server,
      sql`select reference_answer from quiz_questions where id = ${open?.id}`,
    );
    const n = Number(/\\frac\{(\d+)\}\{4\}/.exec(reference[0]?.reference_answer ?? '')?.[1]);
    const value = dataOf(
      await user.client.gql(QUIZZES.answer, {
        input: {
          quizResultId: attempt.id,
          questionId: open?.id as string,
          answer: String(n / 4).replace('.', ','),
        },
      }),
    ).submitAnswer;
    expect(value).toMatchObject({ isCorrect: true, points: 2, isReviewing: false });

    // Words where a value is expected go to the AI review, which gives partial credit.
    ai.script(reviewReply({ points: 1 }));
    const words = dataOf(
      await user.client.gql(QUIZZES.answer, {
        input: {
          quizResultId: attempt.id,
          questionId: quiz.questions[3]?.id as string,
          answer: 'trzy czwarte chyba',
        },
      }),
    ).submitAnswer;
    expect(words).toMatchObject({ isReviewing: true, isCorrect: null });
    const reviewed = await until(
      async () =>
        dataOf(await user.client.gql(QUIZZES.result, { input: { id: attempt.id } })).getQuizResultById,
      (r) => !r.isReviewing,
      20_000,
      50,
    );
    const review = reviewed.quizAnswers.find((a) => a.id === words.id);
    expect(review).toMatchObject({
      isCorrect: false,
      points: 1,
      review: { good: expect.any(String), missing: expect.any(String) },
    });
    const reviewRequest = ai.requests.at(-1);
    expect(reviewRequest?.body.temperature).toBe(0);
    expect(promptOf(reviewRequest as never).system).toContain('Wzorcowa odpowiedź');

    const finished = dataOf(
      await user.client.gql(QUIZZES.finish, { input: { quizResultId: attempt.id } }),
    ).submitQuizResult;
    expect(finished).toMatchObject({ isFinished: true, score: 4, maxScore: 9, percent: 44 });
  });

  it('test mode hides results until the end; refuses a second answer, a foreign question and a finished attempt', async () => {
    const { user, workspace, sourcesId } = await pupilWithMaterial();
    ai.script(quizReply());
    const quiz = await readyQuiz(user, {
      workspaceId: workspace.id,
      sourcesId,
      questionCount: 5,
      detailScale: 'TRUDNIEJSZY',
      questionTypes: ['ZAMKNIETE'],
    });
    const other = await pupilWithMaterial();
    ai.script(quizReply());
    const otherQuiz = await readyQuiz(other.user, {
      workspaceId: other.workspace.id,
      sourcesId: other.sourcesId,
      questionCount: 5,
      detailScale: 'NORMALNY',
      questionTypes: ['ZAMKNIETE'],
    });

    const attempt = dataOf(
      await user.client.gql(QUIZZES.start, { input: { quizWorkspaceId: quiz.id, instantFeedback: false } }),
    ).createQuizResult;
    const q = quiz.questions[0];
    const answered = dataOf(
      await user.client.gql(QUIZZES.answer, {
        input: { quizResultId: attempt.id, questionId: q?.id as string, optionId: 'A' },
      }),
    ).submitAnswer;
    expect(answered).toMatchObject({
      optionId: 'A',
      isCorrect: null,
      points: null,
      correctOptionId: null,
      explanation: null,
      citation: null,
    });
    const hidden = dataOf(
      await user.client.gql(QUIZZES.result, { input: { id: attempt.id } }),
    ).getQuizResultById;
    expect(hidden).toMatchObject({ score: null, percent: null });

    const refusals: [Record<string, unknown>, RegExp][] = [
      [{ questionId: q?.id, optionId: 'B' }, /ma już odpowiedź/],
      [{ questionId: otherQuiz.questions[0]?.id, optionId: 'A' }, /nie ma w tym quizie/],
      [{ questionId: quiz.questions[1]?.id, optionId: 'Z' }, /Wybierz jedną z odpowiedzi/],
      [{ questionId: quiz.questions[1]?.id }, /Wybierz jedną z odpowiedzi/],
    ];
    for (const [change, message] of refusals) {
      const body = (
        await user.client.gql(QUIZZES.answer, unchecked({ input: { quizResultId: attempt.id, ...change } }))
      ).body;
      expect(firstError(body).code).toBe('BAD_USER_INPUT');
      expect(JSON.stringify(firstError(body).fields)).toMatch(message);
    }
    const finished = dataOf(
      await user.client.gql(QUIZZES.finish, { input: { quizResultId: attempt.id } }),
    ).submitQuizResult;
    expect(finished.isFinished).toBe(true);
    expect(finished.quizAnswers[0]?.correctOptionId).toMatch(/^[A-D]$/);
    expect(finished.percent).toBe(finished.quizAnswers[0]?.isCorrect ? 20 : 0);
    const late = (
      await user.client.gql(QUIZZES.answer, {
        input: { quizResultId: attempt.id, questionId: quiz.questions[1]?.id as string, optionId: 'A' },
      })
    ).body;
    expect(firstError(late).fields?.quizResultId).toBe('To podejście jest już zakończone.');
    const twice = (await user.client.gql(QUIZZES.finish, { input: { quizResultId: attempt.id } })).body;
    expect(firstError(twice).fields?.quizResultId).toBe('To podejście jest już zakończone.');
    const answers = await sqlRows<{ n: number }>(
      server,
      sql`select count(*)::int as n from quiz_answers where quiz_result_id = ${attempt.id}`,
    );
    expect(answers[0]?.n).toBe(1);
  });
});

describe('quiz flows', () => {
  it('"Kolejny quiz" asks about what was not asked yet; "Powtórz błędy" repeats only the mistakes', async () => {
    const { user, workspace, sourcesId, material } = await pupilWithMaterial();
    ai.script(quizReply());
    const first = await readyQuiz(user, {
      workspaceId: workspace.id,
      sourcesId,
      questionCount: 5,
      detailScale: 'NORMALNY',
      questionTypes: ['ZAMKNIETE'],
    });
    const attempt = dataOf(
      await user.client.gql(QUIZZES.start, { input: { quizWorkspaceId: first.id } }),
    ).createQuizResult;
    const keys = await sqlRows<{ id: string; correct_option_id: string }>(
      server,
      sql`select id, correct_option_id from quiz_questions where quiz_id = ${first.id} order by "order"`,
    );
    for (const [i, key] of keys.entries()) {
      const optionId = i < 3 ? key.correct_option_id : key.correct_option_id === 'A' ? 'B' : 'A';
      await user.client.gql(QUIZZES.answer, {
        input: { quizResultId: attempt.id, questionId: key.id, optionId },
      });
    }
    await user.client.gql(QUIZZES.finish, { input: { quizResultId: attempt.id } });

    ai.script(quizReply({ tag: 'kolejny' }));
    const next = (await user.client.gql(QUIZZES.continue, { input: { quizFlowId: first.quizFlowId } })).body
      .data?.generatequizcontinue as Quiz;
    expect(next.__typename).toBe('QuizWorkspace');
    const nextReady = await settled(user, next.id);
    expect(nextReady).toMatchObject({
      state: 'INITIAL_READY',
      quizFlowId: first.quizFlowId,
      fromMistakes: false,
    });
    expect(promptOf(ai.requests.at(-1) as never).system).toContain('Pytania, które już były');

    ai.script(quizReply({ tag: 'powtórka' }));
    const retry = (
      await user.client.gql(QUIZZES.continue, {
        input: { quizFlowId: first.quizFlowId, quizResultId: attempt.id },
      })
    ).body.data?.generatequizcontinue as Quiz;
    const retryReady = await settled(user, retry.id);
    expect(retryReady).toMatchObject({ state: 'INITIAL_READY', fromMistakes: true, requestedCount: 2 });
    const prompt = promptOf(ai.requests.at(-1) as never).system;
    expect(prompt).toContain('Uczeń pomylił się w tych pytaniach');

    const flow = dataOf(
      await user.client.gql(QUIZZES.flow, { input: { id: first.quizFlowId } }),
    ).getQuizFlowById;
    expect(flow).toMatchObject({ userDocId: material.id, score: 60 });
    expect(flow.quizzes).toHaveLength(3);
    const ofDoc = dataOf(
      await user.client.gql(QUIZZES.flowsOfDoc, { input: { userDocId: material.id } }),
    ).getQuizFlowByUserDocId;
    expect(ofDoc.map((f) => f.id)).toEqual([first.quizFlowId]);

    const fingerprints = await sqlRows<{ n: number; d: number }>(
      server,
      sql`select count(*)::int as n, count(distinct fingerprint)::int as d from quiz_questions where quiz_flow_id = ${first.quizFlowId}`,
    );
    expect(fingerprints[0]?.n).toBe(fingerprints[0]?.d);

    // Deleting the quizzes one by one removes the flow with the last one.
    for (const quiz of flow.quizzes) {
      const removed = dataOf(
        await user.client.gql(QUIZZES.remove, { input: { id: quiz.id } }),
      ).deleteQuizWorkspace;
      expect(removed.success).toBe(true);
    }
    const gone = (await user.client.gql(QUIZZES.flow, { input: { id: first.quizFlowId } })).body;
    expect(firstError(gone).code).toBe('NOT_FOUND');
    const left = await sqlRows<{ n: number }>(
      server,
      sql`select (select count(*) from quiz_results where user_id = ${user.id}) + (select count(*) from quiz_answers where user_id = ${user.id}) + (select count(*) from quiz_questions where user_id = ${user.id}) as n`,
    );
    expect(Number(left[0]?.n)).toBe(0);
  });
});

describe('quiz ownership', () => {
  it('another pupil can neither see nor touch a quiz, its flow, attempts or answers', async () => {
    const { user: owner, workspace, sourcesId, material } = await pupilWithMaterial();
    ai.script(quizReply());
    const quiz = await readyQuiz(owner, {
      workspaceId: workspace.id,
      sourcesId,
      questionCount: 5,
      detailScale: 'NORMALNY',
      questionTypes: ['ZAMKNIETE'],
    });
    const attempt = dataOf(
      await owner.client.gql(QUIZZES.start, { input: { quizWorkspaceId: quiz.id } }),
    ).createQuizResult;
    const stranger = await createUser(server);
    const strangerWorkspace = await createWorkspace(stranger, maths);
    const q = quiz.questions[0]?.id as string;
    const attempts: [string, Promise<{ body: { errors?: unknown[] } }>][] = [
      ['getQuizWorkspaceById', stranger.client.gql(QUIZZES.quiz, { input: { id: quiz.id } })],
      ['getQuizFlowById', stranger.client.gql(QUIZZES.flow, { input: { id: quiz.quizFlowId } })],
      ['getQuizResultById', stranger.client.gql(QUIZZES.result, { input: { id: attempt.id } })],
      [
        'getQuizWorkspaceByWorkspaceId',
        stranger.client.gql(QUIZZES.quizzes, { input: { workspaceId: workspace.id } }),
      ],
      [
        'getQuizFlowByWorkspaceId',
        stranger.client.gql(QUIZZES.flows, { input: { workspaceId: workspace.id } }),
      ],
      ['createQuizResult', stranger.client.gql(QUIZZES.start, { input: { quizWorkspaceId: quiz.id } })],
      [
        'submitAnswer',
        stranger.client.gql(QUIZZES.answer, {
          input: { quizResultId: attempt.id, questionId: q, optionId: 'A' },
        }),
      ],
      ['submitQuizResult', stranger.client.gql(QUIZZES.finish, { input: { quizResultId: attempt.id } })],
      ['deleteQuizWorkspace', stranger.client.gql(QUIZZES.remove, { input: { id: quiz.id } })],
      [
        'generatequizcontinue',
        stranger.client.gql(QUIZZES.continue, { input: { quizFlowId: quiz.quizFlowId } }),
      ],
      [
        'generatequiz (their set, own workspace)',
        stranger.client.gql(
          QUIZZES.generate,
          unchecked({
            input: {
              workspaceId: strangerWorkspace.id,
              sourcesId,
              questionCount: 5,
              detailScale: 'NORMALNY',
              questionTypes: ['ZAMKNIETE'],
            },
          }),
        ),
      ],
      [
        'generatequiz (their workspace)',
        stranger.client.gql(
          QUIZZES.generate,
          unchecked({
            input: {
              workspaceId: workspace.id,
              sourcesId,
              questionCount: 5,
              detailScale: 'NORMALNY',
              questionTypes: ['ZAMKNIETE'],
            },
          }),
        ),
      ],
    ];
    for (const [name, request] of attempts) {
      const body = (await request).body as never;
      expect(firstError(body).code, name).toBe('NOT_FOUND');
    }
    const ofDoc = dataOf(
      await stranger.client.gql(QUIZZES.flowsOfDoc, { input: { userDocId: material.id } }),
    ).getQuizFlowByUserDocId;
    expect(ofDoc).toEqual([]);
    const still = dataOf(
      await owner.client.gql(QUIZZES.result, { input: { id: attempt.id } }),
    ).getQuizResultById;
    expect(still).toMatchObject({ isFinished: false, quizAnswers: [] });
    const theirs = await sqlRows<{ n: number }>(
      server,
      sql`select count(*)::int as n from quizzes where user_id = ${stranger.id}`,
    );
    expect(theirs[0]?.n).toBe(0);
  });

  it('refuses everything to a visitor who is not signed in', async () => {
    const { user, workspace, sourcesId } = await pupilWithMaterial();
    ai.script(quizReply());
    const quiz = await readyQuiz(user, {
      workspaceId: workspace.id,
      sourcesId,
      questionCount: 5,
      detailScale: 'NORMALNY',
      questionTypes: ['ZAMKNIETE'],
    });
    const body = (await server.gql(String(QUIZZES.quiz), { input: { id: quiz.id } })).body;
    expect(firstError(body as never).code).toBe('UNAUTHENTICATED');
  });
});

describe('a note from mistakes', () => {
  it('explains what a finished attempt got wrong in a QUIZ_GENERATED note of the workspace, for its owner only', async () => {
    const { user, workspace, sourcesId } = await pupilWithMaterial();
    ai.script(quizReply());
    const quiz = await readyQuiz(user, {
      workspaceId: workspace.id,
      sourcesId,
      questionCount: 5,
      detailScale: 'NORMALNY',
      questionTypes: ['ZAMKNIETE'],
    });
    const attempt = dataOf(
      await user.client.gql(QUIZZES.start, { input: { quizWorkspaceId: quiz.id } }),
    ).createQuizResult;
    const early = (await user.client.gql(NOTES.fromChat, { input: { quizResultId: attempt.id } })).body;
    expect(firstError(early).fields?.quizResultId).toMatch(/Najpierw zakończ quiz/);
    const [first] = await sqlRows<{ id: string; correct_option_id: string; question: string }>(
      server,
      sql`select id, correct_option_id, question from quiz_questions where quiz_id = ${quiz.id} and "order" = 1`,
    );
    const wrong = first?.correct_option_id === 'A' ? 'B' : 'A';
    await user.client.gql(QUIZZES.answer, {
      input: { quizResultId: attempt.id, questionId: first?.id as string, optionId: wrong },
    });
    await user.client.gql(QUIZZES.finish, { input: { quizResultId: attempt.id } });

    const stranger = await createUser(server);
    const theirs = (await stranger.client.gql(NOTES.fromChat, { input: { quizResultId: attempt.id } })).body;
    expect(firstError(theirs).code).toBe('NOT_FOUND');
    const both = (
      await user.client.gql(NOTES.fromChat, {
        input: { quizResultId: attempt.id, conversationId: '00000000-0000-4000-8000-000000000000' },
      })
    ).body;
    expect(firstError(both).code).toBe('BAD_USER_INPUT');

    ai.script({
      text: JSON.stringify({
        title: 'Ułamki – moje błędy',
        content: '## Mianownik\n\nMianownik mówi, na ile części dzielimy.',
      }),
    });
    const note = dataOf(
      await user.client.gql(NOTES.fromChat, { input: { quizResultId: attempt.id } }),
    ).generateainotatkaAiNote;
    expect(note).toMatchObject({
      workspaceId: workspace.id,
      name: 'Ułamki – moje błędy',
      action: 'QUIZ_GENERATED',
      sourcesId,
    });
    const prompt = promptOf(ai.requests.at(-1) as never).user;
    expect(prompt).toContain(first?.question);
    expect(prompt).toContain('Poprawna odpowiedź');
    const notes = await sqlRows<{ n: number }>(
      server,
      sql`select count(*)::int as n from ai_notes where user_id = ${stranger.id}`,
    );
    expect(notes[0]?.n).toBe(0);
  });
});

describe('a photographed answer', () => {
  it('reads a handwritten solution with the vision model, keeps the photo on the answer and reviews what it says', async () => {
    const { user, workspace, sourcesId } = await pupilWithMaterial();
    ai.script(quizReply());
    const quiz = await readyQuiz(user, {
      workspaceId: workspace.id,
      sourcesId,
      questionCount: 5,
      detailScale: 'NORMALNY',
      questionTypes: ['OTWARTE'],
    });
    const attempt = dataOf(
      await user.client.gql(QUIZZES.start, { input: { quizWorkspaceId: quiz.id } }),
    ).createQuizResult;
    const [first, second] = quiz.questions;
    const photo = await pngWithText('Mianownik dzieli całość');
    const send = (questionId: string, bytes: Uint8Array, name: string, answer?: string) =>
      user.client.upload(
        QUIZZES.answer,
        { input: { quizResultId: attempt.id, questionId, file: null, ...(answer ? { answer } : {}) } },
        { 'variables.input.file': { bytes, name } },
      );

    const notPhoto = (await send(first?.id as string, new TextEncoder().encode('tekst'), 'a.txt')).body;
    expect(firstError(notPhoto).fields?.file).toMatch(/zdjęcie rozwiązania/);
    ai.script({ text: 'BRAK ROZWIĄZANIA' });
    const blank = (await send(first?.id as string, photo, 'pusta.png')).body;
    expect(firstError(blank).fields?.file).toMatch(/Nie udało się odczytać/);
    expect(
      await sqlRows(server, sql`select id from quiz_answers where quiz_result_id = ${attempt.id}`),
    ).toEqual([]);

    ai.script({ text: 'Mianownik mówi, na ile części dzielimy całość.' }, reviewReply({ points: 2 }));
    const answered = dataOf(
      await send(first?.id as string, photo, 'rozwiazanie.png', 'Moje rozwiązanie:'),
    ).submitAnswer;
    expect(answered).toMatchObject({
      userAnswer: 'Moje rozwiązanie:\n\nMianownik mówi, na ile części dzielimy całość.',
      isReviewing: true,
      fileId: expect.any(String),
      fileUrl: expect.stringContaining(answered.fileId as string),
    });
    const vision = ai.requests.find((r) => r.body.model === 'kreda-vision');
    expect(JSON.stringify(vision?.body.messages)).toContain('image');
    const reviewed = await until(
      async () =>
        dataOf(await user.client.gql(QUIZZES.result, { input: { id: attempt.id } })).getQuizResultById,
      (r) => !r.isReviewing,
      20_000,
      50,
    );
    expect(reviewed.quizAnswers[0]).toMatchObject({ isCorrect: true, points: 2, fileId: answered.fileId });
    const files = await sqlRows<{ n: number }>(
      server,
      sql`select count(*)::int as n from files where id = ${answered.fileId}`,
    );
    expect(files[0]?.n).toBe(1);

    // A second answer to the same question is refused, and its photo is not kept.
    ai.script({ text: 'Inna odpowiedź.' });
    const again = (await send(first?.id as string, photo, 'znowu.png')).body;
    expect(firstError(again).fields?.questionId).toBe('To pytanie ma już odpowiedź.');
    const mine = await sqlRows<{ n: number }>(
      server,
      sql`select count(*)::int as n from files where user_id = ${user.id}`,
    );
    expect(mine[0]?.n).toBe(1);
    expect(second?.kind).toBe('OTWARTE');
  });
});
