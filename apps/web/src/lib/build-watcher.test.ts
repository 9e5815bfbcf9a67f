import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUILD_CHECK_INTERVAL_MS, startBuildWatcher } from './build-watcher.ts';

// The manifest is served by the deployment, outside this app: a stubbed fetch stands in for it.
let latestId = 'build-1';
let requested: string[] = [];

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  vi.useFakeTimers();
  latestId = 'build-1';
  requested = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    requested.push(`${String(input)} ${init?.cache ?? ''}`);
    return new Response(JSON.stringify({ id: latestId, timestamp: 1 }), {
      headers: { 'content-type': 'application/json' },
    });
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('build watcher', () => {
  it('reloads after the 5-minute check finds a different build', async () => {
    let reloads = 0;
    const stop = startBuildWatcher({ currentBuildId: 'build-1', reload: () => reloads++ });

    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS);
    expect(reloads).toBe(0);
    expect(requested[0]).toMatch(/^\/builds\/latest\.json\?t=\d+ no-store$/);

    latestId = 'build-2';
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS - 1);
    expect(reloads).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(reloads).toBe(1);

    // Once a reload is under way, no further checks or reloads.
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS * 3);
    expect(reloads).toBe(1);
    stop();
  });

  it('checks when the tab becomes visible again', async () => {
    let reloads = 0;
    const stop = startBuildWatcher({ currentBuildId: 'build-1', reload: () => reloads++ });
    latestId = 'build-2';
    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(0);
    expect(reloads).toBe(0);
    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(reloads).toBe(1);
    stop();
  });

  it('does nothing without a build id (dev server) and stops when asked', async () => {
    let reloads = 0;
    startBuildWatcher({ currentBuildId: undefined, reload: () => reloads++ });
    latestId = 'build-2';
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS * 2);
    expect(requested).toHaveLength(0);

    const stop = startBuildWatcher({ currentBuildId: 'build-1', reload: () => reloads++ });
    stop();
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS * 2);
    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(reloads).toBe(0);
  });

  it('keeps the page when the manifest cannot be read', async () => {
    vi.stubGlobal('fetch', async () => new Response('<html>', { status: 200 }));
    let reloads = 0;
    const stop = startBuildWatcher({ currentBuildId: 'build-1', reload: () => reloads++ });
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS);
    expect(reloads).toBe(0);
    stop();
  });
});
