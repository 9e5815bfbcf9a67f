import type { Config } from '../config/config.ts';
import type { Viewer } from '../modules/auth/viewer.ts';
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
import type { RequestInfo } from './request-info.ts';

/** Long-lived adapters built once at start-up and shared by every request. */
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
}

/** The part of the context that is the same for every request. */
export interface BaseContext {
  config: Config;
  db: DB;
  logger: Logger;
  pubsub: PubSub;
  services: AppServices;
  /** Server version, as reported by /api/health. */
  version: string;
}

/** What every resolver receives. Built per request (HTTP) or per operation (WebSocket). */
export interface GraphQLContext extends BaseContext {
  request: RequestInfo;
  /** The signed-in user of this request, looked up once on first use; null for guests. */
  viewer(): Promise<Viewer | null>;
}
