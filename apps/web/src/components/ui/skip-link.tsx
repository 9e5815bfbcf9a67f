export const MAIN_CONTENT_ID = 'tresc';

/** First focusable element of every layout: jumps keyboard users past the navigation. */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only z-50 rounded-lg bg-chalk-yellow px-4 py-3 font-semibold text-board-950 focus:not-sr-only focus:fixed focus:inline-flex focus:min-h-11 focus:items-center focus:px-4 focus:top-2 focus:left-2"
    >
      Przejdź do treści
    </a>
  );
}
