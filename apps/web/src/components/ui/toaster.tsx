import { type ComponentType, lazy, Suspense } from 'react';

// sonner is ~13 KB gzip, a tenth of the first load: it arrives right after the first render.
// Toasts answer user actions, which come later; a chunk that fails to load costs the toasts,
// never the page.
const ToasterView = lazy(
  (): Promise<{ default: ComponentType }> =>
    import('./toaster-view.tsx').then(
      (module) => ({ default: module.ToasterView }),
      () => ({ default: () => null }),
    ),
);

export function Toaster() {
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}
