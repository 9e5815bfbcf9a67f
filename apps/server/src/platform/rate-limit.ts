import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { newRedis } from './redis-client.ts';

/**
 * Counters for brute-force protection: in memory for the single embedded process, in Redis when
 * REDIS_URL is set so every server instance shares them.
 */
export interface RateLimitRule {
  /** Events allowed per window. */
  points: number;
  /** Window length in seconds. */
  durationSeconds: number;
  /** Once exhausted, how long the key stays blocked (defaults to the rest of the window). */
  blockSeconds?: number;
}

export interface RateLimiter {
  /** Counts one event; resolves with the seconds to wait when the limit is exceeded, else 0. */
  hit(key: string): Promise<number>;
  /** Seconds to wait before the next event is allowed (0 = allowed), without counting one. */
  check(key: string): Promise<number>;
  /**
   * Seconds left of a block set by an event past the limit (0 when not blocked). Unlike `check`, a
   * key exactly at its limit is not blocked yet: the next event is judged, and blocks if it fails.
   */
  blocked(key: string): Promise<number>;
  /** Forgets a key (e.g. failed logins after a successful one). */
  reset(key: string): Promise<void>;
}

export interface RateLimiterFactory {
  /**
   * The limiter of `name` under `rule`: the same one every time for the same name and rule, so a
   * caller may ask for it where it is used (an in-memory limiter keeps its counts in the instance).
   */
  create(name: string, rule: RateLimitRule): RateLimiter;
  close(): Promise<void>;
}

/**
 * @param prefix keeps the keys of separate deployments (and test servers) sharing one Redis apart.
 */
export function openRateLimiters(redisUrl: string | undefined, prefix = 'kreda'): RateLimiterFactory {
  const redis = redisUrl
    ? newRedis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  // Without an offline queue a command fails at once while the connection is being made; an error
  // listener keeps ioredis from crashing the process on a lost connection (limits then fail open
  // through the insurance limiter below).
  redis?.on('error', () => {});
  const made = new Map<string, RateLimiter>();
  const build = (name: string, rule: RateLimitRule): RateLimiter => {
    const options = {
      keyPrefix: `${prefix}:rl:${name}`,
      points: rule.points,
      duration: rule.durationSeconds,
      blockDuration: rule.blockSeconds ?? 0,
    };
    const limiter = redis
      ? new RateLimiterRedis({
          ...options,
          storeClient: redis,
          // While Redis is unreachable, each instance keeps counting in memory instead of letting
          // every attempt through.
          insuranceLimiter: new RateLimiterMemory(options),
        })
      : new RateLimiterMemory(options);
    return {
      async hit(key) {
        try {
          await limiter.consume(key);
          return 0;
        } catch (result) {
          if (result instanceof RateLimiterRes) return Math.max(1, Math.ceil(result.msBeforeNext / 1000));
          throw result;
        }
      },
      async check(key) {
        const result = await limiter.get(key);
        if (!result || result.consumedPoints < rule.points) return 0;
        return Math.max(1, Math.ceil(result.msBeforeNext / 1000));
      },
      async blocked(key) {
        const result = await limiter.get(key);
        if (!result || result.consumedPoints <= rule.points) return 0;
        return Math.max(1, Math.ceil(result.msBeforeNext / 1000));
      },
      async reset(key) {
        await limiter.delete(key);
      },
    };
  };
  return {
    create(name, rule) {
      const key = `${name}\0${JSON.stringify(rule)}`;
      let limiter = made.get(key);
      if (!limiter) {
        limiter = build(name, rule);
        made.set(key, limiter);
      }
      return limiter;
    },
    async close() {
      if (redis) await redis.quit().catch(() => redis.disconnect());
    },
  };
}
