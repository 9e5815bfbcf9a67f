import {
  type Context,
  context,
  type Span,
  type SpanOptions,
  SpanStatusCode,
  type Tracer,
  trace,
} from '@opentelemetry/api';
import type { TracingConfig } from '../../config/config.ts';
import type { Logger } from '../logger.ts';
import { ATTR } from './attributes.ts';

/*
 * OpenTelemetry tracing (ADR 036). Spans are made by hand at our own seams: the HTTP request
 * (http/tracing.ts), the GraphQL operation (graphql/tracing.ts), database statements
 * (platform/db/statement-spans.ts), AI provider calls (platform/ai/tracker.ts) and job runs
 * (platform/jobs/jobs.ts). This file needs only `@opentelemetry/api`; the SDK and the OTLP exporter
 * (./sdk.ts) are imported only when the config turns tracing on. While it is off `activeTracer()` is
 * undefined and every seam returns before it touches the API, so tracing costs nothing when off.
 */

let current: Tracer | undefined;

/** This process's tracer while tracing is on; undefined when off (the seams then do nothing). */
export function activeTracer(): Tracer | undefined {
  return current;
}

export interface Tracing {
  readonly enabled: boolean;
  /** Sends the spans still queued and stops; the seams do nothing afterwards. Idempotent. */
  shutdown(): Promise<void>;
}

const OFF: Tracing = { enabled: false, shutdown: async () => {} };

/**
 * Turns tracing on for this process when the config has an endpoint (one SDK per process: the
 * server's or the worker's). Without one, nothing is imported and the returned handle does nothing.
 */
export async function startTracing(
  config: TracingConfig | null,
  options: { logger: Logger; version: string },
): Promise<Tracing> {
  if (!config) return OFF;
  if (current) throw new Error('tracing is already on in this process');
  const { startSdk } = await import('./sdk.ts');
  const sdk = startSdk(config, options);
  current = sdk.tracer;
  options.logger.info({ tracesUrl: config.tracesUrl }, 'tracing on: spans are exported over OTLP');
  let stopping: Promise<void> | undefined;
  return {
    enabled: true,
    shutdown: () => {
      stopping ??= (async () => {
        if (current === sdk.tracer) current = undefined;
        await sdk.shutdown();
      })();
      return stopping;
    },
  };
}

/**
 * A low-cardinality name for what went wrong, never a message (messages can quote user data: a
 * unique violation names the value): a code such as `AI_FAILED`, `HTTP_429` or SQLSTATE `23505`
 * when the error has one, else the error's class.
 */
export function errorType(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && /^[A-Z0-9_]{1,64}$/.test(code)) return code;
  const name = (error as { constructor?: { name?: unknown } } | null)?.constructor?.name;
  return typeof name === 'string' && /^\w{1,64}$/.test(name) ? name : '_OTHER';
}

/** Marks a span failed with a type (see `errorType`); no description, so no message is exported. */
export function markFailed(span: Span, type: string): void {
  span.setStatus({ code: SpanStatusCode.ERROR });
  span.setAttribute(ATTR.errorType, type);
}

/**
 * Runs `work` inside a span of its own (its child spans nest under it) when tracing is on; the span
 * ends when the work settles and is marked failed when it throws. Off, `work` runs with no span.
 * `parent` defaults to the active context; `ROOT_CONTEXT` starts a trace of its own.
 */
export function inSpan<T>(
  name: string,
  options: SpanOptions & { parent?: Context },
  work: (span: Span | undefined) => Promise<T>,
): Promise<T> {
  const tracer = current;
  if (!tracer) return work(undefined);
  const { parent = context.active(), ...spanOptions } = options;
  const span = tracer.startSpan(name, spanOptions, parent);
  return context.with(trace.setSpan(parent, span), async () => {
    try {
      return await work(span);
    } catch (error) {
      markFailed(span, errorType(error));
      throw error;
    } finally {
      span.end();
    }
  });
}
