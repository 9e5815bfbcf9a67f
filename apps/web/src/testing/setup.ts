import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { deleteCookie } from '../lib/cookies.ts';

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
