import type { ReactNode } from 'react';
import { noBreakHyphens } from '../../components/ui/no-break-hyphens.tsx';

/** Title and one-line explanation at the top of an auth card. */
export function AuthHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-6">
      {/* "Potwierdź adres e-mail" must not break into "e-" and "mail". */}
      <h1 className="text-2xl font-bold text-board-950 sm:text-3xl">{noBreakHyphens(title)}</h1>
      {children ? <p className="mt-2 text-ink-muted">{children}</p> : null}
    </div>
  );
}
