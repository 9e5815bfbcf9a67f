import { useSyncExternalStore } from 'react';
import { GraphQLRequestError } from './graphql-errors.ts';

// What the browser knows about its connection, and which request failures mean "no connection".

/** False only when the browser is sure it has no network (`navigator.onLine`); true outside a browser. */
export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** The browser's online state, re-rendering when it changes. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}

/**
 * Resolves true at the next `online` event (at once when already online), or false when `signal`
 * aborts first, so a waiting action can be called off.
 */
export function whenOnline(signal?: AbortSignal): Promise<boolean> {
  if (isOnline()) return Promise.resolve(true);
  if (signal?.aborted) return Promise.resolve(false);
  return new Promise((resolve) => {
    const done = (value: boolean) => {
      window.removeEventListener('online', back);
      signal?.removeEventListener('abort', off);
      resolve(value);
    };
    const back = () => done(true);
    const off = () => done(false);
    window.addEventListener('online', back);
    signal?.addEventListener('abort', off);
  });
}

const CONNECTION_CODES = new Set(['OFFLINE', 'NETWORK_ERROR', 'TIMEOUT']);

/** The request never got an answer: no network, the server unreachable, or no reply in time. */
export function isConnectionError(error: unknown): error is GraphQLRequestError {
  return error instanceof GraphQLRequestError && CONNECTION_CODES.has(error.code);
}

/**
 * The request failed because the browser has no network (OFFLINE; an upload's NETWORK_ERROR while
 * the browser says it is offline). Such a request did not get through, so it is worth sending once
 * more when the connection is back.
 */
export function isOfflineError(error: unknown): error is GraphQLRequestError {
  if (!(error instanceof GraphQLRequestError)) return false;
  return error.code === 'OFFLINE' || (error.code === 'NETWORK_ERROR' && !isOnline());
}
