import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OfflineBanner } from './offline-banner.tsx';

let online = true;
function setOnline(value: boolean) {
  online = value;
  act(() => {
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  });
}

describe('OfflineBanner', () => {
  beforeEach(() => {
    online = true;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('says nothing online, tells a polite live region when offline and when the connection is back', () => {
    render(<OfflineBanner />);
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');

    setOnline(false);
    expect(region.textContent).toBe('Brak połączenia z internetem. To, co wpiszesz, nie zniknie.');

    setOnline(true);
    expect(region.textContent).toBe('Połączenie wróciło.');
    act(() => {
      vi.advanceTimersByTime(4_000);
    });
    expect(region.textContent).toBe('');
  });
});
