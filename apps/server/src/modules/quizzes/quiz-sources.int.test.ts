import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, sqlRows } from '../../testing/accounts.ts';
import { CONVERSATIONS, SOURCES } from '../../testing/documents.ts';
import { createUser, fakeAiEnv, waitForAnswer } from '../../testing/factories.ts';
import { type FakeOpenAi, promptOf, startFakeOpenAi } from '../../testing/fakes/fake-openai.ts';
import { dataOf } from '../../testing/session-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { QUIZZES } from './testing/documents.ts';
import { quizReply } from './testing/fake-model.ts';
import { pupilWithMaterial, readyQuiz } from './testing/helpers.ts';

/*
 * "Zapytaj w czacie": a finished attempt is a material of its workspace — offered by the source
 * picker, usable as a chat's source (its questions, answers and explanations ground the answer),
 * for its owner only, and gone from retrieval with its quiz.
 */

let server: TestServer;
let ai: FakeOpenAi;
beforeAll(async () => {
  ai = await startFakeOpenAi({ apiKey: 'sk-test' });
  server = await startTestServer(fakeAiEnv(ai));
});
afterAll(async () => {
  await server?.stop();
  await ai?.stop();
});

describe('a quiz result as a material', () => {
  it('is offered by the picker once finished, grounds a chat, and stays its owner’s', async () => {
    const { user, workspace, sourcesId } = await pupilWithMaterial(server);
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
    const offered = async () =>
      dataOf(
        await user.client.gql(SOURCES.forAction, {
          input: { workspaceId: workspace.id, action: 'CONVERSATION' },
        }),
      ).getActionSources.fromTools;
    expect((await offered()).find((g) => g.itemType === 'QUIZ_RESULT')?.sources).toEqual([]);
    const early = (
      await user.client.gql(CONVERSATIONS.start, {
        input: { workspaceId: workspace.id, sources: [{ type: 'QUIZ_RESULT', id: attempt.id }] },
      })
    ).body;
    expect(firstError(early).code).toBe('NOT_FOUND');

    const question = quiz.questions[0];
    await user.client.gql(QUIZZES.answer, {
      input: { quizResultId: attempt.id, questionId: question?.id as string, optionId: 'A' },
    });
    await user.client.gql(QUIZZES.finish, { input: { quizResultId: attempt.id } });
    const group = (await offered()).find((g) => g.itemType === 'QUIZ_RESULT');
    expect(group).toMatchObject({
      label: 'Wyniki quizów',
      sources: [{ __typename: 'QuizResult', id: attempt.id }],
    });

    const conversation = dataOf(
      await user.client.gql(CONVERSATIONS.start, {
        input: {
          workspaceId: workspace.id,
          sources: [{ type: 'QUIZ_RESULT', id: attempt.id }],
          message: 'Dlaczego moja odpowiedź w pytaniu 1 była zła?',
        },
      }),
    ).startconversation;
    await waitForAnswer(user, conversation.id);
    // The answer is the streamed request (the conversation's title is asked for separately).
    const chat = ai.requests.filter((r) => r.body.stream).at(-1);
    const system = promptOf(chat as never).system;
    expect(system).toContain('Odpowiedź ucznia');
    expect(system).toContain(question?.question);

    const stranger = await createUser(server);
    const theirs = await stranger.client.gql(SOURCES.forAction, {
      input: { workspaceId: workspace.id, action: 'CONVERSATION' },
    });
    expect(firstError(theirs.body).code).toBe('NOT_FOUND');

    await user.client.gql(QUIZZES.remove, { input: { id: quiz.id } });
    const chunks = await sqlRows<{ n: number }>(
      server,
      sql`select count(*)::int as n from retrieval_chunks where source_kind = 'QUIZ_RESULT' and source_id = ${attempt.id}`,
    );
    expect(chunks[0]?.n).toBe(0);
    expect((await offered()).find((g) => g.itemType === 'QUIZ_RESULT')?.sources).toEqual([]);
  });
});
