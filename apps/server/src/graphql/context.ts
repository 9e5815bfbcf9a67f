import type { Config } from '../config/config.ts';
import type { DB } from '../platform/db/database.ts';
import type { Logger } from '../platform/logger.ts';
import type { PubSub } from '../platform/pubsub/pubsub.ts';

/** What every resolver receives. Built per request (HTTP) or per operation (WebSocket). */
export interface GraphQLContext {
  config: Config;
  db: DB;
  logger: Logger;
  pubsub: PubSub;
  /** Server version, as reported by /api/health. */
  version: string;
}
