import { Spinner } from './spinner.tsx';

/** Whole-screen placeholder while the first page's lazy chunks load. */
export function PageFallback() {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner />
    </div>
  );
}
