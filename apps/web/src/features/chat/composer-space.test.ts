import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DOCK_SPACE_VAR, useDockSpace } from './use-dock-space.ts';
import { useFollowAnswer } from './use-follow-answer.ts';

// The browser's layout is the edge here: element boxes, the window's scroll and ResizeObserver are
// stood in for, so the rules can be checked without a layout engine (the journeys check the real one).

let observed: (() => void)[] = [];
class FakeResizeObserver {
  constructor(private readonly callback: () => void) {}
  observe() {
    observed.push(this.callback);
    this.callback();
  }
  disconnect() {
    observed = observed.filter((callback) => callback !== this.callback);
  }
}
/** The observed elements changed size (the answer grew, the composer got taller). */
const resized = () => {
  for (const callback of observed) callback();
};

function box(element: HTMLElement, rect: () => { top?: number; bottom?: number; height?: number }) {
  element.getBoundingClientRect = () => ({ top: 0, bottom: 0, height: 0, ...rect() }) as DOMRect;
}

beforeEach(() => {
  observed = [];
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('the answer being written follows its end above the composer', () => {
  function page() {
    const thread = document.createElement('div');
    const answer = document.createElement('div');
    answer.dataset.testid = 'answer';
    answer.setAttribute('aria-busy', 'true');
    thread.append(answer);
    const dock = document.createElement('div');
    document.body.append(thread, dock);
    // The composer's top edge is at 500 px; the answer's end moves with the text and the scroll.
    const layout = { answerEnd: 300, scrollY: 0 };
    box(dock, () => ({ top: 500 }));
    box(answer, () => ({ bottom: layout.answerEnd - layout.scrollY }));
    const scrolls: number[] = [];
    const scrollTo = (y: number) => {
      layout.scrollY = y;
      vi.stubGlobal('scrollY', y);
      window.dispatchEvent(new Event('scroll'));
    };
    vi.stubGlobal('scrollY', 0);
    vi.stubGlobal('scrollBy', ({ top }: { top: number }) => {
      scrolls.push(top);
      scrollTo(layout.scrollY + top);
    });
    return { refs: { thread: { current: thread }, dock: { current: dock } }, layout, scrolls, scrollTo };
  }

  it('scrolls as the text reaches under the composer, by just as much (12 px of room kept)', () => {
    const { refs, layout, scrolls } = page();
    renderHook(() => useFollowAnswer(refs.thread, refs.dock, true));
    // Growing while still above the composer changes nothing.
    layout.answerEnd = 450;
    resized();
    expect(scrolls).toEqual([]);
    layout.answerEnd = 600;
    resized();
    expect(scrolls).toEqual([112]);
    layout.answerEnd = 700;
    resized();
    expect(scrolls).toEqual([112, 100]);
  });

  it('stops when the pupil scrolls up to read, and goes on once back at the end', () => {
    const { refs, layout, scrolls, scrollTo } = page();
    renderHook(() => useFollowAnswer(refs.thread, refs.dock, true));
    layout.answerEnd = 900;
    resized();
    expect(scrolls).toEqual([412]);
    // The wheel turned up; then a finger dragging; then the keys.
    for (const leave of [
      () => window.dispatchEvent(new WheelEvent('wheel', { deltaY: -120 })),
      () => window.dispatchEvent(new Event('touchmove')),
      () => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'PageUp' })),
    ]) {
      leave();
      scrollTo(100);
      layout.answerEnd += 100;
      resized();
      expect(scrolls).toEqual([412]);
      // Back down to the end of the text: following again.
      scrollTo(layout.answerEnd - 488);
      layout.answerEnd += 100;
      resized();
      expect(scrolls.at(-1)).toBe(100);
      scrolls.length = 1;
    }
  });

  it('is not stopped by scrolls the page makes by itself, such as restoring a position', () => {
    const { refs, layout, scrolls, scrollTo } = page();
    renderHook(() => useFollowAnswer(refs.thread, refs.dock, true));
    scrollTo(500);
    layout.answerEnd = 900;
    // Back to the top without the pupil: the end is under the composer, and is followed still.
    scrollTo(0);
    resized();
    expect(scrolls).toEqual([412]);
  });

  it('does nothing while no answer is being written', () => {
    const { refs, layout, scrolls } = page();
    renderHook(() => useFollowAnswer(refs.thread, refs.dock, false));
    layout.answerEnd = 900;
    resized();
    expect(scrolls).toEqual([]);
  });
});

describe('the room the composer takes', () => {
  it('is published on its container as its height plus its distance from the bottom edge', () => {
    const container = document.createElement('section');
    const dock = document.createElement('div');
    container.append(dock);
    document.body.append(container);
    // Above the phone's bottom bar (4.5 rem) and 150 px tall, then taller with a second line.
    dock.style.bottom = '72px';
    let height = 150;
    box(dock, () => ({ height }));
    const { unmount } = renderHook(() => useDockSpace({ current: dock }));
    expect(container.style.getPropertyValue(DOCK_SPACE_VAR)).toBe('234px');
    height = 174;
    resized();
    expect(container.style.getPropertyValue(DOCK_SPACE_VAR)).toBe('258px');
    unmount();
    expect(container.style.getPropertyValue(DOCK_SPACE_VAR)).toBe('');
  });
});
