import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPaintModule, useAfterPaintModule } from './after-paint-module.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a module loaded after the first paint', () => {
  it('is fetched when the browser is idle, not during the render', async () => {
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (run: () => void) => {
      idle = run;
      return 1;
    });
    vi.stubGlobal('cancelIdleCallback', () => {});
    const load = vi.fn(async () => ({ name: 'modul' }));
    const module = afterPaintModule(load);
    const { result } = renderHook(() => useAfterPaintModule(module, false));
    expect(result.current).toBeUndefined();
    expect(load).not.toHaveBeenCalled();
    act(() => idle?.());
    await waitFor(() => expect(result.current).toEqual({ name: 'modul' }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is fetched at once when needed, once for every user of it', async () => {
    const load = vi.fn(async () => ({ name: 'modul' }));
    const module = afterPaintModule(load);
    const first = renderHook(() => useAfterPaintModule(module, true));
    const second = renderHook(() => useAfterPaintModule(module, true));
    await waitFor(() => expect(first.result.current).toEqual({ name: 'modul' }));
    expect(second.result.current).toEqual({ name: 'modul' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('after a failed fetch (offline) shows nothing, and tries again when next needed, not at the online event', async () => {
    const load = vi
      .fn<() => Promise<{ name: string }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ name: 'modul' });
    const module = afterPaintModule(load);
    const { result, rerender } = renderHook(({ needed }) => useAfterPaintModule(module, needed), {
      initialProps: { needed: true },
    });
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(result.current).toBeUndefined();
    // The connection coming back loads nothing by itself (a failure then would reload the page).
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(load).toHaveBeenCalledTimes(1);
    rerender({ needed: false });
    rerender({ needed: true });
    await waitFor(() => expect(result.current).toEqual({ name: 'modul' }));
    expect(load).toHaveBeenCalledTimes(2);
  });
});
