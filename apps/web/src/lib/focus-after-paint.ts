/**
 * Moves focus to `target()` once the frame showing a tap's change has been painted. Focusing makes
 * the browser compute the page's style and layout at once; in the tap's own task that held the
 * painting of the response back (tens of milliseconds on a slow phone). Returns a cancel.
 */
export function focusAfterPaint(target: () => HTMLElement | null | undefined): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(() => target()?.focus());
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
