import 'katex/dist/katex.min.css';

// What formatted Markdown looks like: KaTeX's stylesheet (and, through it, its fonts) and the
// classes of the wrapper. A chunk of its own, loaded after the first paint with the first
// formatted text (format-markdown.ts), so neither weighs on a route's first load.

// Tailwind has no typography plugin here: the Markdown elements are styled from the wrapper.
export const CONTENT_CLASS = [
  'min-w-0 break-words leading-relaxed text-ink',
  '[&>*:first-child]:mt-0 [&>*:last-child]:mb-0',
  '[&_p]:my-3 [&_h1]:mt-6 [&_h1]:mb-3 [&_h1]:text-2xl [&_h1]:font-bold [&_h1]:text-board-950',
  '[&_h2]:mt-5 [&_h2]:mb-2 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-board-950',
  '[&_h3]:mt-4 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-board-950',
  '[&_h4]:mt-4 [&_h4]:mb-2 [&_h4]:font-semibold',
  '[&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1',
  '[&_.contains-task-list]:list-none [&_.contains-task-list]:pl-1',
  '[&_a]:font-medium [&_a]:text-board-700 [&_a]:underline [&_a]:underline-offset-2',
  // A link within the app (in an answer, a citation's "[1]") is a 40 px target centred on its
  // text; the negative margins keep the line's height, so the text around it does not move.
  "[&_a[href^='/']]:inline-block [&_a[href^='/']]:min-w-10 [&_a[href^='/']]:py-2.5 [&_a[href^='/']]:-my-2.5",
  "[&_a[href^='/']]:text-center",
  '[&_blockquote]:my-3 [&_blockquote]:border-l-4 [&_blockquote]:border-board-200 [&_blockquote]:pl-4 [&_blockquote]:text-ink-muted',
  '[&_code]:rounded [&_code]:bg-board-50 [&_code]:px-1 [&_code]:text-[0.9em]',
  '[&_pre]:my-3 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-board-50 [&_pre]:p-3 [&_pre_code]:p-0',
  '[&_table]:border-collapse [&_table]:text-sm [&_th]:border [&_th]:border-board-200 [&_th]:bg-board-50',
  '[&_th]:px-3 [&_th]:py-1.5 [&_th]:text-left [&_td]:border [&_td]:border-board-200 [&_td]:px-3 [&_td]:py-1.5',
  '[&_hr]:my-5 [&_hr]:border-board-100 [&_img]:max-w-full',
  // Long display formulas scroll sideways instead of overflowing a phone screen.
  '[&_.katex-display]:my-3 [&_.katex-display]:overflow-x-auto [&_.katex-display]:overflow-y-hidden [&_.katex-display]:py-1',
].join(' ');
