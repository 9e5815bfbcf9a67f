import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { getOperationName, type TypedDocument } from './graphql-client.ts';

/** One GraphQL subscription of a live view and what each of its events does to the cache. */
export interface LiveEvent {
  document: TypedDocument<unknown, unknown>;
  variables: unknown;
  onData: (data: unknown, queryClient: QueryClient) => void;
}

/** Pairs a subscription document with its variables and handler, keeping their types together. */
export function liveEvent<TResult, TVariables>(
  document: TypedDocument<TResult, TVariables>,
  variables: TVariables,
  onData: (data: TResult, queryClient: QueryClient) => void,
): LiveEvent {
  return {
    document: document as TypedDocument<unknown, unknown>,
    variables,
    onData: onData as LiveEvent['onData'],
  };
}

/**
 * A view's events whose documents load after the first paint, with the socket's client: for a
 * route whose first JavaScript is at its budget (house rule 13).
 */
export interface LazyLiveEvents {
  /** The events' documents and variables in one string: the subscriptions restart when it changes. */
  key: string;
  load: () => Promise<readonly LiveEvent[]>;
}

export interface LiveSyncOptions {
  /** The subscriptions to hold open while the view is shown. */
  events: readonly LiveEvent[] | LazyLiveEvents;
  /**
   * Queries read again after the socket reconnects: events sent while it was down are lost, so
   * whatever they would have patched is fetched afresh (only the shown queries refetch at once).
   */
  refetchOnReconnect?: readonly QueryKey[];
  /** False while there is nothing to listen to yet (e.g. no workspace id). */
  enabled?: boolean;
}

const isLazy = (events: LiveSyncOptions['events']): events is LazyLiveEvents => 'load' in events;

/** What the subscriptions are, so the socket work restarts only when they really change. */
function identity(events: LiveSyncOptions['events']): string {
  if (isLazy(events)) return `lazy:${events.key}`;
  return JSON.stringify(
    events.map((event) => [getOperationName(event.document.toString()), event.variables]),
  );
}

/**
 * The one live-sync of the web app: holds the view's subscriptions open over the tab's socket,
 * lets each event patch or invalidate the TanStack cache, and after a reconnect refetches the
 * affected queries so nothing missed while offline stays missing. Handlers and keys may change
 * from render to render; the subscriptions restart only when documents or variables change.
 */
export function useLiveSync({ events, refetchOnReconnect = [], enabled = true }: LiveSyncOptions): void {
  const queryClient = useQueryClient();
  const latest = useRef({ events, refetchOnReconnect });
  latest.current = { events, refetchOnReconnect };
  const key = enabled ? identity(events) : null;

  useEffect(() => {
    if (key === null) return;
    // The socket's client (graphql-ws) loads after the first paint: the view shows the data its
    // queries read, and the subscriptions start a moment later.
    let stop: (() => void) | null = null;
    let cancelled = false;
    const { events } = latest.current;
    const loading = isLazy(events) ? events.load() : Promise.resolve(events);
    void Promise.all([import('./ws-client.ts'), loading]).then(([client, loaded]) => {
      if (cancelled) return;
      const { getWsClient, isWsConnected, subscribe } = client;
      // Eager events take this render's handlers; lazy ones are what their key names.
      const current = () => (isLazy(latest.current.events) ? loaded : latest.current.events);
      const stops = loaded.map((event, index) =>
        subscribe(event.document, event.variables, {
          next: (data) => current()[index]?.onData(data, queryClient),
          // The socket retries by itself; a reconnect refetches what the events would have patched.
          error: () => undefined,
        }),
      );
      // The socket's first connection for these subscriptions is no reconnect; when it is open
      // already (another view opened it), every `connected` from now on is one.
      let firstConnection = !isWsConnected();
      const stopListening = getWsClient().on('connected', () => {
        if (firstConnection) {
          firstConnection = false;
          return;
        }
        for (const queryKey of latest.current.refetchOnReconnect)
          void queryClient.invalidateQueries({ queryKey });
      });
      stop = () => {
        for (const each of stops) each();
        stopListening();
      };
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [key, queryClient]);
}
