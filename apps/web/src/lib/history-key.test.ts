import { afterEach, describe, expect, it } from 'vitest';
import { keyInitialHistoryEntry } from './history-key.ts';

describe('the key of the entry a page was loaded into', () => {
  afterEach(() => window.history.replaceState(null, ''));

  it('is new for a page opened by typing its address, so no other page’s scroll position applies', () => {
    window.history.replaceState(null, '');
    keyInitialHistoryEntry(window.history, () => 'k1');
    expect(window.history.state).toEqual({ usr: null, key: 'k1' });

    // The next typed address is a new entry without state: it gets a key of its own.
    window.history.pushState(null, '', '/app/settings');
    keyInitialHistoryEntry(window.history, () => 'k2');
    expect(window.history.state).toEqual({ usr: null, key: 'k2' });
  });

  it('stays after a reload (the browser keeps history.state), with what the router stored', () => {
    window.history.replaceState({ usr: { from: '/app' }, key: 'abc12345', idx: 3 }, '');
    keyInitialHistoryEntry(window.history, () => 'nowy');
    expect(window.history.state).toEqual({ usr: { from: '/app' }, key: 'abc12345', idx: 3 });
  });

  it('replaces the shared "default" key and keeps the other fields', () => {
    window.history.replaceState({ key: 'default', idx: 0 }, '');
    keyInitialHistoryEntry(window.history, () => 'k3');
    expect(window.history.state).toEqual({ key: 'k3', idx: 0, usr: null });
  });
});
