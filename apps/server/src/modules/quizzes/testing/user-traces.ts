import { SOURCES } from '../../../testing/documents.ts';
import { dataOf } from '../../../testing/session-client.ts';
import type { ToolTraceFiller } from '../../../testing/user-traces.ts';
import { QUIZZES } from './documents.ts';
import { quizReply } from './fake-model.ts';
import { readyQuiz } from './helpers.ts';

declare module '../../../testing/user-traces.ts' {
  interface ToolTraces {
    /** A quiz made from the material, with a finished attempt holding one answer. */
    quiz: Awaited<ReturnType<typeof readyQuiz>>;
  }
}

/** What the quiz tool keeps of a pupil, for the account's deletion and data-export tests. */
export const userTraces: ToolTraceFiller<'quiz'> = {
  key: 'quiz',
  async fill({ user, workspaceId, material, ai }) {
    const set = dataOf(
      await user.client.gql(SOURCES.update, {
        input: { workspaceId, action: 'QUIZ', sources: [{ type: 'USER_DOC', id: material.id }] },
      }),
    ).updateSources;
    ai.script(quizReply());
    const quiz = await readyQuiz(user, {
      workspaceId,
      sourcesId: set.id,
      questionCount: 5,
      detailScale: 'NORMALNY',
      questionTypes: ['ZAMKNIETE'],
    });
    const attempt = dataOf(
      await user.client.gql(QUIZZES.start, { input: { quizWorkspaceId: quiz.id } }),
    ).createQuizResult;
    const question = quiz.questions[0]?.id ?? '';
    await user.client.gql(QUIZZES.answer, {
      input: { quizResultId: attempt.id, questionId: question, optionId: 'A' },
    });
    await user.client.gql(QUIZZES.finish, { input: { quizResultId: attempt.id } });
    return quiz;
  },
};
