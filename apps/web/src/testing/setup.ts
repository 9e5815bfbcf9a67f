import { TOUR_KEYS } from '@kreda/shared/telemetry';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeEach } from 'vitest';
import { deleteCookie } from '../lib/cookies.ts';

// Pages are lazy chunks that vitest transforms on first import; on a busy CI machine that can take
// longer than Testing Library's default second, so findBy*/waitFor wait up to five. Vitest's own
// vi.waitFor keeps a one-second default this cannot change: tests wait with Testing Library's
// waitFor, or give vi.waitFor a timeout where fake timers need it.
configure({ asyncUtilTimeout: 5_000 });

// sonner removes a closed toast 200 ms later from a timer that unmounting does not clear: a file
// whose last test left a toast waits that out, so the timer never fires into a torn-down jsdom.
const SONNER_REMOVAL_MS = 250;
let toastShown = false;
afterAll(async () => {
  if (toastShown) await new Promise((resolve) => setTimeout(resolve, SONNER_REMOVAL_MS));
});

// The guided tours start by themselves on a first visit: every test begins with them seen, and a
// tour's own test forgets that (lib/tour.test.ts).
beforeEach(() => {
  for (const key of TOUR_KEYS) localStorage.setItem(`kreda.tour.${key}`, 'done');
});

// Vitest globals are off, so Testing Library cannot register its own cleanup.
afterEach(() => {
  if (document.querySelector('[data-sonner-toast]')) toastShown = true;
  cleanup();
  document.cookie.split(';').forEach((pair) => {
    const name = pair.split('=')[0]?.trim();
    if (name) deleteCookie(name);
  });
  sessionStorage.clear();
  localStorage.clear();
});
