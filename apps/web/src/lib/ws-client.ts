import { type Client, createClient } from 'graphql-ws';
import { getOperationName, type TypedDocument } from './graphql-client.ts';
import { GraphQLRequestError } from './graphql-errors.ts';

/** Live updates arrive over graphql-ws on the same path as queries (api-contract). */
export const WS_RETRY_ATTEMPTS = 4;

export interface SubscriptionSink<TResult> {
  next(data: TResult): void;
  error?(error: unknown): void;
  complete?(): void;
}

let client: Client | null = null;

/** ws:// or wss:// matching the page, so cookies and the proxy work in dev and production. */
export function subscriptionUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  const protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${location.host}/api/graphql`;
}

/** Whether the tab's socket is connected right now (so the next `connected` is a reconnect). */
let open = false;

/** The one socket of the tab, opened only when the first subscription starts (`lazy`). */
export function getWsClient(): Client {
  if (!client) {
    const created = createClient({ url: subscriptionUrl(), retryAttempts: WS_RETRY_ATTEMPTS, lazy: true });
    created.on('connected', () => {
      if (client === created) open = true;
    });
    created.on('closed', () => {
      if (client === created) open = false;
    });
    client = created;
  }
  return client;
}

export function isWsConnected(): boolean {
  return open;
}

/**
 * Closes the socket so the next subscription opens a fresh one. Call after sign-in or sign-out:
 * the server reads the session cookies only on the WebSocket upgrade.
 */
export async function resetWsClient(): Promise<void> {
  const current = client;
  client = null;
  open = false;
  await current?.dispose();
}

/** Starts a subscription; returns the function that stops it. */
export function subscribe<TResult, TVariables>(
  document: TypedDocument<TResult, TVariables> | string,
  variables: TVariables | undefined,
  sink: SubscriptionSink<TResult>,
): () => void {
  const query = document.toString();
  return getWsClient().subscribe<TResult>(
    {
      query,
      variables: (variables ?? {}) as Record<string, unknown>,
      operationName: getOperationName(query) ?? null,
    },
    {
      next(result) {
        const first = result.errors?.[0];
        if (first) {
          const code =
            typeof first.extensions?.code === 'string' ? first.extensions.code : 'INTERNAL_SERVER_ERROR';
          sink.error?.(
            new GraphQLRequestError({
              code,
              status: 200,
              message: first.message,
              serverMessage: first.message,
            }),
          );
          return;
        }
        if (result.data !== null && result.data !== undefined) sink.next(result.data);
      },
      error(error) {
        sink.error?.(error);
      },
      complete() {
        sink.complete?.();
      },
    },
  );
}
