import type { IncomingMessage } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { sendJson, startHttpFake } from './http-fake.ts';

/** One item of an envelope: its header (`type`: event, session, client_report…) and its JSON payload. */
export interface EnvelopeItem {
  header: { type: string; length?: number; [key: string]: unknown };
  payload: Record<string, unknown>;
}

/** One `POST /api/<project>/envelope/` as the collector received it. */
export interface ReceivedEnvelope {
  project: string;
  /** The DSN's public key, from `sentry_key` or the `X-Sentry-Auth` header. */
  key: string | undefined;
  header: Record<string, unknown>;
  items: EnvelopeItem[];
  /** The whole body as text (gunzipped), for assertions that something appears nowhere in it. */
  raw: string;
}

/** The fields of an error event the tests read (Sentry's event payload, loosely typed). */
export interface ReceivedEvent {
  event_id: string;
  user?: Record<string, unknown>;
  tags?: Record<string, string>;
  request?: unknown;
  breadcrumbs?: unknown;
  exception?: { values?: { type?: string; value?: string }[] };
  [key: string]: unknown;
}

export interface FakeSentry {
  port: number;
  /** A DSN pointing at this collector, ready for SENTRY_DSN. */
  dsn: string;
  envelopes: ReceivedEnvelope[];
  /** Every error event received so far, in order. */
  events(): ReceivedEvent[];
  /** Waits until `count` error events matching `match` have arrived (fails after `timeoutMs`). */
  waitForEvents(
    count: number,
    match?: (event: ReceivedEvent) => boolean,
    timeoutMs?: number,
  ): Promise<ReceivedEvent[]>;
  stop(): Promise<void>;
}

/**
 * Splits a Sentry envelope: a header line, then per item a header line and a payload, which is
 * `length` bytes when the item header says so and runs to the next newline otherwise.
 */
export function parseEnvelope(body: Buffer): { header: Record<string, unknown>; items: EnvelopeItem[] } {
  let at = 0;
  const line = () => {
    const end = body.indexOf(0x0a, at);
    const text = body.subarray(at, end < 0 ? body.length : end).toString('utf8');
    at = end < 0 ? body.length : end + 1;
    return text;
  };
  const header = JSON.parse(line()) as Record<string, unknown>;
  const items: EnvelopeItem[] = [];
  while (at < body.length) {
    const itemLine = line();
    if (!itemLine.trim()) continue;
    const itemHeader = JSON.parse(itemLine) as EnvelopeItem['header'];
    let payload: string;
    if (typeof itemHeader.length === 'number') {
      payload = body.subarray(at, at + itemHeader.length).toString('utf8');
      at += itemHeader.length;
      if (body[at] === 0x0a) at += 1;
    } else {
      payload = line();
    }
    items.push({ header: itemHeader, payload: JSON.parse(payload) as Record<string, unknown> });
  }
  return { header, items };
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  // The Node transport gzips envelopes over 32 KB.
  return request.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body;
}

function keyOf(request: IncomingMessage, url: URL): string | undefined {
  const fromQuery = url.searchParams.get('sentry_key');
  if (fromQuery) return fromQuery;
  const auth = String(request.headers['x-sentry-auth'] ?? '');
  return /sentry_key=([^,\s]+)/.exec(auth)?.[1];
}

/**
 * A local stand-in for Sentry's ingest endpoint, `POST /api/<project>/envelope/`: records every
 * envelope the real SDK sends (answering as Sentry does, with CORS for browsers) so tests can
 * read what would have left the machine.
 */
export async function startFakeSentry(options: { project?: string; key?: string } = {}): Promise<FakeSentry> {
  const project = options.project ?? '42';
  const key = options.key ?? 'publickey0123456789';
  const envelopes: ReceivedEnvelope[] = [];
  const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'content-type' };

  const http = await startHttpFake(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const match = /^\/api\/([^/]+)\/envelope\/?$/.exec(url.pathname);
    if (request.method === 'OPTIONS') {
      response.writeHead(204, { ...cors, 'access-control-allow-methods': 'POST' }).end();
      return;
    }
    if (request.method !== 'POST' || !match) {
      sendJson(response, 404, { detail: 'not found' });
      return;
    }
    const raw = await readBody(request);
    const { header, items } = parseEnvelope(raw);
    envelopes.push({
      project: match[1] ?? '',
      key: keyOf(request, url),
      header,
      items,
      raw: raw.toString('utf8'),
    });
    response.writeHead(200, { 'content-type': 'application/json', ...cors });
    response.end(JSON.stringify({ id: header.event_id ?? null }));
  });

  const events = () =>
    envelopes.flatMap((envelope) =>
      envelope.items
        .filter((item) => item.header.type === 'event')
        .map((item) => item.payload as ReceivedEvent),
    );

  return {
    port: http.port,
    dsn: `http://${key}@127.0.0.1:${http.port}/${project}`,
    envelopes,
    events,
    async waitForEvents(count, match = () => true, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events().filter(match);
        if (found.length >= count) return found;
        if (Date.now() > deadline)
          throw new Error(`expected ${count} error events, got ${found.length} in ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    stop: http.stop,
  };
}
