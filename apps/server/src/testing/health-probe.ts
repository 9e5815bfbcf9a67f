import { expect } from 'vitest';
import type { TestServer } from './test-server.ts';

/**
 * Asks /api/health over and over while `work` runs; every answer must be 200. The latencies are
 * written to stderr for the benchmark notes, not asserted (a timed test would be flaky).
 */
export async function healthDuring<T>(server: TestServer, label: string, work: () => Promise<T>): Promise<T> {
  let running = true;
  const latencies: number[] = [];
  const statuses = new Set<number>();
  const poller = (async () => {
    while (running) {
      const startedAt = performance.now();
      const response = await fetch(`${server.url}/api/health`);
      await response.arrayBuffer();
      statuses.add(response.status);
      latencies.push(performance.now() - startedAt);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  try {
    return await work();
  } finally {
    running = false;
    await poller;
    const sorted = [...latencies].sort((a, b) => a - b);
    const at = (q: number) =>
      Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
    process.stderr.write(
      `[health] ${label} (${server.config.databaseUrl ? 'PostgreSQL' : 'PGlite'}): ${latencies.length} answers, p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms\n`,
    );
    expect(latencies.length).toBeGreaterThan(0);
    expect([...statuses]).toEqual([200]);
  }
}
