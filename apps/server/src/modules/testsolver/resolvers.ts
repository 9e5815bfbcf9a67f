import { requireViewer } from '../../core/actor.ts';
import { notFound } from '../../core/domain-error.ts';
import { batchByOwner, perRequest } from '../../core/request-batch.ts';
import type { GraphQLContext as Ctx } from '../../graphql/context.ts';
import { orExecutionError } from '../../graphql/errors.ts';
import type { Resolvers } from '../../graphql/generated/resolvers-types.ts';
import { taskCounts, tasksOf } from '../exercises/index.ts';
import { findOwnDocs, type UploadedFile } from '../materials/index.ts';
import { findOwnWorkspace, requireOwnWorkspace } from '../workspaces/index.ts';
import { deleteTest, orderTestSolution, TEST_NOT_FOUND } from './commands.ts';
import { noticeOf } from './finish.ts';
import { findOwnTest, listOwnTests, TEST_TASKS, type TestSolverRow } from './service.ts';

/** Business failures of sending a test that come back as the contract's ExecutionError. */
const ORDER_ERRORS = [
  'INSUFFICIENT_RESOURCES',
  'AI_NOT_CONFIGURED',
  'AI_FAILED',
  'VALIDATION_FAILED',
] as const;

function createLoaders(ctx: Ctx) {
  const tasks = batchByOwner(async (userId, ids) => {
    const rows = await tasksOf(ctx.db, userId, ids);
    return ids.map((id) => ({ id, rows: rows.filter((t) => t.ownerId === id) }));
  });
  const counts = batchByOwner(async (userId, ids) => {
    const found = await taskCounts(ctx.db, userId, ids);
    return ids.map((id) => ({ id, counts: found.get(id) ?? {} }));
  });
  return {
    tasks: async (userId: string, testId: string) => (await tasks(userId, testId))?.rows ?? [],
    counts: async (userId: string, testId: string) => (await counts(userId, testId))?.counts ?? {},
  };
}
const loaders = perRequest(createLoaders);

async function ownTest(ctx: Ctx, id: string): Promise<TestSolverRow> {
  const { user } = await requireViewer(ctx);
  const test = await findOwnTest(ctx.db, user.id, id);
  if (!test) throw notFound(TEST_NOT_FOUND);
  return test;
}

export const testSolverResolvers: Resolvers = {
  Query: {
    getTestSolverById: (_, { getTestSolverByIdInput: { id } }, ctx) => ownTest(ctx, id),
    getTestSolverByWorkspaceId: async (_, { getTestSolverByWorkspaceIdInput: input }, ctx) => {
      const { user } = await requireViewer(ctx);
      if (input?.workspaceId) await requireOwnWorkspace(ctx.db, user.id, input.workspaceId);
      return listOwnTests(ctx.db, user.id, input?.workspaceId);
    },
  },
  Mutation: {
    sprawdziansolution: async (_, { sprawdziansolutionInput: input }, ctx) => {
      const actor = await requireViewer(ctx);
      return orExecutionError(ORDER_ERRORS, () =>
        orderTestSolution(ctx, actor, { ...input, files: (input.files ?? []) as unknown as UploadedFile[] }),
      );
    },
    deleteTestSolver: async (_, { deleteTestSolverInput: { id } }, ctx) =>
      deleteTest(ctx, await requireViewer(ctx), id),
  },
  Subscription: {
    newTestSolver: {
      subscribe: async function* (_, { newTestSolverInput: filter }, ctx) {
        const { user } = await requireViewer(ctx);
        for await (const event of ctx.pubsub.subscribe('testSolver', user.id)) {
          if (filter?.id && event.id !== filter.id) continue;
          const test = await findOwnTest(ctx.db, user.id, event.id);
          // A subscription keeps its context for every event: each event reads afresh.
          loaders.forget(ctx);
          if (test && (!filter?.workspaceId || test.workspaceId === filter.workspaceId)) yield test;
        }
      },
      resolve: (test: TestSolverRow) => test,
    },
  },
  SprawdziansolutionResult: {
    __resolveType: (result) => ('errorCode' in result ? 'ExecutionError' : 'TestSolver'),
  },
  TestSolver: {
    przedmiot: (test) => (test.przedmiot as never) ?? null,
    zadania: (test, _, ctx) => loaders(ctx).tasks(test.userId, test.id),
    zadaniaId: async (test, _, ctx) => (await loaders(ctx).tasks(test.userId, test.id)).map((t) => t.id),
    tematyId: async (test, _, ctx) => {
      const workspace = await findOwnWorkspace(ctx.db, test.userId, test.workspaceId);
      return workspace?.tematId ? [workspace.tematId] : [];
    },
    userDocs: async (test, _, ctx) => {
      const docs = await findOwnDocs(ctx.db, test.userId, test.docIds);
      const byId = new Map(docs.map((d) => [d.id, d]));
      return test.docIds.flatMap((id) => byId.get(id) ?? []);
    },
    taskCount: async (test, _, ctx) =>
      Object.values(await loaders(ctx).counts(test.userId, test.id)).reduce((a, b) => a + b, 0),
    solvedCount: async (test, _, ctx) => (await loaders(ctx).counts(test.userId, test.id)).SOLVED ?? 0,
    failedCount: async (test, _, ctx) => (await loaders(ctx).counts(test.userId, test.id)).FAILED ?? 0,
    notice: (test) => noticeOf(test),
  },
  Zadanie: {
    testSolverId: (task) => (task.ownerKind === TEST_TASKS ? task.ownerId : null),
  },
};
