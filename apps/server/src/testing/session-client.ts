import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { readOutbox } from '../platform/delivery/outbox.ts';

export interface GraphQLErrorBody {
  message: string;
  extensions?: { code?: string; [key: string]: unknown };
}

/**
 * A typed GraphQL document (codegen's `TypedDocumentString` in testing/generated, described
 * structurally so this client does not depend on generated code): it carries its result and
 * variables types.
 */
export interface TypedDocument<TResult, TVariables> {
  toString(): string;
  __apiType?: (variables: TVariables) => TResult;
}

declare const uncheckedBrand: unique symbol;
/** Variables that the schema's types would refuse, sent on purpose (see `unchecked`). */
export type UncheckedVariables = Record<string, unknown> & { readonly [uncheckedBrand]: true };

/**
 * Marks variables a test sends on purpose although their types do not fit the operation
 * (missing fields, unknown enum values), to see how the server refuses them.
 */
export function unchecked(variables: Record<string, unknown>): UncheckedVariables {
  return variables as UncheckedVariables;
}

export interface GqlResponse<T> {
  status: number;
  body: { data?: T | null; errors?: GraphQLErrorBody[] };
  setCookies: string[];
}

/**
 * Sends an operation: a typed document (checked against the SDL by codegen, result and variables
 * typed) or a plain string, for the tests that send malformed or unknown operations on purpose.
 */
export interface GqlSender<Extra = object> {
  // biome-ignore lint/suspicious/noExplicitAny: plain-string operations are read freely by tests
  <T = Record<string, any>>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<GqlResponse<T> & Extra>;
  <TResult, TVariables>(
    query: TypedDocument<TResult, TVariables>,
    variables?: TVariables | UncheckedVariables,
    headers?: Record<string, string>,
  ): Promise<GqlResponse<TResult> & Extra>;
}

/** A GraphQL multipart request (uploads): `files` maps a variable path to a file. */
export interface UploadSender {
  // biome-ignore lint/suspicious/noExplicitAny: plain-string operations are read freely by tests
  <T = Record<string, any>>(
    query: string,
    variables: Record<string, unknown>,
    files: Record<string, UploadFile>,
  ): Promise<Omit<GqlResponse<T>, 'setCookies'>>;
  <TResult, TVariables>(
    query: TypedDocument<TResult, TVariables>,
    variables: TVariables | UncheckedVariables,
    files: Record<string, UploadFile>,
  ): Promise<Omit<GqlResponse<TResult>, 'setCookies'>>;
}

export interface UploadFile {
  bytes: Uint8Array;
  name: string;
  type?: string;
}

/**
 * A browser-like client for integration tests: keeps the cookies the server sets (honouring
 * expiry) and sends them back, with the CSRF header, like the web app.
 */
export interface SessionClient {
  gql: GqlSender;
  upload: UploadSender;
  cookies: Map<string, string>;
  /** The `Cookie` header a browser would send now. */
  cookieHeader(): string;
}

/** The data of a response that must have succeeded; fails the test with the errors otherwise. */
export function dataOf<T>(response: { body: { data?: T | null; errors?: GraphQLErrorBody[] } }): T {
  const { data, errors } = response.body;
  if (errors?.length || data == null) {
    throw new Error(`GraphQL request failed: ${JSON.stringify(errors ?? response.body)}`);
  }
  return data;
}

export function sessionClient(server: { url: string }, headers: Record<string, string> = {}): SessionClient {
  const cookies = new Map<string, string>();
  const cookieHeaderOf = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const upload = async (
    query: string | TypedDocument<unknown, unknown>,
    variables: unknown,
    files: Record<string, UploadFile>,
  ) => {
    const form = new FormData();
    form.set('operations', JSON.stringify({ query: String(query), variables }));
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
  };
  const gql = async (
    query: string | TypedDocument<unknown, unknown>,
    variables?: unknown,
    extra: Record<string, string> = {},
  ) => {
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
      body: JSON.stringify({ query: String(query), variables }),
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
  };
  return { cookies, cookieHeader: cookieHeaderOf, gql: gql as GqlSender, upload: upload as UploadSender };
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

/** The payload of a graphql-ws subscription for a typed document (variables checked against it). */
export function subscriptionRequest<TResult, TVariables>(
  document: TypedDocument<TResult, TVariables>,
  variables: TVariables,
): { query: string; variables: Record<string, unknown> } {
  return { query: String(document), variables: variables as Record<string, unknown> };
}

/** A graphql-ws client to the test server that sends `cookie` with the upgrade, like a browser tab. */
export function wsClient(server: { url: string }, cookie?: string) {
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

/**
 * Does `act` until `received` settles (every `everyMs`, for up to `timeoutMs`), and returns what it
 * settled with. A graphql-ws subscription says nothing when the server has started it, and on Redis
 * the server subscribes a moment later still: an event published in between is not delivered, so a
 * fixed wait before publishing failed under load. Each `act` must publish a new event.
 */
export async function untilReceived<T>(
  received: Promise<T>,
  act: (attempt: number) => Promise<unknown>,
  { everyMs = 300, timeoutMs = 20_000 } = {},
): Promise<T> {
  let settled = false;
  const outcome = received.finally(() => {
    settled = true;
  });
  const deadline = Date.now() + timeoutMs;
  for (let attempt = 0; !settled; attempt++) {
    if (Date.now() > deadline) throw new Error('no event arrived in time');
    await act(attempt);
    await Promise.race([
      outcome.catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, everyMs)),
    ]);
  }
  return outcome;
}

/**
 * Collects a subscription's events (and errors) until `done` says enough, the server ends it or it
 * fails; `finished` resolves then, and `stop` unsubscribes.
 */
export function collectEvents<T>(
  client: ReturnType<typeof wsClient>,
  request: { query: string; variables: Record<string, unknown> },
  done: (events: T[]) => boolean,
) {
  const events: T[] = [];
  const errors: unknown[] = [];
  let ready: () => void = () => {};
  const finished = new Promise<void>((resolve) => {
    ready = resolve;
  });
  const stop = client.subscribe<T>(request, {
    next: (value) => {
      if (value.errors) errors.push(...value.errors);
      if (value.data) events.push(value.data as T);
      if (done(events)) ready();
    },
    error: (error) => {
      errors.push(error);
      ready();
    },
    complete: () => ready(),
  });
  return { events, errors, finished, stop };
}
