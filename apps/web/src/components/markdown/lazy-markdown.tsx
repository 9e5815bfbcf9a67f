import { useEffect, useRef, useState } from 'react';
import { whenIdle } from '../../lib/when-idle.ts';
import {
  cachedHtml,
  formatMarkdown,
  formattingLoaded,
  markdownClass,
  warmFormatting,
} from './format-markdown.ts';
import { PlainMarkdown } from './plain-markdown.tsx';
import { settledLength } from './settled-text.ts';

// Markdown is formatted after the first paint, in a Web Worker (format-markdown.ts): until then the
// page shows the text as plain text (plain-markdown.tsx, never its raw markup), and it never loads
// the Markdown and KaTeX code itself.

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
 * Starts the formatting (the worker, KaTeX's stylesheet and fonts) once the page is painted and
 * idle, on a page about to show Markdown (the chat's list before a conversation is opened), so the
 * first formatted text does not wait for them. Off (`enabled` false) where Markdown is already on
 * its way: a page showing a conversation starts the formatting with its first answer, and warming
 * it there too would only load KaTeX's stylesheet while the answers render.
 */
export function useWarmMarkdown(enabled = true): void {
  const painted = usePainted();
  useEffect(() => {
    if (!painted || !enabled) return;
    return whenIdle(warmFormatting);
  }, [painted, enabled]);
}

/** After this long with nothing formatted, a text's plain version stops being announced as busy. */
const FORMAT_WAIT_MS = 10_000;

interface Formatted {
  /** The text (or the beginning of it) the HTML is of. */
  content: string;
  html: string;
}

/**
 * The HTML to show for `content` (of a streamed answer: of its whole blocks, settled-text.ts): its
 * own when it is known, else the last one shown while the text only grew since (a streamed answer
 * grows token by token, and going back to plain text between two formatted versions would make it
 * jump; a different text is never shown as another's HTML). One request at a time: while one is
 * formatted, only the newest text waits for the next, so a stream never queues hundreds of jobs.
 */
function useMarkdownHtml(
  content: string,
  streaming: boolean,
  painted: boolean,
): { formatted: Formatted | null; busy: boolean } {
  const target = streaming ? content.slice(0, settledLength(content)) : content;
  const cached = target === '' ? undefined : cachedHtml(target);
  const [shown, setShown] = useState<Formatted | null>(
    cached === undefined ? null : { content: target, html: cached },
  );
  // Remembered during the render (React's pattern for state from earlier renders), so that a
  // cached text followed by a longer one keeps showing the cached one meanwhile.
  if (cached !== undefined && shown?.content !== target) setShown({ content: target, html: cached });
  const formatted =
    cached !== undefined
      ? { content: target, html: cached }
      : shown && content.startsWith(shown.content)
        ? shown
        : null;
  const latest = useRef(target);
  const sending = useRef(false);
  // The formatting failed (no worker and no pipeline on the page) or is very late: the plain text
  // stays and is no longer announced as about to change.
  const [gaveUp, setGaveUp] = useState(false);
  const nothingYet = formatted === null;
  useEffect(() => {
    if (!nothingYet) return;
    const timer = setTimeout(() => setGaveUp(true), FORMAT_WAIT_MS);
    return () => clearTimeout(timer);
  }, [nothingYet]);
  useEffect(() => {
    latest.current = target;
    if (!painted || sending.current || target === '' || cachedHtml(target) !== undefined) return;
    const send = (text: string) => {
      sending.current = true;
      formatMarkdown(text)
        // A text that cannot be formatted stays plain (or as last formatted).
        .then(
          (html) => setShown({ content: text, html }),
          () => setGaveUp(true),
        )
        .finally(() => {
          sending.current = false;
          const next = latest.current;
          if (next !== text && next !== '' && cachedHtml(next) === undefined) send(next);
        });
    };
    send(target);
  }, [target, painted]);
  return { formatted, busy: formatted?.content !== content && !gaveUp };
}

/**
 * Renders Markdown with LaTeX math (`$…$`, `$$…$$`); raw HTML and unsafe links are removed. What
 * is not formatted yet — the whole text until its HTML is here, the block being written of a
 * streamed answer (`streaming`) — is shown as plain text without its markup (formulas as "a/b",
 * tables as rows): readable at once, never raw, and about as tall as the formatted text, so what
 * follows it barely moves when the formatting arrives.
 */
export function Markdown({ content, streaming = false }: { content: string; streaming?: boolean }) {
  const painted = usePainted();
  const { formatted, busy } = useMarkdownHtml(content, streaming, painted);
  if (formatted === null) return <PlainMarkdown key="plain" content={content} busy={busy} />;
  const rest = content.slice(formatted.content.length);
  return (
    <>
      {/* A new element rather than the plain one restyled: switching its ~70 classes in place
          makes the browser check every one against the page (style invalidation), in one long task. */}
      <div
        key="formatted"
        className={markdownClass()}
        data-testid="markdown"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: markdown-pipeline.ts sanitizes the author's HTML before KaTeX adds its own
        dangerouslySetInnerHTML={{ __html: formatted.html }}
      />
      {/* The block being written; a text edited elsewhere (a note's preview) keeps its last HTML
          until the new one is here rather than flickering a plain tail on every keystroke. */}
      {streaming && rest.trim() !== '' ? (
        <PlainMarkdown key="plain" content={rest} busy={busy} className="mt-3" />
      ) : null}
    </>
  );
}
