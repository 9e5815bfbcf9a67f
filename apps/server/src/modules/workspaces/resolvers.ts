import type { Resolvers } from '../../graphql/generated/resolvers-types.ts';
import {
  createWorkspace,
  deleteWorkspace,
  getWorkspace,
  listWorkspaces,
  solverWorkspace,
  updateWorkspace,
} from './commands.ts';

export const workspacesResolvers: Resolvers = {
  Query: {
    getLatestData: (_, { getLatestDataInput }, ctx) => listWorkspaces(ctx, getLatestDataInput?.limit ?? 6),
    getWorkspaceById: (_, { getWorkspaceByIdInput }, ctx) =>
      getWorkspace(ctx, getWorkspaceByIdInput.workspaceId),
    getWorkspaceByUserId: (_, __, ctx) => listWorkspaces(ctx),
    getsolverworkspace: (_, __, ctx) => solverWorkspace(ctx),
  },
  Mutation: {
    createWorkspace: (_, { createWorkspaceInput }, ctx) => createWorkspace(ctx, createWorkspaceInput),
    updateWorkspace: (_, { updateWorkspaceInput }, ctx) => updateWorkspace(ctx, updateWorkspaceInput),
    deleteWorkspace: (_, { deleteWorkspaceInput }, ctx) => deleteWorkspace(ctx, deleteWorkspaceInput),
  },
};
