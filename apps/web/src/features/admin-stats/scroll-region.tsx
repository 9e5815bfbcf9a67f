import type { ReactNode } from 'react';

/**
 * A table that may be wider than a phone: it scrolls sideways inside this named region, which
 * takes the focus so the arrow keys can scroll it too.
 */
export function ScrollRegion({ id, label, children }: { id?: string; label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolled region must be reachable by keyboard (WCAG 2.1.1)
    <section id={id} aria-label={label} tabIndex={0} className="max-w-full overflow-x-auto">
      {children}
    </section>
  );
}
