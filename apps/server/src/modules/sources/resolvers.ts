import { requireViewer } from '../../core/actor.ts';
import type { Resolvers } from '../../graphql/generated/resolvers-types.ts';
import {
  getActionSources,
  getSourceSet,
  loadSourceMaterials,
  type SourceMaterial,
  updateSources,
} from './commands.ts';

/**
 * Materials other modules provide are their own rows (a quiz attempt's row) with a `name`; the
 * union resolves them by the provider's `typename`, so they are what that type's resolvers expect.
 */
const asUnionParents = <T>(value: T) => value as never;

export const sourcesResolvers: Resolvers = {
  Query: {
    getSourcesById: async (_, { getSourcesByIdInput }, ctx) =>
      getSourceSet(ctx, await requireViewer(ctx), getSourcesByIdInput.id),
    getActionSources: async (_, { getActionSourcesInput }, ctx) =>
      asUnionParents(await getActionSources(ctx, await requireViewer(ctx), getActionSourcesInput)),
  },
  Mutation: {
    updateSources: async (_, { updateSourcesInput }, ctx) =>
      updateSources(ctx, await requireViewer(ctx), updateSourcesInput),
  },
  SourceSet: {
    sources: async (set, _, ctx) => asUnionParents(await loadSourceMaterials(ctx, set.userId, set.items)),
  },
  Sources: {
    __resolveType: (value) => {
      const material = value as SourceMaterial;
      if (material.sourceItemType === 'USER_DOC') return 'UserDoc';
      if (material.sourceItemType === 'AI_NOTE') return 'AiNote';
      return material.typename as 'QuizResult' | 'LibrarySource' | 'AiTutorTemat';
    },
  },
};
