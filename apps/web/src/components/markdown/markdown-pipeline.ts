import type { Element, Root } from 'hast';
import rehypeKatex from 'rehype-katex';
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';

// Markdown → HTML, the heavy part (micromark, unified, KaTeX). markdown.worker.ts runs it off the
// page's main thread; format-markdown.ts imports it only where a worker cannot run.

/**
 * GitHub's sanitizing rules plus the classes remark-math puts on formulas (`language-math` with
 * `math-inline` or `math-display`), so rehype-katex still finds them after sanitizing. Sanitizing
 * runs before KaTeX: the formula markup KaTeX writes is trusted, the author's HTML is not.
 */
export const MARKDOWN_SCHEMA: SanitizeSchema = {
  ...defaultSchema,
  attributes: {
    ...defaultSchema.attributes,
    code: [['className', /^language-./, 'math-inline', 'math-display']],
  },
};

// `strict: 'ignore'`: Polish letters inside a formula are fine for a pupil's note, not a warning.
const KATEX_OPTIONS = { strict: 'ignore' } as const;

const isExternal = (href: string) => /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(href);

const text = (value: string) => ({ type: 'text' as const, value });

/** Links leave for another tab without giving it a handle on this one (window.opener), and say so. */
function rehypeExternalLinks() {
  return (tree: Root) => {
    visit(tree, 'element', (node) => {
      const href = node.properties.href;
      if (node.tagName !== 'a' || typeof href !== 'string') return;
      if (!isExternal(href) || href.startsWith('mailto:')) return;
      node.properties.target = '_blank';
      node.properties.rel = ['noopener', 'noreferrer', 'nofollow'];
      node.children.push({
        type: 'element',
        tagName: 'span',
        properties: { className: ['sr-only'] },
        children: [text(' (w nowej karcie)')],
      });
    });
  };
}

/**
 * A wide table scrolls inside its own box instead of widening the page; the box takes focus so it
 * can be scrolled from the keyboard. A column's alignment becomes a style, as React rendered it,
 * so it wins over the wrapper's `text-left` for header cells.
 */
function rehypeScrollingTables() {
  return (tree: Root) => {
    visit(tree, 'element', (node, index, parent) => {
      if ((node.tagName === 'th' || node.tagName === 'td') && typeof node.properties.align === 'string') {
        node.properties.style = `text-align: ${node.properties.align}`;
        delete node.properties.align;
      }
      if (node.tagName !== 'table' || !parent || index === undefined) return;
      const box: Element = {
        type: 'element',
        tagName: 'div',
        properties: { className: ['my-3', 'max-w-full', 'overflow-x-auto'], tabIndex: 0 },
        children: [node],
      };
      // Replaced in place: the walk goes on into the table's cells, not into the box again.
      parent.children[index] = box;
    });
  };
}

/** Markdown with GFM (tables, task lists, strikethrough) and LaTeX math (`$…$`, `$$…$$`). */
const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkMath)
  // Raw HTML in the Markdown is dropped here already (no `allowDangerousHtml`); sanitizing then
  // removes unsafe links and attributes.
  .use(remarkRehype)
  .use(rehypeSanitize, MARKDOWN_SCHEMA)
  .use(rehypeKatex, KATEX_OPTIONS)
  .use(rehypeExternalLinks)
  .use(rehypeScrollingTables)
  .use(rehypeStringify)
  .freeze();

/** Sanitized HTML of `content`, with formulas typeset by KaTeX (a broken one shows as an error in place). */
export function markdownToHtml(content: string): string {
  return String(processor.processSync(content));
}
