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
