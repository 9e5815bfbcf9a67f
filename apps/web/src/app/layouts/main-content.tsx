import type { ReactNode } from 'react';
import { MAIN_CONTENT_ID } from '../../components/ui/skip-link.tsx';

/** The one <main> of a layout: target of the skip link, focusable by script but not by Tab. */
export function MainContent({ className = '', children }: { className?: string; children: ReactNode }) {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className={`outline-none ${className}`}>
      {children}
    </main>
  );
}
