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
    getSourcesById: (_, { getSourcesByIdInput }, ctx) => getSourceSet(ctx, getSourcesByIdInput.id),
    getActionSources: (_, { getActionSourcesInput }, ctx) => getActionSources(ctx, getActionSourcesInput),
  },
  Mutation: {
    updateSources: (_, { updateSourcesInput }, ctx) => updateSources(ctx, updateSourcesInput),
  },
  SourceSet: {
    sources: (set, _, ctx) => loadSourceMaterials(ctx, set.userId, set.items),
  },
  Sources: {
    __resolveType: (material) =>
      (material as SourceMaterial).sourceItemType === 'USER_DOC' ? 'UserDoc' : 'AiNote',
  },
};
