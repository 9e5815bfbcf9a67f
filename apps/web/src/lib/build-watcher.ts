// Spec point 4: a tab notices a new deployment by polling the build manifest and reloads,
// so nobody keeps running a client whose lazy chunks are gone from the server.

export const BUILD_MANIFEST_URL = '/builds/latest.json';
export const BUILD_CHECK_INTERVAL_MS = 5 * 60 * 1000;

export interface BuildWatcherOptions {
  /** Id compiled into this client; nothing is watched without one (dev server, tests). */
  currentBuildId?: string | undefined;
  intervalMs?: number;
  reload?: () => void;
}

/** Fetches the manifest's id; null when the server cannot tell (offline, dev, bad JSON). */
export async function fetchLatestBuildId(): Promise<string | null> {
  try {
    const response = await fetch(`${BUILD_MANIFEST_URL}?t=${Date.now()}`, { cache: 'no-store' });
    if (!response.ok) return null;
    const manifest = (await response.json()) as { id?: unknown };
    return typeof manifest.id === 'string' && manifest.id !== '' ? manifest.id : null;
  } catch {
    return null;
  }
}

/** Starts polling every 5 minutes and whenever the tab becomes visible; returns a stop function. */
export function startBuildWatcher(options: BuildWatcherOptions = {}): () => void {
  const currentBuildId = 'currentBuildId' in options ? options.currentBuildId : import.meta.env.VITE_BUILD_ID;
  if (!currentBuildId) return () => {};
  const reload = options.reload ?? (() => window.location.reload());
  let stopped = false;
  let checking = false;

  const check = async () => {
    if (stopped || checking) return;
    checking = true;
    try {
      const latest = await fetchLatestBuildId();
      if (!stopped && latest !== null && latest !== currentBuildId) {
        stopped = true;
        reload();
      }
    } finally {
      checking = false;
    }
  };

  const onVisibilityChange = () => {
    if (document.visibilityState === 'visible') void check();
  };
  const timer = window.setInterval(() => void check(), options.intervalMs ?? BUILD_CHECK_INTERVAL_MS);
  document.addEventListener('visibilitychange', onVisibilityChange);

  return () => {
    stopped = true;
    window.clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisibilityChange);
  };
}
