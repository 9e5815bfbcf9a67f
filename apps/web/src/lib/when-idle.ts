const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `run` when the browser is next idle (within 2 s even on a busy page; 200 ms later where
 * there is no `requestIdleCallback`). Returns what cancels it.
 */
export function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'undefined') {
    const timer = setTimeout(run, 200);
    return () => clearTimeout(timer);
  }
  const idle = requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
  return () => cancelIdleCallback(idle);
}
