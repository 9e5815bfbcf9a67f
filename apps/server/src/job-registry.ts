import { extractionJob } from './modules/materials/extraction-job.ts';
import type { AiService } from './platform/ai/ai.ts';
import type { Database } from './platform/db/database.ts';
import type { OcrEngine } from './platform/extraction/ocr.ts';
import type { JobQueue } from './platform/jobs/jobs.ts';
import type { Logger } from './platform/logger.ts';
import type { PubSub } from './platform/pubsub/pubsub.ts';
import type { FileStorage } from './platform/storage/storage.ts';
import type { YoutubeClient } from './platform/youtube/youtube.ts';

export interface JobDeps {
  database: Database;
  storage: FileStorage;
  pubsub: PubSub;
  logger: Logger;
  ocr: OcrEngine;
  youtube: YoutubeClient;
  ai: AiService;
}

/** Every module's durable jobs; the server (embedded) and `npm run worker` (scaled) both use it. */
export async function defineJobs(jobs: JobQueue, deps: JobDeps): Promise<void> {
  await jobs.define(
    extractionJob({
      db: deps.database.db,
      storage: deps.storage,
      pubsub: deps.pubsub,
      logger: deps.logger,
      ocr: deps.ocr,
      youtube: deps.youtube,
      ai: deps.ai,
    }),
  );
}
