import { type KeyboardEvent, useRef } from 'react';

export type EditorView = 'edit' | 'preview';

const LABELS: Record<EditorView, string> = { edit: 'Edycja', preview: 'Podgląd' };

/** Where a panel's tab and panel ids come from, and its role when the panels are tabs. */
export function panelProps(ids: string, value: EditorView, view: EditorView, asTabs: boolean) {
  return asTabs
    ? {
        id: `${ids}-panel-${value}`,
        role: 'tabpanel',
        'aria-labelledby': `${ids}-tab-${value}`,
        hidden: view !== value,
      }
    : { id: `${ids}-panel-${value}` };
}

/** "Edycja" and "Podgląd" as tabs (on narrow screens); arrows, Home and End move between them. */
export function EditorViewTabs({
  ids,
  view,
  onChange,
}: {
  ids: string;
  view: EditorView;
  onChange: (view: EditorView) => void;
}) {
  const tabs = useRef<Record<EditorView, HTMLButtonElement | null>>({ edit: null, preview: null });

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const next: EditorView =
      event.key === 'Home' ? 'edit' : event.key === 'End' ? 'preview' : view === 'edit' ? 'preview' : 'edit';
    onChange(next);
    tabs.current[next]?.focus();
  };

  return (
    <div role="tablist" aria-label="Widok notatki" className="flex gap-1 rounded-lg bg-board-100 p-1">
      {(['edit', 'preview'] as const).map((value) => (
        <button
          key={value}
          ref={(element) => {
            tabs.current[value] = element;
          }}
          type="button"
          role="tab"
          id={`${ids}-tab-${value}`}
          aria-selected={view === value}
          aria-controls={`${ids}-panel-${value}`}
          tabIndex={view === value ? 0 : -1}
          onClick={() => onChange(value)}
          onKeyDown={onKeyDown}
          className="min-h-11 flex-1 rounded-md px-4 font-semibold text-board-900 aria-selected:bg-white aria-selected:shadow-sm"
        >
          {LABELS[value]}
        </button>
      ))}
    </div>
  );
}
