import { lazy, Suspense, useEffect, useState } from 'react';

// Markdown, KaTeX and the KaTeX stylesheet weigh more than the rest of a page: they load on the
// first render of a <Markdown>, as their own chunk, never with the first load of a route.

/** KaTeX's two main fonts: formulas drawn before they arrive would reflow the text around them. */
const KATEX_FONTS = ['1em KaTeX_Main', 'italic 1em KaTeX_Math'];

let loading: Promise<typeof import('./markdown-view.tsx')> | null = null;
/** Set once the renderer is here: later Markdown renders formatted at once. */
let loaded = false;

/** The renderer and, once its stylesheet has declared them, KaTeX's fonts. */
function loadView() {
  loading ??= import('./markdown-view.tsx').then(
    async (module) => {
      await Promise.all(KATEX_FONTS.map((font) => document.fonts?.load(font).catch(() => undefined)));
      loaded = true;
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

const MarkdownView = lazy(() => loadView().then((module) => ({ default: module.MarkdownView })));

const watchesPaint = () =>
  typeof PerformanceObserver !== 'undefined' &&
  (PerformanceObserver.supportedEntryTypes ?? []).includes('paint');
const firstPaintDone = () =>
  !watchesPaint() || performance.getEntriesByName('first-contentful-paint').length > 0;
/** A page that is not painted (a background tab) still gets its formatting after this long. */
const PAINT_WAIT_MS = 3000;

/**
 * True once the page's first contentful paint is done: the renderer (~130 KB) is fetched after
 * it, so it never holds a page's first text back on a slow phone.
 */
function usePainted(): boolean {
  const [painted, setPainted] = useState(() => loaded || firstPaintDone());
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
 * Renders Markdown with LaTeX math (`$…$`, `$$…$$`); raw HTML and unsafe links are removed. Until
 * the renderer has loaded, the text is shown as it is: readable at once, and about as tall as the
 * formatted text, so what follows it barely moves when the formatting arrives.
 */
export function Markdown({ content }: { content: string }) {
  const painted = usePainted();
  const plain = <div className="break-words whitespace-pre-wrap">{content}</div>;
  if (!painted) return plain;
  return (
    <Suspense fallback={plain}>
      <MarkdownView content={content} />
    </Suspense>
  );
}
