import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stopSessionRefresh } from '../lib/session-refresh.ts';
import { renderAppSignedIn } from './testing/render-app.tsx';

vi.mock('../lib/ws-client.ts', async () => (await import('../testing/ws-fake.ts')).quietWsClient());

describe('the spec’s old addresses', () => {
  afterEach(() => {
    stopSessionRefresh();
    vi.unstubAllGlobals();
  });

  it('/app/aitutor/sdf leads to the tutors, /app/1settings to the settings', async () => {
    const tutors = renderAppSignedIn('/app/aitutor/sdf', {
      tutors: () => ({ data: { getAiTutorByUserId: [] } }),
    }).router;
    await waitFor(() => expect(tutors.state.location.pathname).toBe('/app/aitutor'));
    cleanup();
    const settings = renderAppSignedIn('/app/1settings').router;
    await waitFor(() => expect(settings.state.location.pathname).toBe('/app/settings'));
  });
});
