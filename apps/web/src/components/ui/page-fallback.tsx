import { Spinner } from './spinner.tsx';

/**
 * Whole-screen placeholder while the first page's lazy chunks and the session load. It shows
 * after half a second: a fast load goes straight to the page, without a flash of the spinner.
 */
export function PageFallback() {
  return (
    <div className="appear-late flex min-h-dvh items-center justify-center">
      <Spinner />
    </div>
  );
}
