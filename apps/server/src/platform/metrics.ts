// Operational metrics of one process in Prometheus' text format (`GET /api/metrics`, see
// http/metrics.ts): HTTP requests and their latency by route, AI calls and tokens by action and
// model. Counters live in memory (a scrape reads each instance); job queues are read from the
// database at scrape time. Nothing is counted unless METRICS_TOKEN turns the endpoint on.

/** Upper bounds (seconds) of the latency histogram's buckets. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

interface Histogram {
  buckets: number[];
  sum: number;
  count: number;
}

export interface AiCallRecord {
  action: string;
  model: string;
  ok: boolean;
  promptTokens: number;
  outputTokens: number;
}

export interface Metrics {
  /** False when the endpoint is off: callers skip their bookkeeping. */
  readonly enabled: boolean;
  httpRequest(method: string, route: string, status: number, seconds: number): void;
  aiCall(call: AiCallRecord): void;
  /** The counters as Prometheus text, with extra gauge lines appended (e.g. job queues). */
  render(extra?: readonly string[]): string;
}

const escapeLabel = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');

function labels(pairs: Record<string, string>): string {
  return `{${Object.entries(pairs)
    .map(([name, value]) => `${name}="${escapeLabel(value)}"`)
    .join(',')}}`;
}

/** Adds one to a counter kept by its label set. */
function bump(counters: Map<string, number>, key: string, by = 1) {
  counters.set(key, (counters.get(key) ?? 0) + by);
}

function header(name: string, type: 'counter' | 'gauge' | 'histogram', help: string): string[] {
  return [`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`];
}

function histogramLines(name: string, byRoute: Map<string, Histogram>): string[] {
  const lines = header(name, 'histogram', 'Time to answer an HTTP request, by route.');
  for (const [key, histogram] of byRoute) {
    const route = JSON.parse(key) as Record<string, string>;
    LATENCY_BUCKETS.forEach((le, i) => {
      lines.push(`${name}_bucket${labels({ ...route, le: String(le) })} ${histogram.buckets[i]}`);
    });
    lines.push(`${name}_bucket${labels({ ...route, le: '+Inf' })} ${histogram.count}`);
    lines.push(`${name}_sum${labels(route)} ${histogram.sum}`);
    lines.push(`${name}_count${labels(route)} ${histogram.count}`);
  }
  return lines;
}

function counterLines(name: string, help: string, counters: Map<string, number>): string[] {
  const lines = header(name, 'counter', help);
  for (const [key, value] of counters) lines.push(`${name}${labels(JSON.parse(key))} ${value}`);
  return lines;
}

/** A process's metrics; `enabled: false` makes every call a no-op (the endpoint is off). */
export function createMetrics(enabled: boolean): Metrics {
  const requests = new Map<string, number>();
  const latency = new Map<string, Histogram>();
  const aiCalls = new Map<string, number>();
  const aiTokens = new Map<string, number>();
  const started = Date.now();
  return {
    enabled,
    httpRequest(method, route, status, seconds) {
      if (!enabled) return;
      bump(requests, JSON.stringify({ method, route, status: String(status) }));
      const key = JSON.stringify({ route });
      const histogram = latency.get(key) ?? { buckets: LATENCY_BUCKETS.map(() => 0), sum: 0, count: 0 };
      LATENCY_BUCKETS.forEach((le, i) => {
        if (seconds <= le) histogram.buckets[i] = (histogram.buckets[i] ?? 0) + 1;
      });
      histogram.sum += seconds;
      histogram.count += 1;
      latency.set(key, histogram);
    },
    aiCall(call) {
      if (!enabled) return;
      bump(aiCalls, JSON.stringify({ action: call.action, model: call.model, ok: String(call.ok) }));
      bump(aiTokens, JSON.stringify({ model: call.model, kind: 'prompt' }), call.promptTokens);
      bump(aiTokens, JSON.stringify({ model: call.model, kind: 'output' }), call.outputTokens);
    },
    render(extra = []) {
      return `${[
        ...counterLines(
          'kreda_http_requests_total',
          'HTTP requests answered, by method, route and status.',
          requests,
        ),
        ...histogramLines('kreda_http_request_duration_seconds', latency),
        ...counterLines(
          'kreda_ai_calls_total',
          'Calls to AI providers, by action, model and outcome.',
          aiCalls,
        ),
        ...counterLines(
          'kreda_ai_tokens_total',
          'Tokens sent to and received from AI providers, by model.',
          aiTokens,
        ),
        ...header('kreda_process_uptime_seconds', 'gauge', 'Seconds since this process started.'),
        `kreda_process_uptime_seconds ${(Date.now() - started) / 1000}`,
        ...header('kreda_process_resident_memory_bytes', 'gauge', 'Resident memory of this process.'),
        `kreda_process_resident_memory_bytes ${process.memoryUsage.rss()}`,
        ...extra,
      ].join('\n')}\n`;
    },
  };
}

/** Gauge lines of the job queues: jobs waiting, running and failed, by queue and state. */
export function jobQueueLines(rows: readonly { queue: string; state: string; count: number }[]): string[] {
  return [
    ...header('kreda_jobs', 'gauge', 'Background jobs by queue and state (created, retry, active, failed).'),
    ...rows.map((row) => `kreda_jobs${labels({ queue: row.queue, state: row.state })} ${row.count}`),
  ];
}
