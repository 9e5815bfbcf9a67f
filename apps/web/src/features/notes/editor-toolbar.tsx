import { type KeyboardEvent, useRef, useState } from 'react';
import type { FormatAction } from './markdown-format.ts';

interface Tool {
  action: FormatAction;
  label: string;
  glyph: string;
  glyphClass?: string;
}

const TOOLS: Tool[] = [
  { action: 'bold', label: 'Pogrubienie', glyph: 'B', glyphClass: 'font-black' },
  { action: 'heading', label: 'Nagłówek', glyph: 'H', glyphClass: 'font-bold' },
  { action: 'list', label: 'Lista punktowana', glyph: '•—' },
  { action: 'inlineMath', label: 'Wzór w tekście', glyph: '$x$', glyphClass: 'font-serif italic' },
  { action: 'blockMath', label: 'Wzór w osobnej linii', glyph: '$$', glyphClass: 'font-serif' },
];

/**
 * Buttons that write Markdown into the content field. One tab stop; the arrow keys, Home and End
 * move between the buttons (WAI-ARIA toolbar).
 */
export function EditorToolbar({
  controls,
  onAction,
}: {
  controls: string;
  onAction: (action: FormatAction) => void;
}) {
  const [active, setActive] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const move = (index: number) => {
    const next = (index + TOOLS.length) % TOOLS.length;
    setActive(next);
    buttons.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowRight: active + 1, ArrowLeft: active - 1, Home: 0, End: -1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    move(target);
  };

  return (
    <div
      role="toolbar"
      aria-label="Formatowanie treści"
      aria-controls={controls}
      onKeyDown={onKeyDown}
      className="flex flex-wrap gap-1"
    >
      {TOOLS.map((tool, index) => (
        <button
          key={tool.action}
          ref={(element) => {
            buttons.current[index] = element;
          }}
          type="button"
          tabIndex={index === active ? 0 : -1}
          title={tool.label}
          onFocus={() => setActive(index)}
          onClick={() => onAction(tool.action)}
          className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border border-board-200 bg-white px-2 text-board-900 hover:bg-board-50"
        >
          <span aria-hidden="true" className={tool.glyphClass}>
            {tool.glyph}
          </span>
          <span className="sr-only">{tool.label}</span>
        </button>
      ))}
    </div>
  );
}
