import { describe, expect, it } from 'vitest';
import { openRateLimiters } from './rate-limit.ts';

describe('memory rate limiter', () => {
  it('lets the allowed number through, then says how long to wait', async () => {
    const limiters = openRateLimiters(undefined);
    const limiter = limiters.create('test', { points: 2, durationSeconds: 60 });
    expect(await limiter.hit('a')).toBe(0);
    expect(await limiter.check('a')).toBe(0);
    expect(await limiter.hit('a')).toBe(0);
    expect(await limiter.check('a')).toBeGreaterThan(0);
    const wait = await limiter.hit('a');
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    // Other keys are counted apart.
    expect(await limiter.hit('b')).toBe(0);
    await limiter.reset('a');
    expect(await limiter.hit('a')).toBe(0);
    await limiters.close();
  });

  it('blocks for the configured time once exhausted', async () => {
    const limiters = openRateLimiters(undefined);
    const limiter = limiters.create('block', { points: 1, durationSeconds: 10, blockSeconds: 900 });
    await limiter.hit('x');
    const wait = await limiter.hit('x');
    expect(wait).toBeGreaterThan(800);
    await limiters.close();
  });
});
