import { useEffect, useState } from 'react';
import type { LiveAnswer } from './stream-text.ts';

/** What a screen reader hears: the end of an answer once, not every word of it. */
export function useAnswerAnnouncement(live: LiveAnswer): string {
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (live.status === 'done') setAnnouncement('Kreda skończyła odpowiadać.');
    else if (live.status === 'error') setAnnouncement(`Odpowiedź nie powstała. ${live.error ?? ''}`.trim());
    else if (live.status === 'streaming') setAnnouncement('');
  }, [live.status, live.error]);
  return announcement;
}
