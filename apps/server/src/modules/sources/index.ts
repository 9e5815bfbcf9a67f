import type { ModuleManifest } from '../../core/module.ts';
import { newMaterialJoinsChat } from './chat-default.ts';
import { sourcesResolvers } from './resolvers.ts';
import { deleteWorkspaceSourceSets } from './service.ts';
import { exportSourceSets, removeUserSourceSets } from './user-data.ts';

/** Source sets: the immutable choice of materials a tool works from. */
export const sourcesModule: ModuleManifest = {
  name: 'sources',
  resolvers: sourcesResolvers,
  hooks: {
    workspaceDeleted: ({ db }, { userId, workspaceId }) => deleteWorkspaceSourceSets(db, userId, workspaceId),
    userDeleted: (deps, { userId }) => removeUserSourceSets(deps, userId),
  },
  exportUserData: (deps, userId) => exportSourceSets(deps, userId),
  eventProcessors: [newMaterialJoinsChat],
};

export { getActionSources, loadSourceMaterials, recordSources } from './commands.ts';
export {
  deleteSourceSet,
  findOwnSourceSet,
  findOwnSourceSets,
  SOURCE_ITEM_TYPES,
  type SourceItemType,
} from './service.ts';
