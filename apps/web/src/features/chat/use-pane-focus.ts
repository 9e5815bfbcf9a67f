import { useEffect, useRef, useState } from 'react';

/** Where the focus goes when the conversation opens: its title (from the list) or the composer. */
export type OpenFocus = 'conversation' | 'composer' | null;

/**
 * The open conversation's focus: the title when opened from the list, the stop button (or the
 * message box) after sending, and the box again when the answer ends and takes the stop button.
 * `onAnswerEnded` runs once each time an answer stops being written.
 */
export function usePaneFocus(
  loaded: boolean,
  answering: boolean,
  focusOnOpen: OpenFocus,
  onAnswerEnded: () => void,
) {
  const [focusNext, setFocusNext] = useState<OpenFocus>(focusOnOpen);
  const heading = useRef<HTMLHeadingElement>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const stopButton = useRef<HTMLButtonElement>(null);
  const ended = useRef(onAnswerEnded);
  ended.current = onAnswerEnded;

  useEffect(() => {
    if (!loaded || !focusNext) return;
    if (focusNext === 'conversation') heading.current?.focus();
    else (answering ? stopButton.current : textarea.current)?.focus();
    setFocusNext(null);
  }, [loaded, focusNext, answering]);

  const wasAnswering = useRef(answering);
  useEffect(() => {
    if (wasAnswering.current && !answering) {
      ended.current();
      const active = document.activeElement;
      if (!active || active === document.body) textarea.current?.focus();
    }
    wasAnswering.current = answering;
  }, [answering]);

  return { heading, textarea, stopButton, focusComposer: () => setFocusNext('composer') };
}
