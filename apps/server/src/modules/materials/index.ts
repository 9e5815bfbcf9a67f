import type { ModuleManifest } from '../../core/module.ts';
import type { JobDefinition } from '../../platform/jobs/jobs.ts';
import { removeFiles, removeWorkspaceMaterials, signedFileLink, storeAttachments } from './commands.ts';
import { extractionJob } from './extraction-job.ts';
import { materialsResolvers } from './resolvers.ts';
import './topics.ts';

/** Materials: uploaded documents, photos, pasted texts, YouTube videos and recordings, read by a job. */
export const materialsModule: ModuleManifest = {
  name: 'materials',
  resolvers: materialsResolvers,
  jobs: ({ db, pubsub, logger, services }) => [
    extractionJob({
      db,
      pubsub,
      logger,
      storage: services.storage,
      ocr: services.ocr,
      youtube: services.youtube,
      ai: services.ai,
    }) as JobDefinition<never>,
  ],
  hooks: {
    workspaceDeleted: (deps, { userId, workspaceId }) => removeWorkspaceMaterials(deps, userId, workspaceId),
  },
};

export type { UploadedFile } from './commands.ts';
export { registerFileRoute } from './file-route.ts';
export { findOwnDocs, listWorkspaceDocs, type UserDocRow } from './service.ts';
export { removeFiles, signedFileLink, storeAttachments };
