import type { ExternalToast } from 'sonner';

// sonner (~9 KB gzip) would otherwise ship with every page that can show a toast; a toast always
// answers something the user did, so the library can arrive then. Its toaster (the view that
// shows toasts, components/ui/toaster.tsx) is not part of a page's first load either: it is
// mounted when the browser is first idle after the first page has rendered (app/root-route.tsx),
// or at once when a toast comes before that. A toast waits for the view to be mounted (one shown
// before would be lost). A chunk that fails to load costs the toast, never the action.

type Sonner = typeof import('sonner');

let loading: Promise<Sonner> | null = null;

function load(): Promise<Sonner> {
  loading ??= import('sonner').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

let wanted = false;
const wantedListeners = new Set<() => void>();
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** Asks for the toaster to be mounted (no-op once asked). */
export function wantToaster(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of wantedListeners) listener();
}

/** Whether the toaster has been asked for, and its changes (for `useSyncExternalStore`). */
export const toasterWanted = {
  get: () => wanted,
  subscribe(listener: () => void): () => void {
    wantedListeners.add(listener);
    return () => wantedListeners.delete(listener);
  },
};

/** Called by the toaster's view once mounted: toasts waiting for it are shown. */
export function toasterMounted(): void {
  markMounted();
}

function show(kind: 'success' | 'error', message: string, options?: ExternalToast): void {
  wantToaster();
  Promise.all([load(), mounted]).then(
    ([{ toast: sonner }]) => sonner[kind](message, options),
    () => undefined,
  );
}

/** sonner's `toast.success` / `toast.error`, with the library loaded on the first toast. */
export const toast = {
  success: (message: string, options?: ExternalToast) => show('success', message, options),
  error: (message: string, options?: ExternalToast) => show('error', message, options),
};
