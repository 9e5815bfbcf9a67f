import { ROOT_CONTEXT, SpanKind } from '@opentelemetry/api';
import { ATTR } from '../tracing/attributes.ts';
import { activeTracer, inSpan } from '../tracing/tracing.ts';

/** One run of a job, as its span tells it. */
interface JobRun {
  queue: string;
  jobId: string;
  /** 1 for the first run. */
  attempt: number;
  /** Whether a failure is the process shutting down rather than the work failing. */
  interrupted(): boolean;
}

/**
 * Runs a job's handler in a span of its own when tracing is on (ADR 036): queue, job id, attempt
 * and outcome, never the job's data. Each run starts a trace of its own: the worker's loop may be
 * woken from inside the request that sent the job, and that request's trace would otherwise grow
 * a child that starts and ends long after it. Off, the handler runs as it is.
 */
export function inJobSpan(run: JobRun, handler: () => Promise<void>): Promise<void> {
  if (!activeTracer()) return handler();
  const attributes = {
    [ATTR.messagingSystem]: 'pg-boss',
    [ATTR.messagingOperation]: 'process',
    [ATTR.messagingDestination]: run.queue,
    [ATTR.messagingMessageId]: run.jobId,
    [ATTR.jobAttempt]: run.attempt,
  };
  return inSpan(
    `process ${run.queue}`,
    { kind: SpanKind.CONSUMER, parent: ROOT_CONTEXT, attributes },
    async (span) => {
      try {
        await handler();
        span?.setAttribute(ATTR.jobOutcome, 'completed');
      } catch (error) {
        span?.setAttribute(ATTR.jobOutcome, run.interrupted() ? 'interrupted' : 'failed');
        throw error;
      }
    },
  );
}
