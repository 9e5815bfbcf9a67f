import autocannon from 'autocannon';
import type { Scenario } from './scenarios.ts';

export interface LoadOptions {
  seconds: number;
  connections: number;
}

export interface LoadResult {
  seconds: number;
  responses: number;
  requestsPerSecond: number;
  /** From every response's own timing (sub-millisecond; autocannon's histogram rounds to 1 ms). */
  latencyMs: { p50: number; p90: number; p99: number; mean: number; max: number };
  non2xx: number;
  /** Connection errors and timeouts as autocannon counts them. */
  connectionErrors: number;
  timeouts: number;
}

/** Time allowed on top of the run before autocannon is stopped from outside. */
const OVERRUN_MS = 15_000;
const REQUEST_TIMEOUT_S = 10;

/** Hammers one scenario for `seconds` with `connections` keep-alive connections. */
export function runLoad(baseUrl: string, scenario: Scenario, options: LoadOptions): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    const requestOptions: autocannon.Options = {
      url: baseUrl + scenario.path,
      method: scenario.method,
      connections: options.connections,
      duration: options.seconds,
      timeout: REQUEST_TIMEOUT_S,
    };
    if (scenario.headers) requestOptions.headers = scenario.headers;
    if (scenario.body !== undefined) requestOptions.body = scenario.body;

    const instance = autocannon(requestOptions, (error: unknown, result: autocannon.Result) => {
      clearTimeout(guard);
      if (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
        return;
      }
      const seconds = result.duration > 0 ? result.duration : options.seconds;
      resolve({
        seconds,
        responses: latencies.length,
        requestsPerSecond: latencies.length / seconds,
        latencyMs: summarize(latencies),
        non2xx: result.non2xx,
        connectionErrors: result.errors,
        timeouts: result.timeouts,
      });
    });
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      latencies.push(responseTime);
    });
    // Bounded in time even if the server stalls: stop() ends the run and calls back with what it has.
    const guard = setTimeout(() => instance.stop(), options.seconds * 1000 + OVERRUN_MS);
  });
}

function summarize(values: number[]): LoadResult['latencyMs'] {
  if (values.length === 0) return { p50: 0, p90: 0, p99: 0, mean: 0, max: 0 };
  const sorted = Float64Array.from(values).sort();
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
  const sum = sorted.reduce((total, v) => total + v, 0);
  return {
    p50: at(0.5),
    p90: at(0.9),
    p99: at(0.99),
    mean: sum / sorted.length,
    max: sorted[sorted.length - 1] ?? 0,
  };
}
