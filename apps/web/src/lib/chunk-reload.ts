// Spec point 8: after a deployment the old lazy chunks are gone, so a failed chunk load gets one
// full reload (from the route error page, or from Vite's preload error event). The guard (10 s per
// path, remembered across the reload in sessionStorage) stops a reload loop when the chunk is
// broken for another reason; then the error page shows instead.

export const RELOAD_GUARD_MS = 10_000;
const STORAGE_PREFIX = 'kreda:chunk-reload:';

type GuardStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * True (and records the attempt) when the page at `path` may reload now; false when it already
 * reloaded for a failed chunk within the last 10 seconds.
 */
export function claimChunkReload(
  path: string,
  now: number = Date.now(),
  storage: GuardStorage = window.sessionStorage,
): boolean {
  const key = `${STORAGE_PREFIX}${path}`;
  let last = Number.NaN;
  try {
    last = Number(storage.getItem(key));
  } catch {
    // Storage can be blocked (privacy settings); then only the error page is safe.
    return false;
  }
  if (Number.isFinite(last) && last > 0 && now - last < RELOAD_GUARD_MS) return false;
  try {
    storage.setItem(key, String(now));
  } catch {
    return false;
  }
  return true;
}

/** Browsers word a failed `import()` differently; all of them are worth one reload. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
    error.message,
  );
}

interface ReloadDeps {
  path?: string;
  reload?: () => void;
}

/**
 * Reloads when the guard allows; returns whether it did. Never while offline: a chunk that failed
 * for want of a connection is not a new deployment, and a reload would replace the page (and what
 * the pupil typed) with the browser's offline page. The import's own failure is handled instead.
 */
export function reloadForChunkError({
  path = window.location.pathname,
  reload = () => window.location.reload(),
}: ReloadDeps = {}): boolean {
  if (!navigator.onLine || !claimChunkReload(path)) return false;
  reload();
  return true;
}

export interface PreloadErrorOptions {
  /** Where a navigation is heading, if any: the reload should land there, not on the old page. */
  getTargetLocation?: () => Pick<Location, 'pathname' | 'search' | 'hash'> | undefined;
  /** Full-page load of a path; defaults to location.assign. */
  load?: (path: string) => void;
}

/**
 * Vite reports failed preloads of a lazy chunk's dependencies as `vite:preloadError`. A failed
 * `import()` itself surfaces as a route error and is handled by the error page.
 */
export function installPreloadErrorHandler(options: PreloadErrorOptions = {}): () => void {
  const load = options.load ?? ((path: string) => window.location.assign(path));
  const onPreloadError = (event: Event) => {
    const { pathname, search, hash } = options.getTargetLocation?.() ?? window.location;
    const url = `${pathname}${search}${hash}`;
    // preventDefault() stops Vite from rethrowing; only do it when a reload is really coming.
    if (reloadForChunkError({ path: pathname, reload: () => load(url) })) event.preventDefault();
  };
  window.addEventListener('vite:preloadError', onPreloadError);
  return () => window.removeEventListener('vite:preloadError', onPreloadError);
}
