import { type RefObject, useEffect, useRef } from 'react';

/** Room kept between the end of the answer and the composer's top edge. */
const GAP_PX = 12;

/** How far (px) the end of `answer` reaches below the part of the window the composer leaves free. */
export function reachBelowComposer(answer: HTMLElement, dock: HTMLElement | null): number {
  const free = dock ? dock.getBoundingClientRect().top : window.innerHeight;
  return answer.getBoundingClientRect().bottom - (free - GAP_PX);
}

/** Keys that move the page up: the pupil going back to read. */
const KEYS_UP = new Set(['ArrowUp', 'PageUp', 'Home']);

/**
 * Keeps the end of the answer being written in view above the sticky composer (which itself sits
 * above the phone's bottom bar) while the answer grows: the first answer of a new conversation, a
 * follow-up, an answer still being written after a reload. The pupil scrolling up (wheel, touch,
 * keys) stops the following; coming back down to the end resumes it. Scrolls the page makes by
 * itself (restoring a position, bringing a message into view) never stop it.
 */
export function useFollowAnswer(
  thread: RefObject<HTMLElement | null>,
  dock: RefObject<HTMLElement | null>,
  writing: boolean,
): void {
  const following = useRef(true);

  useEffect(() => {
    const list = thread.current;
    if (!writing || !list || typeof ResizeObserver === 'undefined') return;
    const answer = () => list.querySelector<HTMLElement>('[data-testid="answer"][aria-busy="true"]');
    const atEnd = () => {
      const current = answer();
      return !current || reachBelowComposer(current, dock.current) <= 1;
    };
    const follow = () => {
      const current = answer();
      if (!current || !following.current) return;
      const below = reachBelowComposer(current, dock.current);
      // Instant: a smooth scroll would lag behind the text.
      if (below > 0) window.scrollBy({ top: below, behavior: 'instant' });
    };

    following.current = true;
    const leave = () => {
      following.current = false;
    };
    const onWheel = (event: WheelEvent) => {
      if (event.deltaY < 0) leave();
    };
    const onKey = (event: KeyboardEvent) => {
      if (KEYS_UP.has(event.key)) leave();
    };
    const onScroll = () => {
      if (atEnd()) following.current = true;
    };
    // The thread grows with the text, the formulas drawn in it and the lazily loaded Markdown.
    const growth = new ResizeObserver(follow);
    growth.observe(list);
    const listeners = [
      ['scroll', onScroll],
      ['wheel', onWheel],
      ['touchmove', leave],
      ['keydown', onKey],
    ] as const;
    for (const [type, listener] of listeners)
      window.addEventListener(type, listener as EventListener, { passive: true });
    return () => {
      growth.disconnect();
      for (const [type, listener] of listeners) window.removeEventListener(type, listener as EventListener);
    };
  }, [writing, thread, dock]);
}
