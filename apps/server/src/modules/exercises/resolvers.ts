import { requireViewer } from '../../core/actor.ts';
import type { Deps } from '../../core/deps.ts';
import { badInput, notFound } from '../../core/domain-error.ts';
import { type PageRule, pageOf } from '../../core/page.ts';
import type { GraphQLContext as Ctx } from '../../graphql/context.ts';
import type { Resolvers } from '../../graphql/generated/resolvers-types.ts';
import { checkTaskAnswer } from './answer-check.ts';
import { TASK_NOT_FOUND, updateTask } from './commands.ts';
import { findOwnZadanie, PUBLIC_TASKS_USER, taskPage, type ZadanieRow } from './service.ts';

const TASK_PAGE: PageRule = { size: 50, max: 100, items: 'Zadań' };

/** Throws NOT_FOUND unless the relation (a test, …) is one of the user's owners of tasks. */
async function requireOwnRelation(deps: Deps, userId: string, relationId: string): Promise<void> {
  for (const owner of deps.exerciseOwners) if (await owner.owns(deps, userId, relationId)) return;
  throw notFound(deps.exerciseOwners[0]?.notFound ?? TASK_NOT_FOUND);
}

/** Whether the viewer is an admin and the relation's public tasks are theirs to read unpublished. */
async function isAdminRelation(ctx: Ctx, relationId: string): Promise<boolean> {
  if ((await ctx.viewer())?.user.role !== 'ADMIN') return false;
  for (const owner of ctx.exerciseOwners) if (await owner.isAdminReadable?.(ctx, relationId)) return true;
  return false;
}

/** Whether the relation's tasks are public (a published library chapter): readable signed out. */
async function isPublicRelation(deps: Deps, relationId: string): Promise<boolean> {
  for (const owner of deps.exerciseOwners) if (await owner.isPublic?.(deps, relationId)) return true;
  return false;
}

export const exercisesResolvers: Resolvers = {
  Query: {
    getPaginatedZadanieByRelationId: async (_, { getPaginatedZadanieByRelationIdInput: input }, ctx: Ctx) => {
      const { page, limit } = pageOf(input, TASK_PAGE);
      // An admin reads every task of a library subchapter; the public only the solved ones.
      const admin = await isAdminRelation(ctx, input.relationId);
      const shared = admin || (await isPublicRelation(ctx, input.relationId));
      let userId = PUBLIC_TASKS_USER;
      if (!shared) {
        userId = (await requireViewer(ctx)).user.id;
        await requireOwnRelation(ctx, userId, input.relationId);
      }
      const { rows, total } = await taskPage(ctx.db, userId, input.relationId, page, limit, {
        solvedOnly: !admin && shared,
      });
      return { data: rows, total, page, limit };
    },
    checkZadanieAnswer: (_, { checkZadanieAnswerInput: input }, ctx) => checkTaskAnswer(ctx, ctx, input),
  },
  Mutation: {
    updateZadanie: async (_, { updateZadanieInput: input }, ctx) =>
      updateTask(ctx, await requireViewer(ctx), input),
  },
  Subscription: {
    updateZadanie: {
      subscribe: async function* (_, { updateZadanieInput: filter }, ctx) {
        const { user } = await requireViewer(ctx);
        if (!filter.id && !filter.relationId)
          throw badInput({ relationId: 'Wskaż sprawdzian albo zadanie.' });
        if (filter.relationId) await requireOwnRelation(ctx, user.id, filter.relationId);
        if (filter.id && !(await findOwnZadanie(ctx.db, user.id, filter.id))) throw notFound(TASK_NOT_FOUND);
        for await (const event of ctx.pubsub.subscribe('zadanie', user.id)) {
          if (filter.id && event.id !== filter.id) continue;
          if (filter.relationId && event.ownerId !== filter.relationId) continue;
          const task = await findOwnZadanie(ctx.db, user.id, event.id);
          if (task) yield task;
        }
      },
      resolve: (task: ZadanieRow) => task,
    },
  },
  Zadanie: {
    zadanieOdpowiedzi: (task) => task.options,
  },
};
