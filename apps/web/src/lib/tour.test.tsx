import type { TelemetryBatch } from '@kreda/shared/telemetry';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTelemetry } from './telemetry.ts';
import { isTourDone, startTour, type Tour, useCurrentTour, useTour } from './tour.ts';

const TOUR: Tour = {
  key: 'home',
  steps: [
    { anchor: 'first', title: 'Pierwszy krok', description: 'To jest pierwsze miejsce.' },
    { anchor: 'hidden', title: 'Ukryty krok', description: 'Tego miejsca nie widać.' },
    { anchor: 'missing', title: 'Brakujący krok', description: 'Tego miejsca nie ma.' },
    { anchor: 'second', title: 'Drugi krok', description: 'To jest drugie miejsce.' },
  ],
};

function CurrentTour() {
  return <p data-testid="current">{useCurrentTour()?.key ?? 'brak'}</p>;
}

function Page({ ready = true }: { ready?: boolean }) {
  useTour(TOUR, ready);
  return (
    <main>
      <p data-tour="first">Pierwsze</p>
      <div hidden>
        <p data-tour="hidden">Ukryte</p>
      </div>
      <p data-tour="second">Drugie</p>
    </main>
  );
}

const dialog = () => screen.findByRole('dialog', {}, { timeout: 3_000 });

describe('guided tours', () => {
  beforeEach(() => localStorage.removeItem('kreda.tour.home'));
  afterEach(() =>
    document.querySelector('.driver-popover-close-btn')?.dispatchEvent(new MouseEvent('click')),
  );

  it('start by themselves on a first visit, over the shown anchors only, in Polish', async () => {
    render(<Page />);
    const popover = await dialog();
    expect(popover.textContent).toContain('Pierwszy krok');
    expect(popover.textContent).toContain('1 z 2');
    expect(screen.getByRole('button', { name: 'Zamknij przewodnik' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Dalej/ }));
    await waitFor(() => expect(screen.getByRole('dialog').textContent).toContain('Drugi krok'));
    expect(screen.getByRole('dialog').textContent).not.toContain('Ukryty krok');
    fireEvent.click(screen.getByRole('button', { name: /Gotowe/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(isTourDone('home')).toBe(true);
  });

  it('are remembered as seen when closed, and do not start again; the page offers them again', async () => {
    const { unmount } = render(
      <>
        <Page />
        <CurrentTour />
      </>,
    );
    expect(screen.getByTestId('current').textContent).toBe('home');
    await dialog();
    fireEvent.click(screen.getByRole('button', { name: 'Zamknij przewodnik' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(isTourDone('home')).toBe(true);
    unmount();

    render(<Page />);
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(screen.queryByRole('dialog')).toBeNull();
    // Started again from the top bar's "?".
    await act(async () => {
      expect(await startTour(TOUR)).toBe(true);
    });
    expect((await dialog()).textContent).toContain('Pierwszy krok');
  });

  it('wait for the page to be ready, and leave the menu when the page goes', async () => {
    const { rerender, unmount } = render(
      <>
        <Page ready={false} />
        <CurrentTour />
      </>,
    );
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(
      <>
        <Page ready />
        <CurrentTour />
      </>,
    );
    await dialog();
    // The page goes (a tapped anchor led away): its tour goes with it.
    unmount();
    expect(document.querySelector('.driver-popover')).toBeNull();
    render(<CurrentTour />);
    expect(screen.getByTestId('current').textContent).toBe('brak');
  });

  it('report to telemetry how each ended: seen to the last step, or closed before it', async () => {
    const sent: TelemetryBatch[] = [];
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: (_url: string, blob: Blob) => {
        void blob.text().then((text) => sent.push(JSON.parse(text)));
        return true;
      },
    });
    const stop = startTelemetry(Promise.resolve(true));
    try {
      const { unmount } = render(<Page />);
      await dialog();
      fireEvent.click(screen.getByRole('button', { name: /Dalej/ }));
      await waitFor(() => expect(screen.getByRole('dialog').textContent).toContain('Drugi krok'));
      fireEvent.click(screen.getByRole('button', { name: /Gotowe/ }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await act(async () => {
        await startTour(TOUR);
      });
      await dialog();
      fireEvent.click(screen.getByRole('button', { name: 'Zamknij przewodnik' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      unmount();

      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
      await waitFor(() => expect(sent).toHaveLength(1));
      // The last two: the tours of the tests before were queued too, waiting for the switch.
      expect(sent[0]?.events.slice(-2).map(({ name, props }) => ({ name, props }))).toEqual([
        { name: 'tour.completed', props: { tourKey: 'home' } },
        { name: 'tour.skipped', props: { tourKey: 'home' } },
      ]);
    } finally {
      stop();
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    }
  });
});
