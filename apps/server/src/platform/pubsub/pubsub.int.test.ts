import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config.ts';
import { openPubSub } from './pubsub.ts';

const { redisUrl } = loadConfig(process.env);

describe('pub/sub', () => {
  it('delivers in-process events to a subscriber', async () => {
    const handle = openPubSub(undefined);
    const pubsub = handle.pubsub as unknown as {
      subscribe(topic: string): AsyncIterableIterator<unknown>;
      publish(topic: string, payload: unknown): void;
    };
    const iterator = pubsub.subscribe('proba');
    const next = iterator.next();
    pubsub.publish('proba', { tekst: 'zażółć' });
    expect((await next).value).toEqual({ tekst: 'zażółć' });
    await iterator.return?.();
    await handle.close();
  });

  // Runs in CI's scaled pass (REDIS_URL set): an event published by one server instance reaches another.
  it.skipIf(!redisUrl)('carries events between two instances through Redis', async () => {
    const a = openPubSub(redisUrl);
    const b = openPubSub(redisUrl);
    const subscriber = b.pubsub as unknown as { subscribe(topic: string): AsyncIterableIterator<unknown> };
    const publisher = a.pubsub as unknown as { publish(topic: string, payload: unknown): void };
    const topic = `proba-${Date.now()}`;
    const iterator = subscriber.subscribe(topic);
    const next = iterator.next();
    // Give the subscribe command time to reach Redis before publishing.
    await new Promise((resolve) => setTimeout(resolve, 200));
    publisher.publish(topic, { tekst: 'między instancjami' });
    expect((await next).value).toEqual({ tekst: 'między instancjami' });
    await iterator.return?.();
    await Promise.all([a.close(), b.close()]);
  });
});
