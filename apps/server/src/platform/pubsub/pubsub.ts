import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub } from 'graphql-yoga';
import { newRedis } from '../redis-client.ts';

/**
 * Topics and payloads published by the modules. Each module declares its own in `topics.ts` by
 * augmenting this interface, so a publisher and its subscribers cannot disagree on the shape and
 * no central file changes when a module adds a topic.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging in each module's topics.ts
export interface PubSubTopics {}

/** The topics as a plain object type (pub/sub's constraint needs an index-compatible type). */
type Topics = { [K in keyof PubSubTopics]: PubSubTopics[K] };

export type PubSub = ReturnType<typeof createPubSub<Topics>>;

export interface PubSubHandle {
  pubsub: PubSub;
  close(): Promise<void>;
}

/** In-process by default; with a Redis URL, events reach subscribers on every server instance. */
export function openPubSub(redisUrl: string | undefined): PubSubHandle {
  if (!redisUrl) return { pubsub: createPubSub<Topics>(), close: async () => {} };
  const publishClient = newRedis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const subscribeClient = newRedis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const eventTarget = createRedisEventTarget({ publishClient, subscribeClient });
  return {
    pubsub: createPubSub<Topics>({ eventTarget }),
    close: async () => {
      await Promise.allSettled([publishClient.quit(), subscribeClient.quit()]);
    },
  };
}
