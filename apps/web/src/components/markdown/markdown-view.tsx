import 'katex/dist/katex.min.css';
import type { ComponentPropsWithoutRef } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import rehypeKatex from 'rehype-katex';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';

// This module is the heavy part (markdown, KaTeX and its CSS): only lazy-markdown.tsx imports it,
// so it stays out of the first load of every route.

/**
 * GitHub's sanitizing rules plus the classes remark-math puts on formulas (`language-math` with
 * `math-inline` or `math-display`), so rehype-katex still finds them after sanitizing. Sanitizing
 * runs before KaTeX: the formula markup KaTeX writes is trusted, the author's HTML is not.
 */
export const MARKDOWN_SCHEMA = {
  ...defaultSchema,
  attributes: {
    ...defaultSchema.attributes,
    code: [['className', /^language-./, 'math-inline', 'math-display']],
  },
};

// `strict: 'ignore'`: Polish letters inside a formula are fine for a pupil's note, not a warning.
const KATEX_OPTIONS = { strict: 'ignore' } as const;

const isExternal = (href: string | undefined) => !!href && /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(href);

function MarkdownLink({
  node: _node,
  href,
  children,
  ...rest
}: ComponentPropsWithoutRef<'a'> & { node?: unknown }) {
  // Links leave for another tab without giving it a handle on this one (window.opener).
  if (isExternal(href) && !href?.startsWith('mailto:')) {
    return (
      <a {...rest} href={href} target="_blank" rel="noopener noreferrer nofollow">
        {children}
        <span className="sr-only"> (w nowej karcie)</span>
      </a>
    );
  }
  return (
    <a {...rest} href={href}>
      {children}
    </a>
  );
}

function MarkdownTable({ node: _node, ...rest }: ComponentPropsWithoutRef<'table'> & { node?: unknown }) {
  return (
    // A wide table scrolls inside its own box instead of widening the page; the box takes focus so
    // it can be scrolled from the keyboard.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <div className="my-3 max-w-full overflow-x-auto" tabIndex={0}>
      <table {...rest} />
    </div>
  );
}

const COMPONENTS: Components = { a: MarkdownLink, table: MarkdownTable };

// Tailwind has no typography plugin here: the Markdown elements are styled from the wrapper.
const CONTENT_CLASS = [
  'min-w-0 break-words leading-relaxed text-ink',
  '[&>*:first-child]:mt-0 [&>*:last-child]:mb-0',
  '[&_p]:my-3 [&_h1]:mt-6 [&_h1]:mb-3 [&_h1]:text-2xl [&_h1]:font-bold [&_h1]:text-board-950',
  '[&_h2]:mt-5 [&_h2]:mb-2 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-board-950',
  '[&_h3]:mt-4 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-board-950',
  '[&_h4]:mt-4 [&_h4]:mb-2 [&_h4]:font-semibold',
  '[&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1',
  '[&_.contains-task-list]:list-none [&_.contains-task-list]:pl-1',
  '[&_a]:font-medium [&_a]:text-board-700 [&_a]:underline [&_a]:underline-offset-2',
  '[&_blockquote]:my-3 [&_blockquote]:border-l-4 [&_blockquote]:border-board-200 [&_blockquote]:pl-4 [&_blockquote]:text-ink-muted',
  '[&_code]:rounded [&_code]:bg-board-50 [&_code]:px-1 [&_code]:text-[0.9em]',
  '[&_pre]:my-3 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-board-50 [&_pre]:p-3 [&_pre_code]:p-0',
  '[&_table]:border-collapse [&_table]:text-sm [&_th]:border [&_th]:border-board-200 [&_th]:bg-board-50',
  '[&_th]:px-3 [&_th]:py-1.5 [&_th]:text-left [&_td]:border [&_td]:border-board-200 [&_td]:px-3 [&_td]:py-1.5',
  '[&_hr]:my-5 [&_hr]:border-board-100 [&_img]:max-w-full',
  // Long display formulas scroll sideways instead of overflowing a phone screen.
  '[&_.katex-display]:my-3 [&_.katex-display]:overflow-x-auto [&_.katex-display]:overflow-y-hidden [&_.katex-display]:py-1',
].join(' ');

/** Markdown with GFM (tables, task lists, strikethrough) and LaTeX math (`$…$`, `$$…$$`), sanitized. */
export function MarkdownView({ content }: { content: string }) {
  return (
    <div className={CONTENT_CLASS} data-testid="markdown">
      <ReactMarkdown
        remarkPlugins={[remarkGfm, remarkMath]}
        rehypePlugins={[
          [rehypeSanitize, MARKDOWN_SCHEMA],
          [rehypeKatex, KATEX_OPTIONS],
        ]}
        components={COMPONENTS}
      >
        {content}
      </ReactMarkdown>
    </div>
  );
}
