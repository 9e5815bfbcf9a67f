import { useLayoutEffect, useRef } from 'react';
import { applyFormat, type FormatAction, type TextEdit } from './markdown-format.ts';
import type { TextRange } from './note-ai-actions.tsx';

/**
 * Edits of the content made by buttons (the toolbar, the AI): each replaces the text and selects
 * what changed once the new text is in the textarea, so the pupil sees it and can go on typing.
 */
export function useTextEdits(content: string, setContent: (value: string) => void) {
  const textarea = useRef<HTMLTextAreaElement>(null);
  const selection = useRef<TextEdit | null>(null);

  // The selection is applied once the new text is in the textarea.
  useLayoutEffect(() => {
    const edit = selection.current;
    const element = textarea.current;
    if (!edit || !element || element.value !== edit.value) return;
    selection.current = null;
    element.focus();
    element.setSelectionRange(edit.selectionStart, edit.selectionEnd);
  });

  const currentSelection = (): TextRange => ({
    start: textarea.current?.selectionStart ?? content.length,
    end: textarea.current?.selectionEnd ?? content.length,
  });

  const format = (action: FormatAction) => {
    const { start, end } = currentSelection();
    const edit = applyFormat(content, start, end, action);
    selection.current = edit;
    setContent(edit.value);
  };

  /** `text` replaces the range and is selected. */
  const replace = (range: TextRange, text: string) => {
    const value = content.slice(0, range.start) + text + content.slice(range.end);
    selection.current = { value, selectionStart: range.start, selectionEnd: range.start + text.length };
    setContent(value);
  };

  return { textarea, currentSelection, format, replace };
}
