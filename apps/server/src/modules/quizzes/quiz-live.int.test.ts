import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError } from '../../testing/accounts.ts';
import { createUser, fakeAiEnv } from '../../testing/factories.ts';
import { type FakeOpenAi, startFakeOpenAi } from '../../testing/fakes/fake-openai.ts';
import { newPlace, type Place, rows, serverHandle, startIn } from '../../testing/restartable.ts';
import { collectEvents, dataOf, subscriptionRequest, wsClient } from '../../testing/session-client.ts';
import { QUIZZES } from './testing/documents.ts';
import { quizReply, reviewReply } from './testing/fake-model.ts';
import { orderQuiz, pupilWithMaterial, readyQuiz, settledQuiz } from './testing/helpers.ts';

/*
 * What a pupil's page lives on: a quiz's states and an attempt's reviews arrive as events, only to
 * their owner; and a quiz being written when the server stops is finished after the restart, once.
 */

let ai: FakeOpenAi;
beforeAll(async () => {
  ai = await startFakeOpenAi({ apiKey: 'sk-test', defaultReply: quizReply() });
});
afterAll(async () => {
  await ai?.stop();
});

const order = (workspaceId: string, sourcesId: string) => ({
  workspaceId,
  sourcesId,
  questionCount: 5,
  detailScale: 'NORMALNY',
  questionTypes: ['ZAMKNIETE', 'OTWARTE'],
});

describe('live quizzes', () => {
  let place: Place;
  let s: ReturnType<typeof serverHandle>;
  beforeAll(async () => {
    place = await newPlace(fakeAiEnv(ai));
    s = serverHandle(place);
    await startIn(place, s);
  });
  afterAll(async () => {
    await s?.stop();
    await place?.drop();
  });

  it('tells the owner each state of a quiz being written and each review of an attempt, and nobody else', async () => {
    const { user, workspace, sourcesId } = await pupilWithMaterial(s);
    const stranger = await createUser(s);
    const mine = wsClient(s, user.client.cookieHeader());
    const theirs = wsClient(s, stranger.client.cookieHeader());
    try {
      const states = collectEvents<{ newQuizWorkspace: { id: string; state: string } }>(
        mine,
        subscriptionRequest(QUIZZES.newQuiz, { input: { workspaceId: workspace.id } }),
        (events) => events.some((e) => e.newQuizWorkspace.state === 'INITIAL_READY'),
      );
      const spying = collectEvents(
        theirs,
        subscriptionRequest(QUIZZES.newQuiz, { input: { workspaceId: workspace.id } }),
        () => true,
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      const quiz = await orderQuiz(user, order(workspace.id, sourcesId));
      await states.finished;
      expect(states.events.map((e) => e.newQuizWorkspace.state)).toEqual([
        'CREATED',
        'INITIAL_PENDING',
        'INITIAL_READY',
      ]);
      await spying.finished;
      expect(JSON.stringify(spying.errors)).toContain('NOT_FOUND');

      const ready = await settledQuiz(user, quiz.id);
      const attempt = dataOf(
        await user.client.gql(QUIZZES.start, { input: { quizWorkspaceId: ready.id } }),
      ).createQuizResult;
      const reviews = collectEvents<{ updateQuizResult: { isReviewing: boolean } }>(
        mine,
        subscriptionRequest(QUIZZES.resultEvents, { input: { quizResultId: attempt.id } }),
        (events) => events.some((e) => !e.updateQuizResult.isReviewing),
      );
      const peeking = collectEvents(
        theirs,
        subscriptionRequest(QUIZZES.resultEvents, { input: { quizResultId: attempt.id } }),
        () => true,
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      ai.script(reviewReply({ points: 2 }));
      const open = ready.questions.find((q) => q.kind === 'OTWARTE');
      await user.client.gql(QUIZZES.answer, {
        input: {
          quizResultId: attempt.id,
          questionId: open?.id as string,
          answer: 'Mianownik mówi, na ile części dzielimy.',
        },
      });
      await reviews.finished;
      expect(reviews.events.at(0)?.updateQuizResult.isReviewing).toBe(true);
      expect(reviews.events.at(-1)?.updateQuizResult.isReviewing).toBe(false);
      await peeking.finished;
      expect(JSON.stringify(peeking.errors)).toContain('NOT_FOUND');
    } finally {
      await mine.dispose();
      await theirs.dispose();
    }
  });

  it('finishes a quiz the server was writing when it stopped, once, after the restart', async () => {
    const { user, workspace, sourcesId } = await pupilWithMaterial(s);
    ai.hold();
    const before = ai.requests.length;
    const quiz = await orderQuiz(user, order(workspace.id, sourcesId));
    await ai.waitForRequests(before + 1);
    await s.runtime.stop();
    ai.release();
    await startIn(place, s);
    const ready = await settledQuiz(user, quiz.id, 60_000);
    expect(ready.state).toBe('INITIAL_READY');
    expect(ready.questions).toHaveLength(5);
    const saved = await rows<{ n: number }>(
      s.database,
      sql`select count(*)::int as n from quiz_questions where quiz_id = ${quiz.id}`,
    );
    expect(saved[0]?.n).toBe(5);
    // The use was counted once, when the quiz was ordered.
    const used = await rows<{ used: number }>(
      s.database,
      sql`select used from usage_counters where user_id = ${user.id} and action = 'QUIZ_GENERATION'`,
    );
    expect(used.map((r) => r.used)).toEqual([1]);
    // And the pupil can take it.
    const started = (await user.client.gql(QUIZZES.start, { input: { quizWorkspaceId: quiz.id } })).body;
    expect(firstError(started).code).toBeUndefined();
  });

  it('a quiz the provider refuses to write ends failed with the use given back', async () => {
    const { user, workspace, sourcesId } = await pupilWithMaterial(s);
    // A 4xx ends the work at once (usage/lifecycle.ts); a 5xx would be retried through the queue.
    ai.script({ status: 400 }, { status: 400 }, { status: 400 });
    const quiz = await readyQuiz(user, order(workspace.id, sourcesId));
    expect(quiz).toMatchObject({
      state: 'INITIAL_FAILED',
      error: expect.stringMatching(/spróbuj ponownie/i),
    });
    const used = await rows<{ used: number }>(
      s.database,
      sql`select used from usage_counters where user_id = ${user.id} and action = 'QUIZ_GENERATION'`,
    );
    expect(used.map((r) => r.used)).toEqual([0]);
  });
});
