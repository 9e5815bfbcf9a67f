import type { ModuleManifest } from '../../core/module.ts';
import type { JobDefinition } from '../../platform/jobs/jobs.ts';
import {
  checkAttachments,
  removeFiles,
  removeWorkspaceMaterials,
  signedFileLink,
  storeAttachments,
} from './commands.ts';
import { extractionJob } from './extraction-job.ts';
import { materialsResolvers } from './resolvers.ts';
import { materialsSweeper, type SweepOptions } from './sweeper.ts';
import { exportMaterials, removeUserMaterials } from './user-data.ts';
import './events.ts';
import './topics.ts';

/**
 * The materials module, with its sweeper's deadlines (tests pass short ones): uploaded documents,
 * photos, pasted texts, YouTube videos and recordings, read by a durable job.
 */
export function createMaterialsModule(sweep: SweepOptions & { everyMs?: number } = {}): ModuleManifest {
  return {
    name: 'materials',
    resolvers: materialsResolvers,
    jobs: (deps) => [extractionJob(deps) as JobDefinition<never>],
    tasks: [materialsSweeper(sweep)],
    hooks: {
      workspaceDeleted: (deps, { userId, workspaceId }) =>
        removeWorkspaceMaterials(deps, userId, workspaceId),
      userDeleted: (deps, { userId }) => removeUserMaterials(deps, userId),
    },
    exportUserData: (deps, userId) => exportMaterials(deps, userId),
  };
}

/** Materials: uploaded documents, photos, pasted texts, YouTube videos and recordings, read by a job. */
export const materialsModule: ModuleManifest = createMaterialsModule();

export type { CheckedAttachment, StoredAttachment, UploadedFile } from './commands.ts';
export { registerFileRoute } from './file-route.ts';
export {
  findDoc,
  findOwnDocs,
  listWorkspaceDocSummaries,
  listWorkspaceDocs,
  type UserDocRecord,
  type UserDocSummary,
  type UserDocView,
} from './service.ts';
export { type SweepOptions, sweepStuckMaterials } from './sweeper.ts';
export {
  addToolMaterial,
  addToolMaterials,
  addToolTextMaterial,
  announceMaterial,
  removeToolMaterials,
  replaceToolMaterialText,
} from './tool-materials.ts';
export { checkAttachments, removeFiles, signedFileLink, storeAttachments };
