import { useEffect, useRef, useState } from 'react';
import { cachedHtml, formatMarkdown, formattingLoaded, markdownClass } from './format-markdown.ts';

// Markdown is formatted after the first paint, in a Web Worker (format-markdown.ts): the page shows
// the text as it is until then, and never loads the Markdown and KaTeX code itself.

const watchesPaint = () =>
  typeof PerformanceObserver !== 'undefined' &&
  (PerformanceObserver.supportedEntryTypes ?? []).includes('paint');
const firstPaintDone = () =>
  !watchesPaint() || performance.getEntriesByName('first-contentful-paint').length > 0;
/** A page that is not painted (a background tab) still gets its formatting after this long. */
const PAINT_WAIT_MS = 3000;

/**
 * True once the page's first contentful paint is done: the worker and KaTeX's stylesheet are
 * fetched after it, so they never hold a page's first text back on a slow phone.
 */
function usePainted(): boolean {
  const [painted, setPainted] = useState(() => formattingLoaded() || firstPaintDone());
  useEffect(() => {
    if (painted) return;
    if (firstPaintDone()) {
      setPainted(true);
      return;
    }
    const done = () => setPainted(true);
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    observer.observe({ type: 'paint' });
    const timer = setTimeout(done, PAINT_WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [painted]);
  return painted;
}

/**
 * The HTML to show for `content`: its own when it is known, else the last one shown while the text
 * only grew since (a streamed answer grows token by token, and going back to plain text between two
 * formatted versions would make it jump; a different text is never shown as another's HTML). One
 * request at a time: while one is formatted, only the newest text waits for the next, so a stream
 * never queues hundreds of jobs.
 */
function useMarkdownHtml(content: string, painted: boolean): string | null {
  const cached = cachedHtml(content);
  const [shown, setShown] = useState<{ content: string; html: string } | null>(
    cached === undefined ? null : { content, html: cached },
  );
  // Remembered during the render (React's pattern for state from earlier renders), so that a
  // cached text followed by a longer one keeps showing the cached one meanwhile.
  if (cached !== undefined && shown?.content !== content) setShown({ content, html: cached });
  const latest = useRef(content);
  const busy = useRef(false);
  useEffect(() => {
    latest.current = content;
    if (!painted || busy.current || cachedHtml(content) !== undefined) return;
    const send = (text: string) => {
      busy.current = true;
      formatMarkdown(text)
        // A text that cannot be formatted stays plain (or as last formatted).
        .then(
          (html) => setShown({ content: text, html }),
          () => undefined,
        )
        .finally(() => {
          busy.current = false;
          const next = latest.current;
          if (next !== text && cachedHtml(next) === undefined) send(next);
        });
    };
    send(content);
  }, [content, painted]);
  if (cached !== undefined) return cached;
  return shown && content.startsWith(shown.content) ? shown.html : null;
}

/**
 * Renders Markdown with LaTeX math (`$…$`, `$$…$$`); raw HTML and unsafe links are removed. Until
 * its HTML is here, the text is shown as it is: readable at once, and about as tall as the
 * formatted text, so what follows it barely moves when the formatting arrives.
 */
export function Markdown({ content }: { content: string }) {
  const painted = usePainted();
  const html = useMarkdownHtml(content, painted);
  if (html === null)
    return (
      <div key="plain" className="break-words whitespace-pre-wrap">
        {content}
      </div>
    );
  return (
    // A new element rather than the plain one restyled: switching its ~70 classes in place makes
    // the browser check every one against the page (style invalidation), in one long task.
    <div
      key="formatted"
      className={markdownClass()}
      data-testid="markdown"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: markdown-pipeline.ts sanitizes the author's HTML before KaTeX adds its own
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
