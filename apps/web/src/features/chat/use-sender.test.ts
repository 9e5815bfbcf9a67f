import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GraphQLRequestError } from '../../lib/graphql-errors.ts';
import { OFFLINE_HELD_MESSAGE, OFFLINE_SEND_MESSAGE } from './chat-errors.ts';
import { useSender } from './use-sender.ts';

// A stand-in for the network and the server: offline nothing arrives (the client's OFFLINE error),
// online each message that arrives is stored.
let online = true;
let stored: string[] = [];
const deliver = (message: string) => async () => {
  if (!online) throw new GraphQLRequestError({ code: 'OFFLINE', status: 0, message: 'offline' });
  stored.push(message);
  return { id: `m${stored.length}`, message };
};
const outgoing = (message: string) => ({ message, files: [] as File[] });

function setOnline(value: boolean) {
  online = value;
  window.dispatchEvent(new Event(value ? 'online' : 'offline'));
}

describe('useSender offline', () => {
  beforeEach(() => {
    online = true;
    stored = [];
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  });
  afterEach(() => vi.restoreAllMocks());

  it('keeps an offline message waiting and sends it once when the connection is back', async () => {
    const { result } = renderHook(() => useSender());
    setOnline(false);
    let sent: Promise<unknown> = Promise.resolve();
    act(() => {
      sent = result.current.run(outgoing('Pierwsza'), deliver('Pierwsza'));
    });
    await waitFor(() => expect(result.current.waiting).toBe(true));
    expect(result.current.problem).toEqual({ kind: 'offline', message: OFFLINE_SEND_MESSAGE });
    expect(result.current.sending).toBe(false);
    expect(stored).toEqual([]);

    await act(async () => setOnline(true));
    await expect(sent).resolves.toEqual({ id: 'm1', message: 'Pierwsza' });
    expect(stored).toEqual(['Pierwsza']);
    expect(result.current.problem).toBeNull();
    expect(result.current.waiting).toBe(false);
  });

  it('sends a message sent again while waiting only once, as it was sent last', async () => {
    const { result } = renderHook(() => useSender());
    setOnline(false);
    let first: Promise<unknown> = Promise.resolve();
    let second: Promise<unknown> = Promise.resolve();
    act(() => {
      first = result.current.run(outgoing('Pytanie'), deliver('Pytanie'));
    });
    await waitFor(() => expect(result.current.waiting).toBe(true));
    act(() => {
      second = result.current.run(outgoing('Pytanie, poprawione'), deliver('Pytanie, poprawione'));
    });
    await expect(first).resolves.toBeNull();
    await waitFor(() => expect(result.current.waiting).toBe(true));

    await act(async () => setOnline(true));
    await expect(second).resolves.toMatchObject({ message: 'Pytanie, poprawione' });
    expect(stored).toEqual(['Pytanie, poprawione']);
  });

  it('sends nothing by itself once the pupil calls the wait off', async () => {
    const { result } = renderHook(() => useSender());
    setOnline(false);
    let sent: Promise<unknown> = Promise.resolve();
    act(() => {
      sent = result.current.run(outgoing('Nie teraz'), deliver('Nie teraz'));
    });
    await waitFor(() => expect(result.current.waiting).toBe(true));
    act(() => result.current.cancelWaiting());
    await expect(sent).resolves.toBeNull();
    expect(result.current.problem).toEqual({ kind: 'connection', message: OFFLINE_HELD_MESSAGE });

    await act(async () => setOnline(true));
    expect(stored).toEqual([]);
  });

  it('does not repeat by itself a send that left but got no answer', async () => {
    const { result } = renderHook(() => useSender());
    const timedOut = async () => {
      stored.push('Może doszła');
      throw new GraphQLRequestError({ code: 'TIMEOUT', status: 0, message: 'Serwer nie odpowiada.' });
    };
    let sent: Promise<unknown> = Promise.resolve();
    act(() => {
      sent = result.current.run(outgoing('Może doszła'), timedOut);
    });
    await act(async () => {
      await expect(sent).resolves.toBeNull();
    });
    expect(result.current.problem).toEqual({ kind: 'connection', message: 'Serwer nie odpowiada.' });
    expect(result.current.waiting).toBe(false);
    await act(async () => setOnline(true));
    expect(stored).toEqual(['Może doszła']);
  });

  it('calls the wait off when the page goes away', async () => {
    const { result, unmount } = renderHook(() => useSender());
    setOnline(false);
    let sent: Promise<unknown> = Promise.resolve();
    act(() => {
      sent = result.current.run(outgoing('Zostaję'), deliver('Zostaję'));
    });
    await waitFor(() => expect(result.current.waiting).toBe(true));
    unmount();
    await expect(sent).resolves.toBeNull();
    setOnline(true);
    expect(stored).toEqual([]);
  });
});
