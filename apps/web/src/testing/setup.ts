import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { deleteCookie } from '../lib/cookies.ts';

// Pages are lazy chunks that vitest transforms on first import; on a busy CI machine that can take
// longer than Testing Library's default second, so findBy*/waitFor wait up to five.
configure({ asyncUtilTimeout: 5_000 });

// Vitest globals are off, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  document.cookie.split(';').forEach((pair) => {
    const name = pair.split('=')[0]?.trim();
    if (name) deleteCookie(name);
  });
  sessionStorage.clear();
  localStorage.clear();
});
