import { requireViewer } from '../../core/actor.ts';
import { notFound } from '../../core/domain-error.ts';
import { batchByOwner, batchGroupsByOwner, perRequest } from '../../core/request-batch.ts';
import type { GraphQLContext as Ctx } from '../../graphql/context.ts';
import { orExecutionError } from '../../graphql/errors.ts';
import type { Resolvers } from '../../graphql/generated/resolvers-types.ts';
import { signedFileLink, type UploadedFile } from '../materials/index.ts';
import { findLektura } from '../reference/index.ts';
import { requireOwnWorkspace } from '../workspaces/index.ts';
import { listAllQuizzes, workspaceNames } from './all-quizzes.ts';
import { createQuizResult, submitAnswer, submitQuizResult } from './attempts.ts';
import {
  deleteQuiz,
  FLOW_NOT_FOUND,
  generateQuiz,
  generateQuizContinue,
  QUIZ_NOT_FOUND,
  RESULT_NOT_FOUND,
} from './commands.ts';
import { named } from './result-source.ts';
import {
  type AnswerView,
  answersOf,
  correctAnswerOf,
  findOwnFlow,
  findOwnFlows,
  findOwnQuiz,
  findOwnQuizzes,
  findOwnResult,
  isBeingWritten,
  ownFlowsByIds,
  type QuizResultRow,
  questionsOf,
  resultsOf,
  scoreOf,
} from './service.ts';

/** Business failures of ordering a quiz that come back as the contract's ExecutionError. */
const GENERATE_ERRORS = [
  'INSUFFICIENT_RESOURCES',
  'AI_NOT_CONFIGURED',
  'AI_FAILED',
  'VALIDATION_FAILED',
] as const;

function createLoaders(ctx: Ctx) {
  return {
    questions: batchGroupsByOwner(
      (u, ids) => questionsOf(ctx.db, u, ids),
      (q) => q.quizId,
    ),
    results: batchGroupsByOwner(
      (u, ids) => resultsOf(ctx.db, u, ids),
      (r) => r.quizId,
    ),
    answers: batchGroupsByOwner(
      (u, ids) => answersOf(ctx.db, u, ids),
      (a) => a.quizResultId,
    ),
    quizzes: batchGroupsByOwner(
      (u, ids) => findOwnQuizzes(ctx.db, u, { flowIds: ids }),
      (q) => q.quizFlowId,
    ),
    workspaceName: workspaceNames(ctx),
    flows: batchByOwner((u, ids) => ownFlowsByIds(ctx.db, u, ids)),
  };
}
const loaders = perRequest(createLoaders);

/** Feedback is shown after each answer in practice mode, and in test mode once the attempt ends. */
const revealed = (result: QuizResultRow) => result.instantFeedback || result.isFinished;

async function answerViews(ctx: Ctx, result: QuizResultRow): Promise<AnswerView[]> {
  const { answers, questions } = loaders(ctx);
  const [rows, quizQuestions] = await Promise.all([
    answers(result.userId, result.id),
    questions(result.userId, result.quizId),
  ]);
  const byId = new Map(quizQuestions.map((q) => [q.id, q]));
  return rows.flatMap((answer) => {
    const question = byId.get(answer.questionId);
    return question ? [{ answer, question, result }] : [];
  });
}

async function ownResult(ctx: Ctx, id: string) {
  const { user } = await requireViewer(ctx);
  const result = await findOwnResult(ctx.db, user.id, id);
  if (!result) throw notFound(RESULT_NOT_FOUND);
  return result;
}

async function* watch<T>(
  ctx: Ctx,
  topic: 'quizFlow' | 'quizWorkspace' | 'quizResult',
  key: string,
  read: (userId: string, id: string) => Promise<T | undefined>,
) {
  const { user } = await requireViewer(ctx);
  for await (const event of ctx.pubsub.subscribe(topic, key)) {
    const row = await read(user.id, event.id);
    // A subscription keeps its context for every event: each event reads afresh.
    loaders.forget(ctx);
    if (row) yield row;
  }
}

