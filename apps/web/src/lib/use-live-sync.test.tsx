import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testQueryClient } from '../testing/render-routes.tsx';
import { liveEvent, useLiveSync } from './use-live-sync.ts';
import type { SubscriptionSink } from './ws-client.ts';

// The socket is the edge: subscriptions are captured here and fed by hand.
const live = vi.hoisted(() => ({
  sinks: new Map<string, SubscriptionSink<unknown>>(),
  subscribed: [] as string[],
  stopped: [] as string[],
  connected: [] as (() => void)[],
  open: false,
}));

vi.mock('./ws-client.ts', () => ({
  subscribe: (document: { toString(): string }, variables: unknown, sink: SubscriptionSink<unknown>) => {
    const name = `${/subscription\s+(\w+)/.exec(document.toString())?.[1]}:${JSON.stringify(variables)}`;
    live.sinks.set(name, sink);
    live.subscribed.push(name);
    return () => {
      live.stopped.push(name);
      live.sinks.delete(name);
    };
  },
  isWsConnected: () => live.open,
  getWsClient: () => ({
    on: (_event: string, listener: () => void) => {
      live.connected.push(listener);
      return () => {
        live.connected.splice(live.connected.indexOf(listener), 1);
      };
    },
  }),
}));

type Ping = { ping: { id: string; n: number } };
const PING = { toString: () => 'subscription ping($room: ID!) { ping(room: $room) { id n } }' } as {
  toString(): string;
  __apiType?: (variables: { room: string }) => Ping;
};

/** Lets the hook's effect load the socket's client (a dynamic import) and start its subscriptions. */
async function loaded() {
  await act(async () => {
    await import('./ws-client.ts');
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

function reconnect() {
  for (const listener of live.connected) listener();
}

function setup() {
  const queryClient = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, wrapper };
}

/** Each ping of `room` appended to its cached list. */
const pingEvent = (room: string) =>
  liveEvent(PING, { room }, (data, queryClient) =>
    queryClient.setQueryData<number[]>(['pings', room], (list = []) => [...list, data.ping.n]),
  );

function usePings(room: string, enabled = true) {
  useLiveSync({
    enabled,
    events: [pingEvent(room)],
    refetchOnReconnect: [['pings', room]],
  });
}

/** The same pings, with their document loaded after the first paint (a route at its budget). */
function useLazyPings(room: string, loads: string[]) {
  useLiveSync({
    events: {
      key: `pings:${room}`,
      load: async () => {
        loads.push(room);
        return [pingEvent(room)];
      },
    },
    refetchOnReconnect: [['pings', room]],
  });
}

describe('useLiveSync', () => {
  beforeEach(() => {
    live.sinks.clear();
    live.subscribed.length = 0;
    live.stopped.length = 0;
    live.connected.length = 0;
    live.open = false;
  });

  it('patches the cache with each event', async () => {
    const { queryClient, wrapper } = setup();
    renderHook(() => usePings('a'), { wrapper });
    await loaded();
    act(() => live.sinks.get('ping:{"room":"a"}')?.next({ ping: { id: 'x', n: 1 } }));
    act(() => live.sinks.get('ping:{"room":"a"}')?.next({ ping: { id: 'x', n: 2 } }));
    expect(queryClient.getQueryData(['pings', 'a'])).toEqual([1, 2]);
  });

  it('refetches the affected queries after a reconnect, not on the first connection', async () => {
    const { queryClient, wrapper } = setup();
    queryClient.setQueryData(['pings', 'a'], [1]);
    renderHook(() => usePings('a'), { wrapper });
    await loaded();
    act(reconnect);
    expect(queryClient.getQueryState(['pings', 'a'])?.isInvalidated).toBe(false);
    act(reconnect);
    expect(queryClient.getQueryState(['pings', 'a'])?.isInvalidated).toBe(true);
  });

  it('refetches at the first reconnect when the socket was open already (another view opened it)', async () => {
    const { queryClient, wrapper } = setup();
    queryClient.setQueryData(['pings', 'a'], [1]);
    live.open = true;
    renderHook(() => usePings('a'), { wrapper });
    await loaded();
    act(reconnect);
    expect(queryClient.getQueryState(['pings', 'a'])?.isInvalidated).toBe(true);
  });

  it('keeps one subscription across renders and moves it when the variables change', async () => {
    const { wrapper } = setup();
    const { rerender, unmount } = renderHook(({ room }) => usePings(room), {
      wrapper,
      initialProps: { room: 'a' },
    });
    await loaded();
    rerender({ room: 'a' });
    await loaded();
    expect(live.subscribed).toEqual(['ping:{"room":"a"}']);
    rerender({ room: 'b' });
    await loaded();
    expect(live.stopped).toEqual(['ping:{"room":"a"}']);
    expect(live.subscribed).toEqual(['ping:{"room":"a"}', 'ping:{"room":"b"}']);
    unmount();
    expect(live.sinks.size).toBe(0);
    expect(live.connected).toHaveLength(0);
  });

  it('listens to nothing while disabled', async () => {
    const { wrapper } = setup();
    renderHook(() => usePings('a', false), { wrapper });
    await loaded();
    expect(live.subscribed).toEqual([]);
    expect(live.connected).toHaveLength(0);
  });

  it('starts nothing when the view closes before the socket client has loaded', async () => {
    const { wrapper } = setup();
    const { unmount } = renderHook(() => usePings('a'), { wrapper });
    unmount();
    await loaded();
    expect(live.subscribed).toEqual([]);
    expect(live.connected).toHaveLength(0);
  });

  it('loads lazy events once per key, subscribes them, and moves them when the key changes', async () => {
    const { queryClient, wrapper } = setup();
    const loads: string[] = [];
    const { rerender, unmount } = renderHook(({ room }) => useLazyPings(room, loads), {
      wrapper,
      initialProps: { room: 'a' },
    });
    await loaded();
    rerender({ room: 'a' });
    await loaded();
    expect(loads).toEqual(['a']);
    act(() => live.sinks.get('ping:{"room":"a"}')?.next({ ping: { id: 'x', n: 7 } }));
    expect(queryClient.getQueryData(['pings', 'a'])).toEqual([7]);
    rerender({ room: 'b' });
    await loaded();
    expect(loads).toEqual(['a', 'b']);
    expect(live.stopped).toEqual(['ping:{"room":"a"}']);
    expect(live.subscribed).toEqual(['ping:{"room":"a"}', 'ping:{"room":"b"}']);
    unmount();
    expect(live.sinks.size).toBe(0);
  });
});
