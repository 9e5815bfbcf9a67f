import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { readOutbox } from '../platform/delivery/outbox.ts';
import type { GraphQLErrorBody, TestServer } from './test-server.ts';

/**
 * A browser-like client for integration tests: keeps the cookies the server sets (honouring
 * expiry) and sends them back, with the CSRF header, like the web app.
 */
export interface SessionClient {
  // biome-ignore lint/suspicious/noExplicitAny: tests read response shapes they just asked for
  gql<T = Record<string, any>>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<{
    status: number;
    body: { data?: T | null; errors?: GraphQLErrorBody[] };
    setCookies: string[];
  }>;
  /** A GraphQL multipart request (uploads): `files` maps a variable path to a file. */
  // biome-ignore lint/suspicious/noExplicitAny: tests read response shapes they just asked for
  upload<T = Record<string, any>>(
    query: string,
    variables: Record<string, unknown>,
    files: Record<string, { bytes: Uint8Array; name: string; type?: string }>,
  ): Promise<{ status: number; body: { data?: T | null; errors?: GraphQLErrorBody[] } }>;
  cookies: Map<string, string>;
  /** The `Cookie` header a browser would send now. */
  cookieHeader(): string;
}

export function sessionClient(
  server: Pick<TestServer, 'url'>,
  headers: Record<string, string> = {},
): SessionClient {
  const cookies = new Map<string, string>();
  const cookieHeaderOf = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  return {
    cookies,
    cookieHeader: cookieHeaderOf,
    async upload(query, variables, files) {
      const form = new FormData();
      form.set('operations', JSON.stringify({ query, variables }));
      const entries = Object.entries(files);
      form.set('map', JSON.stringify(Object.fromEntries(entries.map(([path], i) => [String(i), [path]]))));
      entries.forEach(([, file], i) => {
        form.set(
          String(i),
          new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }),
          file.name,
        );
      });
      const cookieHeader = cookieHeaderOf();
      const response = await fetch(`${server.url}/api/graphql`, {
        method: 'POST',
        headers: { 'x-kreda-csrf': '1', ...(cookieHeader ? { cookie: cookieHeader } : {}), ...headers },
        body: form,
      });
      return { status: response.status, body: await response.json() };
    },
    async gql(query, variables, extra = {}) {
      const cookieHeader = cookieHeaderOf();
      const response = await fetch(`${server.url}/api/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-kreda-csrf': '1',
          ...(cookieHeader ? { cookie: cookieHeader } : {}),
          ...headers,
          ...extra,
        },
        body: JSON.stringify({ query, variables }),
      });
      const setCookies = response.headers.getSetCookie();
      for (const line of setCookies) {
        const [pair, ...attributes] = line.split(';');
        const at = pair?.indexOf('=') ?? -1;
        if (!pair || at < 0) continue;
        const name = pair.slice(0, at).trim();
        const value = pair.slice(at + 1).trim();
        const expires = attributes.find((a) => a.trim().toLowerCase().startsWith('expires='));
        const expired = expires ? new Date(expires.split('=')[1] ?? '').getTime() <= Date.now() : false;
        if (expired || value === '') cookies.delete(name);
        else cookies.set(name, value);
      }
      return { status: response.status, body: await response.json(), setCookies };
    },
  };
}

/** Waits for the newest outbox message to `to` (after `skip` earlier ones) and returns its code. */
export async function waitForCode(dataDir: string, to: string, skip = 0, timeoutMs = 5000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const messages = (await readOutbox(dataDir)).filter((m) => m.to === to);
    const message = messages[skip];
    const code = message ? /\b(\d{6})\b/.exec(message.text)?.[1] : undefined;
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no code for ${to} in the outbox (skip ${skip})`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Messages in the outbox addressed to `to`, oldest first. */
export async function outboxFor(dataDir: string, to: string) {
  return (await readOutbox(dataDir)).filter((m) => m.to === to);
}

let counter = 0;
/** A fresh e-mail address per call, so tests sharing a server never collide. */
export function uniqueEmail(prefix = 'uczen'): string {
  counter += 1;
  return `${prefix}.${counter}.${Math.random().toString(36).slice(2, 8)}@example.pl`;
}

/** A fresh Polish mobile number (E.164) per call. */
export function uniquePhone(): string {
  counter += 1;
  const digits = String(Math.floor(Math.random() * 1e6)).padStart(6, '0');
  return `+485${String(counter % 100).padStart(2, '0')}${digits}`;
}

/** A graphql-ws client to the test server that sends `cookie` with the upgrade, like a browser tab. */
export function wsClient(server: Pick<TestServer, 'url'>, cookie?: string) {
  return createClient({
    url: `${server.url.replace(/^http/, 'ws')}/api/graphql`,
    webSocketImpl: class extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, cookie ? { headers: { cookie } } : {});
      }
    },
    retryAttempts: 0,
    lazy: true,
  });
}
