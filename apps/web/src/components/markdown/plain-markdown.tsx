import type { ReactNode } from 'react';
import type { Run } from './plain-tex.ts';
import { type PlainBlock, plainBlocks } from './plain-text.ts';

// What a Markdown text shows until its HTML is here: the same words as plain text, laid out about
// as the formatted text will be (paragraph gaps, headings, table rows, formulas on their own line),
// so nothing jumps when the formatting arrives and no raw markup is ever on screen. Nothing in it
// scrolls sideways (long rows wrap): a scrolling box would need the focus it could keep only until
// the formatted text replaces it.

function Runs({ runs }: { runs: Run[] }): ReactNode {
  return runs.map((run, index) => {
    const key = `${index}-${run.kind ?? 'text'}`;
    switch (run.kind) {
      case 'sup':
        return <sup key={key}>{run.text}</sup>;
      case 'sub':
        return <sub key={key}>{run.text}</sub>;
      case 'math':
        return (
          <span key={key} className="font-serif">
            {run.text}
          </span>
        );
      case 'code':
        return (
          <code key={key} className="rounded bg-board-50 px-1 text-[0.9em]">
            {run.text}
          </code>
        );
      default:
        return run.text;
    }
  });
}

const HEADING_CLASS = ['text-2xl', 'text-xl', 'text-lg'];

function Block({ block }: { block: PlainBlock }) {
  switch (block.kind) {
    case 'heading':
      return (
        <p className={`mt-5 mb-2 font-bold text-board-950 ${HEADING_CLASS[block.level - 1] ?? ''}`}>
          <Runs runs={block.runs} />
        </p>
      );
    case 'item':
      return (
        <p className="my-1 flex gap-2 pl-2">
          <span aria-hidden="true">{block.marker}</span>
          <span className="min-w-0">
            <Runs runs={block.runs} />
          </span>
        </p>
      );
    case 'quote':
      return (
        <p className="my-3 border-l-4 border-board-200 pl-4 text-ink-muted">
          <Runs runs={block.runs} />
        </p>
      );
    case 'formula':
      return (
        <p className="my-3 py-1 text-center font-serif break-words">
          <Runs runs={block.runs} />
        </p>
      );
    case 'code':
      return (
        <pre className="my-3 rounded-lg bg-board-50 p-3 text-[0.9em] break-words whitespace-pre-wrap">
          {block.runs[0]?.text}
        </pre>
      );
    case 'table':
      return (
        <div className="my-3 max-w-full text-sm">
          {block.rows.map((row, rowIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have nothing else to tell them apart
            <div key={rowIndex} className="flex flex-wrap gap-x-6 border-b border-board-100 px-3 py-1.5">
              {row.map((cell, cellIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: as the rows
                <span key={cellIndex} className={rowIndex === 0 ? 'font-semibold' : undefined}>
                  <Runs runs={cell} />
                </span>
              ))}
            </div>
          ))}
        </div>
      );
    case 'rule':
      return <hr className="my-5 border-board-100" />;
    default:
      return (
        <p className="my-3">
          <Runs runs={block.runs} />
        </p>
      );
  }
}

/**
 * `content` as plain text while its formatting is on its way (`busy`: announced as being updated,
 * so a screen reader waits for the formatted text), or for good where it cannot be formatted.
 */
export function PlainMarkdown({
  content,
  busy,
  className = '',
}: {
  content: string;
  busy: boolean;
  className?: string;
}) {
  return (
    <div
      className={`min-w-0 break-words leading-relaxed text-ink [&>*:first-child]:mt-0 [&>*:last-child]:mb-0 ${className}`}
      aria-busy={busy || undefined}
      data-testid="markdown-plain"
    >
      {plainBlocks(content).map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a growing text keeps its earlier blocks in place
        <Block key={index} block={block} />
      ))}
    </div>
  );
}
