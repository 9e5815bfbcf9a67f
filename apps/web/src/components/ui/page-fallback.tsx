import { LogoMark } from './logo.tsx';
import { Spinner } from './spinner.tsx';

/**
 * What the first page shows while its chunks and the session load: the app frame's top bar with
 * the word mark at once (a phone on a slow network sees Kreda coming, not a white screen), and
 * under it, after half a second, the spinner (a fast load goes straight to the page, without a
 * flash of it). index.html holds the same markup (`page-fallback.test.tsx` compares the two), so
 * nothing moves when React takes over.
 */
export function PageFallback() {
  return (
    <div className="min-h-dvh bg-board-50">
      <header className="border-b border-board-100 bg-white">
        <div className="flex min-h-16 items-center px-4 sm:px-6">
          <span className="inline-flex min-h-11 items-center gap-2 text-board-900">
            <LogoMark />
            <span className="text-lg font-bold tracking-tight sm:text-xl">Kreda</span>
          </span>
        </div>
      </header>
      <div
        className="appear-late flex justify-center px-4 pt-16"
        // Half a second from the page's start, not from this render: it takes over from the same
        // placeholder in index.html, which must not vanish for another half second when it does.
        style={{ animationDelay: `${Math.max(0, Math.round(500 - performance.now()))}ms` }}
      >
        <Spinner />
      </div>
    </div>
  );
}
