import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub } from 'graphql-yoga';
import { Redis } from 'ioredis';

/**
 * Topics and payloads published by the modules. Each module adds its events here, so a publisher and
 * its subscribers cannot disagree on the shape.
 */
export type PubSubTopics = {
  /** A material of a workspace was added or changed (payload: which, so readers re-check access). */
  userDoc: [workspaceId: string, event: { id: string; kind: 'new' | 'update' }];
  /** A note was added to a workspace. */
  aiNote: [workspaceId: string, event: { id: string }];
  /** A conversation of a workspace was started or changed. */
  conversation: [workspaceId: string, event: { id: string; kind: 'new' | 'update' }];
  /** Live model output of a conversation's answer (`offset` = length of the text before `delta`). */
  llmStream: [
    conversationId: string,
    event: {
      type: 'DELTA' | 'DONE' | 'ERROR';
      botMessageId: string;
      delta: string;
      offset: number;
      /** The whole answer, on DONE. */
      content: string | null;
      /** Polish reason, on ERROR. */
      error: string | null;
    },
  ];
  /** The pupil asked to stop the answer being written (any process may be writing it). */
  conversationStop: [conversationId: string, event: { at: number }];
};

export type PubSub = ReturnType<typeof createPubSub<PubSubTopics>>;

export interface PubSubHandle {
  pubsub: PubSub;
  close(): Promise<void>;
}

/** In-process by default; with a Redis URL, events reach subscribers on every server instance. */
export function openPubSub(redisUrl: string | undefined): PubSubHandle {
  if (!redisUrl) return { pubsub: createPubSub<PubSubTopics>(), close: async () => {} };
  const publishClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const subscribeClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const eventTarget = createRedisEventTarget({ publishClient, subscribeClient });
  return {
    pubsub: createPubSub<PubSubTopics>({ eventTarget }),
    close: async () => {
      await Promise.allSettled([publishClient.quit(), subscribeClient.quit()]);
    },
  };
}
