import type { ModuleManifest } from '../../core/module.ts';
import { workspacesResolvers } from './resolvers.ts';
import { exportWorkspaces, removeUserWorkspaces } from './user-data.ts';
import './events.ts';

/** Workspaces: one per curriculum topic (and a hidden general one for the task solver). */
export const workspacesModule: ModuleManifest = {
  name: 'workspaces',
  resolvers: workspacesResolvers,
  hooks: {
    userDeleted: (deps, { userId }) => removeUserWorkspaces(deps, userId),
  },
  exportUserData: (deps, userId) => exportWorkspaces(deps, userId),
};

export { deleteWorkspace } from './commands.ts';
export { requireOwnWorkspace } from './policy.ts';
export {
  ensureGeneralWorkspace,
  ensureLanguageWorkspace,
  findOwnWorkspace,
  findOwnWorkspaces,
  insertWorkspace,
  touchWorkspace,
  type WorkspaceRow,
} from './service.ts';
