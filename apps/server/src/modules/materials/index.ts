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
import { materialReading } from './pending-work.ts';
import { materialsResolvers } from './resolvers.ts';
import { exportMaterials, removeUserMaterials } from './user-data.ts';
import './topics.ts';

/** Materials: uploaded documents, photos, pasted texts, YouTube videos and recordings, read by a job. */
export const materialsModule: ModuleManifest = {
  name: 'materials',
  resolvers: materialsResolvers,
  jobs: (deps) => [extractionJob(deps) as JobDefinition<never>],
  pendingWork: [materialReading],
  hooks: {
    workspaceDeleted: (deps, { userId, workspaceId }) => removeWorkspaceMaterials(deps, userId, workspaceId),
    userDeleted: (deps, { userId }) => removeUserMaterials(deps, userId),
  },
  exportUserData: (deps, userId) => exportMaterials(deps, userId),
};

export type { CheckedAttachment, StoredAttachment, UploadedFile } from './commands.ts';
export { MATERIAL_SETTLED } from './events.ts';
export { materialJobs } from './extraction-job.ts';
export { registerFileRoute } from './file-route.ts';
export {
  findDoc,
  findOwnDocs,
  listWorkspaceDocSummaries,
  type UserDocRecord,
  type UserDocView,
} from './service.ts';
export {
  addToolMaterial,
  addToolMaterials,
  addToolTextMaterial,
  announceMaterial,
  removeToolMaterials,
  replaceToolMaterialText,
} from './tool-materials.ts';
export { checkAttachments, removeFiles, signedFileLink, storeAttachments };
