import { type ChildProcess, fork } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { startFakeOtlpCollector } from '../apps/server/src/testing/fakes/fake-otlp-collector.ts';

/** What the collector received: spans, export requests, and the most spans one request carried. */
export interface CollectorCounts {
  spans: number;
  batches: number;
  largestBatch: number;
}

export interface CollectorProcess {
  /** Base URL, ready for OTEL_EXPORTER_OTLP_ENDPOINT. */
  url: string;
  counts(): Promise<CollectorCounts>;
  stop(): Promise<void>;
}

/**
 * The local OTLP collector (`testing/fakes/fake-otlp-collector.ts`, counting only) in a process of
 * its own: parsing a traced server's spans in the bench's process would take time from the load
 * generator on the same thread, and read as a cost of tracing.
 */
export async function startCollectorProcess(): Promise<CollectorProcess> {
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const [ready] = (await Promise.race([
    once(child, 'message'),
    once(child, 'exit').then(() => {
      throw new Error('the collector process exited before it listened');
    }),
  ])) as [{ url: string }];
  return {
    url: ready.url,
    async counts() {
      const answer = once(child, 'message') as Promise<[{ counts: CollectorCounts }]>;
      child.send('counts');
      return (await answer)[0].counts;
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const collector = await startFakeOtlpCollector({ keep: false });
  process.on('message', (message) => {
    if (message === 'counts') process.send?.({ counts: { ...collector.counts } });
  });
  process.once('SIGTERM', () => {
    void collector.stop().finally(() => process.exit(0));
  });
  process.send?.({ url: collector.url });
}
