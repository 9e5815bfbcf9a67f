import { useEffect, useState } from 'react';
import { useOnline } from './connection.ts';

/**
 * One send that could not leave while the browser was offline, held until the connection is back
 * and then sent once. `resend` receives what was held; it decides whether it still applies (the
 * pupil may have moved on) and sends it as a retry, whose own failure is not held again.
 */
export function useHeldSend<T>(resend: (held: T) => void): {
  hold: (held: T) => void;
  /** Forgets what is held (the pupil changed it or moved on): nothing is sent. */
  drop: () => void;
  held: T | null;
} {
  const online = useOnline();
  const [held, setHeld] = useState<T | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `resend` is the render's own; it runs once per hold.
  useEffect(() => {
    if (held === null || !online) return;
    setHeld(null);
    resend(held);
  }, [held, online]);
  return { hold: (value: T) => setHeld(() => value), drop: () => setHeld(null), held };
}
