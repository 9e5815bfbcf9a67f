import { requireViewer } from '../../core/actor.ts';
import type { Resolvers } from '../../graphql/generated/resolvers-types.ts';
import {
  createWorkspace,
  deleteWorkspace,
  getWorkspace,
  listWorkspaces,
  solverWorkspace,
  updateWorkspace,
  userWorkspaceCount,
} from './commands.ts';

export const workspacesResolvers: Resolvers = {
  Query: {
    getLatestData: async (_, { getLatestDataInput }, ctx) =>
      listWorkspaces(ctx, await requireViewer(ctx), getLatestDataInput?.limit ?? 6),
    getWorkspaceById: async (_, { getWorkspaceByIdInput }, ctx) =>
      getWorkspace(ctx, await requireViewer(ctx), getWorkspaceByIdInput.workspaceId),
    getWorkspaceByUserId: async (_, __, ctx) => listWorkspaces(ctx, await requireViewer(ctx)),
    getsolverworkspace: async (_, __, ctx) => solverWorkspace(ctx, await requireViewer(ctx)),
    getUserWorkspaceCount: async (_, { getUserByIdInput }, ctx) =>
      userWorkspaceCount(ctx, await requireViewer(ctx), getUserByIdInput.id),
  },
  Mutation: {
    createWorkspace: async (_, { createWorkspaceInput }, ctx) =>
      createWorkspace(ctx, await requireViewer(ctx), createWorkspaceInput),
    updateWorkspace: async (_, { updateWorkspaceInput }, ctx) =>
      updateWorkspace(ctx, await requireViewer(ctx), updateWorkspaceInput),
    deleteWorkspace: async (_, { deleteWorkspaceInput }, ctx) =>
      deleteWorkspace(ctx, await requireViewer(ctx), deleteWorkspaceInput),
  },
};
