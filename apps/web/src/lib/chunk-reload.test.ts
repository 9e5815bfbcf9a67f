import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  claimChunkReload,
  installPreloadErrorHandler,
  isChunkLoadError,
  RELOAD_GUARD_MS,
} from './chunk-reload.ts';

describe('chunk reload guard', () => {
  it('allows one reload per path within 10 seconds', () => {
    const t0 = 1_700_000_000_000;
    expect(claimChunkReload('/app', t0)).toBe(true);
    expect(claimChunkReload('/app', t0 + 1)).toBe(false);
    expect(claimChunkReload('/app', t0 + RELOAD_GUARD_MS - 1)).toBe(false);
    // Another page has its own budget.
    expect(claimChunkReload('/regulamin', t0 + 1)).toBe(true);
    // After 10 s a new deployment may need a new reload.
    expect(claimChunkReload('/app', t0 + RELOAD_GUARD_MS)).toBe(true);
    expect(claimChunkReload('/app', t0 + RELOAD_GUARD_MS + 5)).toBe(false);
  });

  it('survives the reload itself: the timestamp lives in sessionStorage', () => {
    expect(claimChunkReload('/app', 1000)).toBe(true);
    expect(Object.keys(sessionStorage).some((key) => sessionStorage.getItem(key) === '1000')).toBe(true);
  });

  it('refuses to reload when storage is unavailable, so there is no loop', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {},
    };
    expect(claimChunkReload('/app', 1000, blocked)).toBe(false);
  });

  it('recognises the failed dynamic import of each browser', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: /assets/a.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});

describe('vite:preloadError handler', () => {
  let uninstall = () => {};
  afterEach(() => uninstall());

  function preloadError(): Event {
    const event = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(event);
    return event;
  }

  it('loads the page the navigation was heading to, once, and lets a repeat failure through', () => {
    const loads: string[] = [];
    uninstall = installPreloadErrorHandler({
      getTargetLocation: () => ({ pathname: '/regulamin', search: '?a=1', hash: '#p2' }),
      load: (url) => loads.push(url),
    });
    expect(preloadError().defaultPrevented).toBe(true);
    expect(loads).toEqual(['/regulamin?a=1#p2']);

    // Within 10 s Vite must rethrow, so the route error page can show.
    expect(preloadError().defaultPrevented).toBe(false);
    expect(loads).toHaveLength(1);
  });

  it('never reloads while offline (the browser would show its own offline page), and still can once online', () => {
    const loads: string[] = [];
    let online = false;
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    uninstall = installPreloadErrorHandler({
      getTargetLocation: () => ({ pathname: '/workspace/w1/playground', search: '?c=1', hash: '' }),
      load: (url) => loads.push(url),
    });
    // Vite rethrows: the import's own failure is handled where it was made.
    expect(preloadError().defaultPrevented).toBe(false);
    expect(preloadError().defaultPrevented).toBe(false);
    expect(loads).toEqual([]);

    // Back online, a failed chunk is worth its one reload again: the guard was not spent offline.
    online = true;
    expect(preloadError().defaultPrevented).toBe(true);
    expect(loads).toEqual(['/workspace/w1/playground?c=1']);
    onLine.mockRestore();
  });
});
