import { createRequire } from 'node:module';
import type { Redis, RedisOptions } from 'ioredis';

const requireHere = createRequire(import.meta.url);

/**
 * A Redis client; ioredis is loaded only here, when a Redis URL is configured: the embedded default
 * never uses it, and its import took ~110 ms of every restart before the server listened (measured
 * on the 2-core bench machine). Synchronous, as its callers are: ioredis is CommonJS.
 */
export function newRedis(url: string, options: RedisOptions): Redis {
  const { Redis: Client } = requireHere('ioredis') as typeof import('ioredis');
  return new Client(url, options);
}