export const quizzesResolvers: Resolvers = {
  Query: {
    getQuizFlowById: async (_, { getQuizFlowByIdInput }, ctx) => {
      const { user } = await requireViewer(ctx);
      const flow = await findOwnFlow(ctx.db, user.id, getQuizFlowByIdInput.id);
      if (!flow) throw notFound(FLOW_NOT_FOUND);
      return flow;
    },
    getQuizFlowByWorkspaceId: async (_, { getQuizFlowByWorkspaceIdInput: { workspaceId } }, ctx) => {
      const { user } = await requireViewer(ctx);
      await requireOwnWorkspace(ctx.db, user.id, workspaceId);
      return findOwnFlows(ctx.db, user.id, { workspaceId });
    },
    getQuizFlowByUserDocId: async (_, { getQuizFlowByUserDocIdInput: { userDocId } }, ctx) => {
      const { user } = await requireViewer(ctx);
      return findOwnFlows(ctx.db, user.id, { userDocId });
    },
    getQuizWorkspaceById: async (_, { getQuizWorkspaceByIdInput }, ctx) => {
      const { user } = await requireViewer(ctx);
      const quiz = await findOwnQuiz(ctx.db, user.id, getQuizWorkspaceByIdInput.id);
      if (!quiz) throw notFound(QUIZ_NOT_FOUND);
      return quiz;
    },
    getQuizWorkspaceByWorkspaceId: async (
      _,
      { getQuizWorkspaceByWorkspaceIdInput: { workspaceId } },
      ctx,
    ) => {
      const { user } = await requireViewer(ctx);
      await requireOwnWorkspace(ctx.db, user.id, workspaceId);
      return findOwnQuizzes(ctx.db, user.id, { workspaceId });
    },
    getQuizWorkspaceByUserId: async (_, { getQuizWorkspaceByUserIdInput: input }, ctx) =>
      listAllQuizzes(ctx, await requireViewer(ctx), input?.limit),
    getQuizResultById: (_, { getQuizResultByIdInput }, ctx) => ownResult(ctx, getQuizResultByIdInput.id),
  },
  Mutation: {
    generatequiz: async (_, { generatequizInput }, ctx) => {
      const actor = await requireViewer(ctx);
      return orExecutionError(GENERATE_ERRORS, () => generateQuiz(ctx, actor, generatequizInput));
    },
    generatequizcontinue: async (_, { generatequizcontinueInput }, ctx) => {
      const actor = await requireViewer(ctx);
      return orExecutionError(GENERATE_ERRORS, () =>
        generateQuizContinue(ctx, actor, generatequizcontinueInput),
      );
    },
    createQuizResult: async (_, { createQuizResultInput }, ctx) =>
      createQuizResult(ctx, await requireViewer(ctx), createQuizResultInput),
    submitAnswer: async (_, { submitAnswerInput: input }, ctx) =>
      submitAnswer(ctx, await requireViewer(ctx), {
        ...input,
        file: input.file as UploadedFile | null | undefined,
      }),
    submitQuizResult: async (_, { submitQuizResultInput }, ctx) =>
      submitQuizResult(ctx, await requireViewer(ctx), submitQuizResultInput),
    deleteQuizWorkspace: async (_, { deleteQuizWorkspaceInput }, ctx) =>
      deleteQuiz(ctx, await requireViewer(ctx), deleteQuizWorkspaceInput.id),
  },
  Subscription: {
    newQuizFlow: {
      subscribe: async function* (_, { newQuizFlowInput: { workspaceId } }, ctx) {
        const { user } = await requireViewer(ctx);
        await requireOwnWorkspace(ctx.db, user.id, workspaceId);
        yield* watch(ctx, 'quizFlow', workspaceId, (userId, id) => findOwnFlow(ctx.db, userId, id));
      },
      resolve: (flow: Awaited<ReturnType<typeof findOwnFlow>>) => flow as NonNullable<typeof flow>,
    },
    newQuizWorkspace: {
      subscribe: async function* (_, { newQuizWorkspaceInput: { workspaceId } }, ctx) {
        const { user } = await requireViewer(ctx);
        await requireOwnWorkspace(ctx.db, user.id, workspaceId);
        yield* watch(ctx, 'quizWorkspace', workspaceId, (userId, id) => findOwnQuiz(ctx.db, userId, id));
      },
      resolve: (quiz: Awaited<ReturnType<typeof findOwnQuiz>>) => quiz as NonNullable<typeof quiz>,
    },
    updateQuizResult: {
      subscribe: async function* (_, { updateQuizResultInput: { quizResultId } }, ctx) {
        const result = await ownResult(ctx, quizResultId);
        yield* watch(ctx, 'quizResult', result.id, (userId, id) => findOwnResult(ctx.db, userId, id));
      },
      resolve: (result: QuizResultRow) => result,
    },
  },
  GenerateQuizResult: {
    __resolveType: (result) => ('errorCode' in result ? 'ExecutionError' : 'QuizWorkspace'),
  },
  QuizFlow: {
    score: async (flow, _, ctx) => {
      const load = loaders(ctx);
      const quizzes = await load.quizzes(flow.userId, flow.id);
      // Read for every flow of the list at once (the loaders batch one level at a time).
      const results = (await Promise.all(quizzes.map((q) => load.results(flow.userId, q.id))))
        .flat()
        .filter((r) => r.isFinished && r.maxScore > 0);
      if (results.length === 0) return null;
      const percents = results.map((r) => (100 * (r.score ?? 0)) / r.maxScore);
      return Math.round(percents.reduce((a, b) => a + b, 0) / percents.length);
    },
    quizzes: (flow, _, ctx) => loaders(ctx).quizzes(flow.userId, flow.id),
    lektura: async (flow, _, ctx) =>
      flow.lekturaId ? ((await findLektura(ctx.db, flow.lekturaId)) ?? null) : null,
  },
  QuizWorkspace: {
    questionCount: async (quiz, _, ctx) =>
      quiz.state === 'INITIAL_READY'
        ? (await loaders(ctx).questions(quiz.userId, quiz.id)).length
        : quiz.requestedCount,
    questionTypes: (quiz) => quiz.questionTypes as ('OTWARTE' | 'ZAMKNIETE')[],
    fromMistakes: (quiz) => quiz.mistakesOfResultId !== null,
    rozdzialId: async (quiz, _, ctx) =>
      (await loaders(ctx).flows(quiz.userId, quiz.quizFlowId))?.rozdzialId ?? null,
    zadaniaId: () => [],
    // A quiz still being written has neither questions nor attempts: they are not read.
    questions: (quiz, _, ctx) => (isBeingWritten(quiz) ? [] : loaders(ctx).questions(quiz.userId, quiz.id)),
    quizResults: (quiz, _, ctx) => (isBeingWritten(quiz) ? [] : loaders(ctx).results(quiz.userId, quiz.id)),
    workspaceName: (quiz, _, ctx) => loaders(ctx).workspaceName(quiz.userId, quiz.workspaceId),
  },
  QuizResult: {
    name: async (result, _, ctx) => {
      if ('name' in result && typeof result.name === 'string') return result.name;
      return named(result, (await findOwnQuiz(ctx.db, result.userId, result.quizId))?.name ?? 'Quiz').name;
    },
    quizWorkspaceId: (result) => result.quizId,
    isReviewing: async (result, _, ctx) =>
      scoreOf(await loaders(ctx).answers(result.userId, result.id)).reviewing,
    score: async (result, _, ctx) =>
      revealed(result) ? scoreOf(await loaders(ctx).answers(result.userId, result.id)).score : null,
    percent: async (result, _, ctx) => {
      if (!revealed(result) || result.maxScore === 0) return null;
      const { score } = scoreOf(await loaders(ctx).answers(result.userId, result.id));
      return Math.round((100 * score) / result.maxScore);
    },
    quizAnswers: (result, _, ctx) => answerViews(ctx, result),
    quizWorkspace: async (result, _, ctx) => {
      const quiz = await findOwnQuiz(ctx.db, result.userId, result.quizId);
      if (!quiz) throw notFound(QUIZ_NOT_FOUND);
      return quiz;
    },
  },
  QuizAnswer: {
    id: ({ answer }) => answer.id,
    questionId: ({ answer }) => answer.questionId,
    optionId: ({ answer }) => answer.optionId,
    userAnswer: ({ answer }) => answer.userAnswer,
    fileId: ({ answer }) => answer.fileId,
    fileUrl: ({ answer }, _, ctx) =>
      answer.fileId
        ? signedFileLink(ctx.services.sessionSecret, { id: answer.fileId, userId: answer.userId }).url
        : null,
    createdAt: ({ answer }) => answer.createdAt,
    maxPoints: ({ question }) => question.points,
    isReviewing: ({ answer }) => answer.isCorrect === null && answer.reviewError === null,
    isCorrect: ({ answer, result }) => (revealed(result) ? answer.isCorrect : null),
    points: ({ answer, result }) => (revealed(result) ? answer.points : null),
    review: ({ answer, result }) => {
      if (!revealed(result)) return null;
      if (answer.reviewError) return { good: '—', missing: answer.reviewError, modelAnswer: '' };
      return answer.review ?? null;
    },
    correctOptionId: ({ question, result }) => (revealed(result) ? question.correctOptionId : null),
    correctAnswer: ({ question, result }) => (revealed(result) ? correctAnswerOf(question) : null),
    explanation: ({ question, result }) => (revealed(result) ? question.explanation : null),
    citation: ({ question, result }) => (revealed(result) ? question.passage : null),
  },
};
