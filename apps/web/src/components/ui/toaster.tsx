import { type ComponentType, lazy, Suspense, useSyncExternalStore } from 'react';
import { toasterWanted } from '../../lib/toast.ts';

// The view (sonner, ~9 KB gzip) is not on a page's first load: it is mounted once asked for
// (lib/toast.ts: when the browser is first idle after the first page, or by the first toast).
// A chunk that fails to load costs the toasts, never the page.
const ToasterView = lazy(
  (): Promise<{ default: ComponentType }> =>
    import('./toaster-view.tsx').then(
      (module) => ({ default: module.ToasterView }),
      () => ({ default: () => null }),
    ),
);

export function Toaster() {
  const wanted = useSyncExternalStore(toasterWanted.subscribe, toasterWanted.get, toasterWanted.get);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}
