import type { Config } from '../config/config.ts';
import type { AiService } from '../platform/ai/ai.ts';
import type { DB } from '../platform/db/database.ts';
import type { Delivery } from '../platform/delivery/delivery.ts';
import type { OcrEngine } from '../platform/extraction/ocr.ts';
import type { JobQueue } from '../platform/jobs/jobs.ts';
import type { Logger } from '../platform/logger.ts';
import type { PubSub } from '../platform/pubsub/pubsub.ts';
import type { RateLimiterFactory } from '../platform/rate-limit.ts';
import type { FileStorage } from '../platform/storage/storage.ts';
import type { TurnstileVerifier } from '../platform/turnstile.ts';
import type { YoutubeClient } from '../platform/youtube/youtube.ts';

/** Long-lived adapters built once at start-up and shared by every request and job. */
export interface AppServices {
  delivery: Delivery;
  turnstile: TurnstileVerifier;
  rateLimiters: RateLimiterFactory;
  /** Durable background work (pg-boss). */
  jobs: JobQueue;
  /** Uploaded files. */
  storage: FileStorage;
  /** Signs access tokens and keys the hashes of one-time codes. */
  sessionSecret: string;
  /** The AI provider layer (answers AI_NOT_CONFIGURED when no provider is set). */
  ai: AiService;
  /** The shared OCR worker (photos attached to chat messages, extraction). */
  ocr: OcrEngine;
  /** Video titles and captions. */
  youtube: YoutubeClient;
}

/** What happened to data other modules may hang theirs on (answered by every module's hooks). */
export interface ModuleEvents {
  /** Before a workspace row is deleted: remove what belongs to it. */
  workspaceDeleted: { userId: string; workspaceId: string };
  /**
   * The account is being deleted (its owner asked, GDPR art. 17): every module removes every row
   * and stored file of this user. The users module runs last and removes the account itself, so a
   * failure part-way leaves an account whose deletion can simply be asked for again. Nothing is
   * kept for the law yet (no invoices exist); a module that must keep something says so here.
   */
  userDeleted: { userId: string };
}

/** Runs every module's hook for an event, in the order the modules are listed. */
export type ModuleHooks = {
  [E in keyof ModuleEvents]: (event: ModuleEvents[E]) => Promise<void>;
};

/**
 * Everything a command, a job or a script needs from the outside world. Transport-free: the GraphQL
 * context is a superset, and jobs and CLI scripts build one without any request.
 */
export interface Deps {
  config: Config;
  db: DB;
  logger: Logger;
  pubsub: PubSub;
  services: AppServices;
  /** Other modules' reactions to this module's events (deletions cascade through them). */
  hooks: ModuleHooks;
  /** Server version, as reported by /api/health. */
  version: string;
}
