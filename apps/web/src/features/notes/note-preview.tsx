import { Markdown } from '../../components/markdown/lazy-markdown.tsx';
import { type EditorView, panelProps } from './editor-view-tabs.tsx';

interface NotePreviewProps {
  ids: string;
  content: string;
  view: EditorView;
  sideBySide: boolean;
}

/** The rendered note with its formulas, beside the text or as the "Podgląd" tab. */
export function NotePreview({ ids, content, view, sideBySide }: NotePreviewProps) {
  const shown = sideBySide || view === 'preview';
  return (
    <section
      {...panelProps(ids, 'preview', view, !sideBySide)}
      aria-labelledby={sideBySide ? `${ids}-preview-title` : `${ids}-tab-preview`}
      className="flex min-w-0 flex-col gap-2"
    >
      {sideBySide ? (
        <h2 id={`${ids}-preview-title`} className="font-medium text-board-950">
          Podgląd
        </h2>
      ) : null}
      <div className="min-h-64 min-w-0 rounded-lg border border-board-200 bg-white p-4">
        {!shown ? null : content.trim() ? (
          <Markdown content={content} />
        ) : (
          <p className="text-ink-muted">Tu zobaczysz notatkę z wzorami, gdy coś napiszesz.</p>
        )}
      </div>
    </section>
  );
}
