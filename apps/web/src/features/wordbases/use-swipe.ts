import { type PointerEvent, useRef, useState } from 'react';
import type { WordRating } from '../../gql/graphql.ts';
import { swipeRating } from './flashcard-ratings.ts';

/** Movement below this is a tap (it flips the card), not a drag. */
const TAP_SLOP_PX = 8;

interface Drag {
  pointerId: number;
  x: number;
  y: number;
}

/**
 * Pointer (mouse, pen, touch) swipes of a flashcard: the card follows the finger, shows which
 * rating a release would give, and snaps back when released closer than the threshold. The card
 * needs `touch-action: none` so the browser does not scroll instead.
 */
export function useSwipe(onSwipe: (rating: WordRating) => void, enabled: boolean) {
  const drag = useRef<Drag | null>(null);
  const dragged = useRef(false);
  const [offset, setOffset] = useState({ x: 0, y: 0, active: false });

  const end = () => {
    drag.current = null;
    setOffset({ x: 0, y: 0, active: false });
  };

  const handlers = {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (!enabled || (event.pointerType === 'mouse' && event.button !== 0)) return;
      drag.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY };
      dragged.current = false;
      // Keeps the moves coming when the finger leaves the card.
      try {
        event.currentTarget.setPointerCapture?.(event.pointerId);
      } catch {
        // A pointer the browser no longer tracks: the moves over the card still arrive.
      }
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      const start = drag.current;
      if (!start || event.pointerId !== start.pointerId) return;
      const x = event.clientX - start.x;
      const y = event.clientY - start.y;
      if (Math.hypot(x, y) > TAP_SLOP_PX) dragged.current = true;
      setOffset({ x, y, active: true });
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      const start = drag.current;
      if (!start || event.pointerId !== start.pointerId) return;
      const rating = swipeRating(event.clientX - start.x, event.clientY - start.y);
      end();
      if (rating) onSwipe(rating);
    },
    onPointerCancel: end,
  };

  return {
    offset,
    /** What a release here would give (null: it would snap back). */
    preview: offset.active ? swipeRating(offset.x, offset.y) : null,
    handlers,
    /** True once after a drag: the click that ends it must not flip the card. */
    consumeDrag: () => {
      const was = dragged.current;
      dragged.current = false;
      return was;
    },
  };
}
