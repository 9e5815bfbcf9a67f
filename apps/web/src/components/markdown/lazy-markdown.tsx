import { lazy, Suspense } from 'react';
import { Spinner } from '../ui/spinner.tsx';

// Markdown, KaTeX and the KaTeX stylesheet weigh more than the rest of a page: they load on the
// first render of a <Markdown>, as their own chunk, never with the first load of a route.
const MarkdownView = lazy(() =>
  import('./markdown-view.tsx').then((module) => ({ default: module.MarkdownView })),
);

/** Renders Markdown with LaTeX math (`$…$`, `$$…$$`); raw HTML and unsafe links are removed. */
export function Markdown({ content }: { content: string }) {
  return (
    <Suspense fallback={<Spinner label="Wczytywanie podglądu…" className="py-2" />}>
      <MarkdownView content={content} />
    </Suspense>
  );
}
