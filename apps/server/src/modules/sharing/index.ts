import type { ModuleManifest } from '../../core/module.ts';
import { sharingResolvers } from './resolvers.ts';
import { exportShares, removeUserShares, removeWorkspaceShares } from './user-data.ts';

/**
 * Sharing with classmates by link (ADR 023): links to the tools' items, their public previews and
 * copies into a classmate's account. The tools declare their kinds in their manifests
 * (`shareables`); this module imports none of them.
 */
export const sharingModule: ModuleManifest = {
  name: 'sharing',
  resolvers: sharingResolvers,
  hooks: {
    workspaceDeleted: (deps, { userId, workspaceId }) => removeWorkspaceShares(deps, userId, workspaceId),
    userDeleted: (deps, { userId }) => removeUserShares(deps, userId),
  },
  exportUserData: (deps, userId) => exportShares(deps, userId),
};
