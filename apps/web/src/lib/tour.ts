import type { TourKey } from '@kreda/shared/telemetry';
import { useEffect, useSyncExternalStore } from 'react';
import { track } from './telemetry.ts';

// Guided tours (spec points 1 and 2): a page names its steps by the `data-tour` anchors it
// renders; the tour runs once per key (its completion is stored locally, spec point 4) and can be
// started again from the account menu ("Przewodnik po tej stronie"). driver.js and its stylesheet
// are loaded only when a tour starts, so no page pays for them otherwise. How each shown tour ended
// (seen to its last step, or closed before it) goes to telemetry, for the admin statistics.

export interface TourStep {
  /** The `data-tour` value of the element the step points at; a step whose element is absent is skipped. */
  anchor: string;
  title: string;
  description: string;
}

export interface Tour {
  /** Stable key: where the completion is stored (`kreda.tour.<key>`), and its name in telemetry. */
  key: TourKey;
  steps: readonly TourStep[];
}

const storageKey = (key: string) => `kreda.tour.${key}`;

/** Whether the pupil has seen (finished or closed) this tour on this device. */
export function isTourDone(key: string): boolean {
  try {
    return localStorage.getItem(storageKey(key)) === 'done';
  } catch {
    // Storage refused (a private window): the tour is not forced on every visit.
    return true;
  }
}

function markTourDone(key: string): void {
  try {
    localStorage.setItem(storageKey(key), 'done');
  } catch {
    // Nothing to remember it in: the tour simply ends.
  }
}

/** The anchor's element, when it is on the page and shown (not in a hidden part of it). */
function anchorOf(anchor: string): HTMLElement | null {
  const element = document.querySelector<HTMLElement>(`[data-tour="${anchor}"]`);
  if (!element || element.closest('[hidden]')) return null;
  return typeof element.checkVisibility !== 'function' || element.checkVisibility() ? element : null;
}

/**
 * driver.js marks the highlighted element as a button opening the dialog (aria-haspopup,
 * aria-expanded), which a list item or a section may not carry (axe: aria-allowed-attr); the
 * dialog is announced by its own role, so the marks go.
 */
function unmarkHighlighted(): void {
  for (const element of document.querySelectorAll('.driver-active-element')) {
    element.removeAttribute('aria-haspopup');
    element.removeAttribute('aria-expanded');
  }
}

let running = false;
/** The tour on screen, to end with its page (a tapped anchor may lead away mid-tour). */
let active: { key: string; end: () => void } | null = null;

/**
 * Runs the tour over the steps whose anchors are shown, remembered as seen once it is shown (a
 * pupil who leaves it half-way is not shown it again by itself). Resolves false when there was
 * nothing to show.
 */
export async function startTour(tour: Tour): Promise<boolean> {
  if (running) return false;
  const steps = tour.steps.flatMap((step) => {
    const element = anchorOf(step.anchor);
    return element ? [{ element, popover: { title: step.title, description: step.description } }] : [];
  });
  if (steps.length === 0) return false;
  running = true;
  try {
    const [{ driver }] = await Promise.all([import('driver.js'), import('driver.js/dist/driver.css')]);
    const guide = driver({
      steps,
      showProgress: steps.length > 1,
      progressText: '{{current}} z {{total}}',
      nextBtnText: 'Dalej',
      prevBtnText: 'Wstecz',
      doneBtnText: 'Gotowe',
      allowKeyboardControl: true,
      // Without the move between steps: driver.js ignores keys while it animates, so a quick
      // second "→" was lost (and nobody who prefers reduced motion gets motion).
      animate: false,
      popoverClass: 'kreda-tour',
      onHighlighted: unmarkHighlighted,
      onPopoverRender: (popover) => {
        unmarkHighlighted();
        popover.closeButton.setAttribute('aria-label', 'Zamknij przewodnik');
        // driver.js focuses the dialog's first control (the close button) right after this hook;
        // "Dalej" takes it instead, so Enter goes on and a screen reader starts at the step.
        queueMicrotask(() => {
          unmarkHighlighted();
          popover.nextButton.focus();
        });
      },
      // However it ends (finished, closed, Escape): the next start may run. Closed on its last
      // step, it was seen to the end.
      onDestroyStarted: (_element, _step, { driver: shown }) => {
        running = false;
        active = null;
        track(shown.hasNextStep() ? 'tour.skipped' : 'tour.completed', { tourKey: tour.key });
        shown.destroy();
      },
    });
    active = {
      key: tour.key,
      // Its page went away mid-tour (a tapped anchor led elsewhere).
      end: () => {
        running = false;
        active = null;
        track(guide.hasNextStep() ? 'tour.skipped' : 'tour.completed', { tourKey: tour.key });
        guide.destroy();
      },
    };
    guide.drive();
    markTourDone(tour.key);
    return true;
  } catch {
    // The chunk did not load (offline): the page works without its tour.
    running = false;
    return false;
  }
}

// The tour of the page on screen, for the account menu's "Przewodnik po tej stronie".
let current: Tour | null = null;
const listeners = new Set<() => void>();
const setCurrent = (tour: Tour | null) => {
  current = tour;
  for (const listener of listeners) listener();
};

/** The tour of the page on screen (null when it has none). */
export function useCurrentTour(): Tour | null {
  return useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    () => current,
    () => null,
  );
}

/** How long a page settles (its lazy parts, its data) before its first tour starts. */
const SETTLE_MS = 700;

/**
 * A page's tour: offered in the account menu while the page is shown, and started by itself once
 * `ready` (the page's content is there) unless it was seen on this device.
 */
export function useTour(tour: Tour, ready: boolean): void {
  useEffect(() => {
    setCurrent(tour);
    return () => {
      if (current === tour) setCurrent(null);
      if (active?.key === tour.key) active.end();
    };
  }, [tour]);
  useEffect(() => {
    if (!ready || isTourDone(tour.key)) return;
    const timer = setTimeout(() => void startTour(tour), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [tour, ready]);
}
