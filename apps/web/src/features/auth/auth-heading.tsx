import type { ReactNode } from 'react';

/** Title and one-line explanation at the top of an auth card. */
export function AuthHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-6">
      <h1 className="text-2xl font-bold text-board-950 sm:text-3xl">{title}</h1>
      {children ? <p className="mt-2 text-ink-muted">{children}</p> : null}
    </div>
  );
}
