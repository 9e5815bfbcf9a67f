import { type RefObject, useEffect } from 'react';

/** The CSS variable the composer's container gets: how much of the window's bottom it covers. */
export const DOCK_SPACE_VAR = '--chat-dock-space';

/** Room left between what is scrolled into view and the composer's top edge. */
const GAP_PX = 12;

/**
 * Publishes on the dock's container how much of the bottom of the window the sticky composer covers
 * (its height plus its distance from the bottom edge, which on a phone is the bottom bar's), kept
 * up to date as the composer grows with the text and attachments. Content above it uses the variable
 * as its scroll margin, so what is focused or scrolled into view is never left under the composer.
 */
export function useDockSpace(dock: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = dock.current;
    const container = element?.parentElement;
    if (!element || !container || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const offset = Number.parseFloat(getComputedStyle(element).bottom) || 0;
      const space = Math.ceil(element.getBoundingClientRect().height + offset + GAP_PX);
      container.style.setProperty(DOCK_SPACE_VAR, `${space}px`);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    // The distance from the bottom edge changes with the layout (bottom bar on phones only).
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
      container.style.removeProperty(DOCK_SPACE_VAR);
    };
  }, [dock]);
}
