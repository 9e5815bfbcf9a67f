import { describe, expect, it } from 'vitest';
import { ExpiringCache } from './expiring-cache.ts';

function cacheAt(options: { ttlMs?: number; quietMs?: number; maxEntries?: number } = {}) {
  const clock = { now: 0 };
  const cache = new ExpiringCache<string, string>({
    ttlMs: options.ttlMs ?? 100,
    quietMs: options.quietMs ?? 10,
    maxEntries: options.maxEntries ?? 10,
    now: () => clock.now,
  });
  return { cache, clock };
}

/** A load that waits for `release()`, to forget things while it runs. */
function pendingLoad(value: string | undefined) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { load: () => gate.then(() => value), release: () => release() };
}

describe('the expiring cache', () => {
  it('keeps a loaded value for its TTL, then loads again', async () => {
    const { cache, clock } = cacheAt({ ttlMs: 100 });
    let loads = 0;
    const load = async () => `v${++loads}`;
    expect(await cache.load('a', load)).toBe('v1');
    clock.now = 99;
    expect(await cache.load('a', load)).toBe('v1');
    clock.now = 100;
    expect(await cache.load('a', load)).toBe('v2');
  });

  it('does not keep misses', async () => {
    const { cache } = cacheAt();
    let loads = 0;
    const load = async () => {
      loads++;
      return undefined;
    };
    await cache.load('a', load);
    await cache.load('a', load);
    expect(loads).toBe(2);
  });

  it('forgets a key at once and does not cache it again during its quiet time', async () => {
    const { cache, clock } = cacheAt({ quietMs: 10 });
    await cache.load('a', async () => 'old');
    cache.forget(['a']);
    expect(cache.get('a')).toBeUndefined();
    expect(await cache.load('a', async () => 'read while the write commits')).toBe(
      'read while the write commits',
    );
    expect(cache.get('a')).toBeUndefined();
    clock.now = 10;
    await cache.load('a', async () => 'new');
    expect(cache.get('a')).toBe('new');
  });

  it('does not keep a value read while anything was forgotten', async () => {
    const { cache, clock } = cacheAt({ quietMs: 10 });
    const slow = pendingLoad('maybe stale');
    const loading = cache.load('a', slow.load);
    cache.forget(['b']);
    clock.now = 50;
    slow.release();
    expect(await loading).toBe('maybe stale');
    expect(cache.get('a')).toBeUndefined();
  });

  it('forgets the entries whose value matches', async () => {
    const { cache } = cacheAt({ quietMs: 0 });
    await cache.load('s1', async () => 'user-1');
    await cache.load('s2', async () => 'user-2');
    await cache.load('s3', async () => 'user-1');
    cache.forgetWhere((user) => user === 'user-1');
    expect([cache.get('s1'), cache.get('s2'), cache.get('s3')]).toEqual([undefined, 'user-2', undefined]);
  });

  it('drops the entry stored longest ago when full', async () => {
    const { cache } = cacheAt({ maxEntries: 2 });
    await cache.load('a', async () => 'A');
    await cache.load('b', async () => 'B');
    await cache.load('c', async () => 'C');
    expect(cache.size).toBe(2);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 'B', 'C']);
  });
});
