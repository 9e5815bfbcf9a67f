import { useEffect, useSyncExternalStore } from 'react';
import { whenIdle } from './when-idle.ts';

/*
 * A module a page shows only after something happens (a failed send, picked attachments): not part
 * of the page's first JavaScript, fetched when the browser is first idle after the page renders
 * (so it is there when needed, offline too) or at once when it is needed before that. A failed
 * fetch is tried again when it is next needed; until the module is there the page shows a plain
 * fallback or nothing in its place, and never an error.
 */

export interface AfterPaintModule<T> {
  /** Starts loading (no-op when loaded or on its way). */
  load(): void;
  /** The module, once loaded. */
  current(): T | undefined;
  subscribe(listener: () => void): () => void;
}

export function afterPaintModule<T>(importModule: () => Promise<T>): AfterPaintModule<T> {
  let loaded: T | undefined;
  let loading = false;
  const listeners = new Set<() => void>();

  function load(): void {
    if (loaded !== undefined || loading) return;
    loading = true;
    importModule().then(
      (module) => {
        loaded = module;
        loading = false;
        for (const listener of listeners) listener();
      },
      () => {
        // Offline: tried again when the page next needs it. Not at the `online` event: the first
        // requests after it can still fail, and a chunk failing while online reloads the page
        // (chunk-reload.ts), which would take what the pupil typed with it.
        loading = false;
      },
    );
  }

  return {
    load,
    current: () => loaded,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The module once loaded; `needed` asks for it now instead of when the browser is next idle. */
export function useAfterPaintModule<T>(module: AfterPaintModule<T>, needed: boolean): T | undefined {
  const current = useSyncExternalStore(module.subscribe, module.current, module.current);
  const missing = current === undefined;
  useEffect(() => {
    if (!missing) return;
    if (needed) {
      module.load();
      return;
    }
    return whenIdle(module.load);
  }, [module, needed, missing]);
  return current;
}
