import { useEffect, useRef, useState } from 'react';
import { useOnline } from '../../lib/connection.ts';

/** How long "the connection is back" stays after going online again. */
const BACK_ONLINE_MS = 4_000;

/**
 * A thin line under the top bar while the browser is offline, and briefly once it is back. It sits
 * in the flow (nothing is covered at 360 px) and its live region is always there, so screen
 * readers announce each change politely.
 */
export function OfflineBanner() {
  const online = useOnline();
  const [back, setBack] = useState(false);
  const wasOffline = useRef(!online);

  useEffect(() => {
    if (!online) {
      wasOffline.current = true;
      setBack(false);
      return;
    }
    if (!wasOffline.current) return;
    wasOffline.current = false;
    setBack(true);
    const timer = setTimeout(() => setBack(false), BACK_ONLINE_MS);
    return () => clearTimeout(timer);
  }, [online]);

  const text = !online
    ? 'Brak połączenia z internetem. To, co wpiszesz, nie zniknie.'
    : back
      ? 'Połączenie wróciło.'
      : '';
  const tone = online ? 'bg-green-50 text-green-900' : 'bg-amber-50 text-amber-950';
  return (
    <div role="status" aria-live="polite">
      {text ? <p className={`px-4 py-2 text-sm leading-snug sm:px-6 ${tone}`}>{text}</p> : null}
    </div>
  );
}
