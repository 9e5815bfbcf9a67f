import type { ExternalToast } from 'sonner';

// sonner (~9 KB gzip) would otherwise ship with every page that can show a toast; a toast always
// answers something the user did, so the library can arrive then (the toaster loads it too, right
// after the first render). A chunk that fails to load costs the toast, never the action.

type Sonner = typeof import('sonner');

let loading: Promise<Sonner> | null = null;

function load(): Promise<Sonner> {
  loading ??= import('sonner').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

function show(kind: 'success' | 'error', message: string, options?: ExternalToast): void {
  load().then(
    ({ toast: sonner }) => sonner[kind](message, options),
    () => undefined,
  );
}

/** sonner's `toast.success` / `toast.error`, with the library loaded on the first toast. */
export const toast = {
  success: (message: string, options?: ExternalToast) => show('success', message, options),
  error: (message: string, options?: ExternalToast) => show('error', message, options),
};
