import { vi } from 'vitest';

// A stand-in for Sentry's ingest endpoint (`POST /api/<project>/envelope/`) at the network edge of
// the web tests, like fake-api.ts: `fetch` to it is recorded and answered as Sentry answers, every
// other request goes to the fetch installed before (the fake API). The real browser SDK sends to it.

export interface BrowserEvent {
  event_id: string;
  environment?: string;
  user?: Record<string, unknown>;
  request?: { url?: string; headers?: Record<string, string> };
  breadcrumbs?: { category?: string; data?: Record<string, unknown> }[];
  exception?: { values?: { type?: string; value?: string }[] };
  [key: string]: unknown;
}

export interface FakeSentry {
  /** A DSN pointing at the fake, for the app's configuration. */
  dsn: string;
  /** Every envelope's body as text. */
  bodies: string[];
  /** The error events received so far (items of type `event`). */
  events(): BrowserEvent[];
}

const ENVELOPE = /^https:\/\/sentry\.example\/api\/(\d+)\/envelope\//;

/** Error events of an envelope: a header line, then per item a header line and a JSON payload. */
function eventsOf(body: string): BrowserEvent[] {
  const [, ...lines] = body.split('\n').filter((line) => line.trim());
  const events: BrowserEvent[] = [];
  for (let i = 0; i + 1 < lines.length; i += 2) {
    const header = JSON.parse(lines[i] ?? '{}') as { type?: string };
    if (header.type === 'event') events.push(JSON.parse(lines[i + 1] ?? '{}') as BrowserEvent);
  }
  return events;
}

/** Install after `installFakeApi`: requests other than Sentry's go to it. */
export function installFakeSentry(): FakeSentry {
  const inner = globalThis.fetch;
  const bodies: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!ENVELOPE.test(url)) return inner(input, init);
      const body = init?.body;
      bodies.push(typeof body === 'string' ? body : new TextDecoder().decode(body as Uint8Array));
      return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return {
    dsn: 'https://publickey@sentry.example/42',
    bodies,
    events: () => bodies.flatMap(eventsOf),
  };
}
