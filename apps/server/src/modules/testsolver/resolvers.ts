import { requireViewer } from '../../core/actor.ts';
import { badInput, notFound } from '../../core/domain-error.ts';
import { batchByOwner } from '../../core/request-batch.ts';
import type { GraphQLContext as Ctx } from '../../graphql/context.ts';
import { orExecutionError } from '../../graphql/errors.ts';
import type { Resolvers } from '../../graphql/generated/resolvers-types.ts';
import { findOwnDocs, type UploadedFile } from '../materials/index.ts';
import { findOwnWorkspace, requireOwnWorkspace } from '../workspaces/index.ts';
import { deleteTest, orderTestSolution, TASK_NOT_FOUND, TEST_NOT_FOUND, updateTask } from './commands.ts';
import { noticeOf } from './finish.ts';
import {
  findOwnTest,
  findOwnZadanie,
  listOwnTests,
  type TestSolverRow,
  taskCounts,
  taskPage,
  tasksOf,
  type ZadanieRow,
} from './service.ts';

/** Business failures of sending a test that come back as the contract's ExecutionError. */
const ORDER_ERRORS = [
  'INSUFFICIENT_RESOURCES',
  'AI_NOT_CONFIGURED',
  'AI_FAILED',
  'VALIDATION_FAILED',
] as const;
const PAGE_SIZE = 50;
const PAGE_MAX = 100;

function createLoaders(ctx: Ctx) {
  const tasks = batchByOwner(async (userId, ids) => {
    const rows = await tasksOf(ctx.db, userId, ids);
    return ids.map((id) => ({ id, rows: rows.filter((t) => t.testSolverId === id) }));
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
const perRequest = new WeakMap<object, ReturnType<typeof createLoaders>>();
function loaders(ctx: Ctx) {
  let found = perRequest.get(ctx);
  if (!found) {
    found = createLoaders(ctx);
    perRequest.set(ctx, found);
  }
  return found;
}

async function ownTest(ctx: Ctx, id: string): Promise<TestSolverRow> {
  const { user } = await requireViewer(ctx);
  const test = await findOwnTest(ctx.db, user.id, id);
  if (!test) throw notFound(TEST_NOT_FOUND);
  return test;
}

function pageOf(input: { page?: number | null; limit?: number | null }) {
  const page = input.page ?? 1;
  const limit = input.limit ?? PAGE_SIZE;
  const fields: Record<string, string> = {};
  if (!Number.isInteger(page) || page < 1) fields.page = 'Strona: liczba całkowita od 1.';
  if (!Number.isInteger(limit) || limit < 1 || limit > PAGE_MAX)
    fields.limit = `Zadań na stronę: od 1 do ${PAGE_MAX}.`;
  if (Object.keys(fields).length) throw badInput(fields);
  return { page, limit };
}

export const testSolverResolvers: Resolvers = {
  Query: {
    getTestSolverById: (_, { getTestSolverByIdInput: { id } }, ctx) => ownTest(ctx, id),
    getTestSolverByWorkspaceId: async (_, { getTestSolverByWorkspaceIdInput: input }, ctx) => {
      const { user } = await requireViewer(ctx);
      if (input?.workspaceId) await requireOwnWorkspace(ctx.db, user.id, input.workspaceId);
      return listOwnTests(ctx.db, user.id, input?.workspaceId);
    },
    getPaginatedZadanieByRelationId: async (_, { getPaginatedZadanieByRelationIdInput: input }, ctx) => {
      const test = await ownTest(ctx, input.relationId);
      const { page, limit } = pageOf(input);
      const { rows, total } = await taskPage(ctx.db, test.userId, test.id, page, limit);
      return { data: rows, total, page, limit };
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
    updateZadanie: async (_, { updateZadanieInput: input }, ctx) =>
      updateTask(ctx, await requireViewer(ctx), input),
  },
  Subscription: {
    newTestSolver: {
      subscribe: async function* (_, { newTestSolverInput: filter }, ctx) {
        const { user } = await requireViewer(ctx);
        for await (const event of ctx.pubsub.subscribe('testSolver', user.id)) {
          if (filter?.id && event.id !== filter.id) continue;
          const test = await findOwnTest(ctx.db, user.id, event.id);
          // A subscription keeps its context for every event: each event reads afresh.
          perRequest.delete(ctx);
          if (test && (!filter?.workspaceId || test.workspaceId === filter.workspaceId)) yield test;
        }
      },
      resolve: (test: TestSolverRow) => test,
    },
    updateZadanie: {
      subscribe: async function* (_, { updateZadanieInput: filter }, ctx) {
        const { user } = await requireViewer(ctx);
        if (!filter.id && !filter.relationId)
          throw badInput({ relationId: 'Wskaż sprawdzian albo zadanie.' });
        if (filter.relationId && !(await findOwnTest(ctx.db, user.id, filter.relationId)))
          throw notFound(TEST_NOT_FOUND);
        if (filter.id && !(await findOwnZadanie(ctx.db, user.id, filter.id))) throw notFound(TASK_NOT_FOUND);
        for await (const event of ctx.pubsub.subscribe('zadanie', user.id)) {
          if (filter.id && event.id !== filter.id) continue;
          if (filter.relationId && event.testSolverId !== filter.relationId) continue;
          const task = await findOwnZadanie(ctx.db, user.id, event.id);
          if (task) yield task;
        }
      },
      resolve: (task: ZadanieRow) => task,
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
    zadanieOdpowiedzi: (task) => task.options,
  },
};
