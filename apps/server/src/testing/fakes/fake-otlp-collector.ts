import { gunzipSync } from 'node:zlib';
import { sendJson, startHttpFake } from './http-fake.ts';

/** An attribute value as OTLP/JSON carries it (`AnyValue`), flattened to a plain value. */
type Plain = string | number | boolean | null | Plain[];

/** One span as the collector received it. */
export interface CollectedSpan {
  traceId: string;
  spanId: string;
  /** Absent for a trace's root span. */
  parentSpanId: string | undefined;
  name: string;
  /** OTLP's SpanKind: 1 internal, 2 server, 3 client, 4 producer, 5 consumer. */
  kind: number;
  attributes: Record<string, Plain>;
  /** OTLP's status code: 0 unset, 1 ok, 2 error. */
  statusCode: number;
  /** `service.name` of the span's resource. */
  service: string | undefined;
}

/** One export request: how many spans it carried and its body as sent. */
export interface CollectedBatch {
  spans: number;
  body: string;
}

export interface FakeOtlpCollector {
  /** Base URL, ready for OTEL_EXPORTER_OTLP_ENDPOINT (the exporter POSTs to `/v1/traces` under it). */
  url: string;
  /** Every span and every request received (both stay empty with `keep: false`). */
  spans: CollectedSpan[];
  batches: CollectedBatch[];
  /** Spans and requests received so far, and the most spans one request carried (kept or not). */
  readonly counts: { spans: number; batches: number; largestBatch: number };
  /** Resolves with the spans once `found` picks something from them; rejects after `timeoutMs`. */
  waitFor<T>(found: (spans: CollectedSpan[]) => T | undefined | null | false, timeoutMs?: number): Promise<T>;
  stop(): Promise<void>;
}

// biome-ignore lint/suspicious/noExplicitAny: OTLP/JSON wire objects.
type Wire = any;

function plain(value: Wire): Plain {
  if (!value || typeof value !== 'object') return null;
  if ('stringValue' in value) return value.stringValue;
  if ('boolValue' in value) return value.boolValue;
  // int64 travels as a string or a number in OTLP/JSON.
  if ('intValue' in value) return Number(value.intValue);
  if ('doubleValue' in value) return Number(value.doubleValue);
  if ('arrayValue' in value) return (value.arrayValue.values ?? []).map(plain);
  return JSON.stringify(value);
}

function attributesOf(list: Wire[] | undefined): Record<string, Plain> {
  return Object.fromEntries((list ?? []).map((a: Wire) => [a.key, plain(a.value)]));
}

/** The spans of an `ExportTraceServiceRequest` in OTLP/JSON. */
function spansOf(request: Wire): CollectedSpan[] {
  const spans: CollectedSpan[] = [];
  for (const resourceSpans of request.resourceSpans ?? []) {
    const service = attributesOf(resourceSpans.resource?.attributes)['service.name'];
    for (const scopeSpans of resourceSpans.scopeSpans ?? []) {
      for (const span of scopeSpans.spans ?? []) {
        spans.push({
          traceId: span.traceId,
          spanId: span.spanId,
          parentSpanId: span.parentSpanId || undefined,
          name: span.name,
          kind: span.kind,
          attributes: attributesOf(span.attributes),
          statusCode: span.status?.code ?? 0,
          service: typeof service === 'string' ? service : undefined,
        });
      }
    }
  }
  return spans;
}

/**
 * A local OpenTelemetry collector: `POST /v1/traces` in OTLP/HTTP with JSON bodies (what
 * `@opentelemetry/exporter-trace-otlp-http` sends), gzip or not, answered as a collector does
 * (`{}`). It keeps every span and every request's body, so a test can read the traces and search
 * what left the server; `keep: false` only counts them (a bench's minutes of load).
 */
export async function startFakeOtlpCollector(options: { keep?: boolean } = {}): Promise<FakeOtlpCollector> {
  const keep = options.keep ?? true;
  const spans: CollectedSpan[] = [];
  const batches: CollectedBatch[] = [];
  const counts = { spans: 0, batches: 0, largestBatch: 0 };
  const arrivals: Array<() => void> = [];
  const http = await startHttpFake(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (request.method !== 'POST' || path !== '/v1/traces') return sendJson(response, 404, {});
    if (!String(request.headers['content-type'] ?? '').startsWith('application/json'))
      return sendJson(response, 415, { message: 'this collector reads OTLP/JSON only' });
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks);
    const body = (request.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
    const received = spansOf(JSON.parse(body));
    counts.spans += received.length;
    counts.batches += 1;
    counts.largestBatch = Math.max(counts.largestBatch, received.length);
    if (keep) {
      batches.push({ spans: received.length, body });
      spans.push(...received);
    }
    for (const wake of arrivals.splice(0)) wake();
    sendJson(response, 200, {});
  });
  return {
    url: http.url,
    spans,
    batches,
    counts,
    async waitFor(found, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const result = found(spans);
        if (result) return result;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`the collector did not receive the spans within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, Math.min(left, 250));
          arrivals.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    stop: () => http.stop(),
  };
}
