import { requireViewer } from '../../core/actor.ts';
import type { Resolvers } from '../../graphql/generated/resolvers-types.ts';
import {
  getActionSources,
  getSourceSet,
  loadSourceMaterials,
  type SourceMaterial,
  updateSources,
} from './commands.ts';

export const sourcesResolvers: Resolvers = {
  Query: {
    getSourcesById: async (_, { getSourcesByIdInput }, ctx) =>
      getSourceSet(ctx, await requireViewer(ctx), getSourcesByIdInput.id),
    getActionSources: async (_, { getActionSourcesInput }, ctx) =>
      getActionSources(ctx, await requireViewer(ctx), getActionSourcesInput),
  },
  Mutation: {
    updateSources: async (_, { updateSourcesInput }, ctx) =>
      updateSources(ctx, await requireViewer(ctx), updateSourcesInput),
  },
  SourceSet: {
    sources: (set, _, ctx) => loadSourceMaterials(ctx, set.userId, set.items),
  },
  Sources: {
    __resolveType: (material) =>
      (material as SourceMaterial).sourceItemType === 'USER_DOC' ? 'UserDoc' : 'AiNote',
  },
};
