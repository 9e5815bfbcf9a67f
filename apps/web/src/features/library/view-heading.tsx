import { createContext, type ReactNode, useContext, useEffect, useRef } from 'react';

/**
 * Set by a page whose views change without a new page (the exercise catalogue's book, subchapter
 * and exercise live in its query): the next view's heading takes the focus, so a keyboard or
 * screen reader user lands on what they opened instead of on a link that is gone.
 */
export const HeadingFocusRequest = createContext<{ current: boolean }>({ current: false });

/** The view's one h1; focusable by script, focused when the view was just opened. */
export function ViewHeading({ children, className = '' }: { children: ReactNode; className?: string }) {
  const request = useContext(HeadingFocusRequest);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!request.current) return;
    request.current = false;
    heading.current?.focus();
  });
  return (
    <h1
      ref={heading}
      tabIndex={-1}
      className={`text-3xl font-bold break-words text-board-950 outline-none sm:text-4xl ${className}`}
    >
      {children}
    </h1>
  );
}
