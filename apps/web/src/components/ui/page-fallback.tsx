import { Spinner } from './spinner.tsx';

/**
 * Whole-screen placeholder while the first page's lazy chunks and the session load. It shows
 * after half a second: a fast load goes straight to the page, without a flash of the spinner.
 */
export function PageFallback() {
  return (
    <div
      className="appear-late flex min-h-dvh items-center justify-center"
      // Half a second from the page's start, not from this render: it takes over from the same
      // placeholder in index.html, which must not vanish for another half second when it does.
      style={{ animationDelay: `${Math.max(0, Math.round(500 - performance.now()))}ms` }}
    >
      <Spinner />
    </div>
  );
}
