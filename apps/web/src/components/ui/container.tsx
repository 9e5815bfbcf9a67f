import type { HTMLAttributes } from 'react';

/** Centred content column with the page's side padding (comfortable down to 360 px). */
export function Container({ className = '', ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={`mx-auto w-full max-w-6xl px-4 sm:px-6 ${className}`} {...props} />;
}
