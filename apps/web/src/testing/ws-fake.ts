import { act } from '@testing-library/react';
import type { SubscriptionSink } from '../lib/ws-client.ts';

/** What feature tests capture of the socket: each subscription's sink and variables by name. */
export interface LiveFake {
  sinks: Map<string, SubscriptionSink<unknown>>;
  variables: Map<string, unknown>;
  connected: (() => void)[];
}

export function createLiveFake(): LiveFake {
  return { sinks: new Map(), variables: new Map(), connected: [] };
}

/** A stand-in for lib/ws-client.ts (the socket is the edge): subscriptions are fed by hand. */
export function fakeWsClient(live: LiveFake) {
  return {
    subscribe: (document: { toString(): string }, variables: unknown, sink: SubscriptionSink<unknown>) => {
      const name = /subscription\s+(\w+)/.exec(document.toString())?.[1] ?? '';
      live.sinks.set(name, sink);
      live.variables.set(name, variables);
      return () => {
        if (live.sinks.get(name) === sink) live.sinks.delete(name);
      };
    },
    isWsConnected: () => false,
    getWsClient: () => ({
      on: (_event: string, listener: () => void) => {
        live.connected.push(listener);
        return () => undefined;
      },
    }),
  };
}

/** A socket that never delivers anything, for views whose tests do not look at live events. */
export function quietWsClient() {
  return fakeWsClient(createLiveFake());
}

/** Feeds one event of the subscription `name`; its data goes under `field` (the operation's root field). */
export function pushEvent(live: LiveFake, name: string, field: string, data: unknown): void {
  const sink = live.sinks.get(name);
  if (!sink) throw new Error(`nobody listens to ${name}`);
  act(() => sink.next({ [field]: data }));
}

/** Clears what the previous test captured. */
export function resetLiveFake(live: LiveFake): void {
  live.sinks.clear();
  live.variables.clear();
  live.connected.length = 0;
}
