import { context, type DiagLogger, DiagLogLevel, diag, type Tracer } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { AlwaysOnSampler, BatchSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import { ATTR_SERVICE_NAME, ATTR_SERVICE_VERSION } from '@opentelemetry/semantic-conventions';
import type { TracingConfig } from '../../config/config.ts';
import type { Logger } from '../logger.ts';

/*
 * The OpenTelemetry SDK, imported by `startTracing` only when OTEL_EXPORTER_OTLP_ENDPOINT is set, so
 * a server without it never loads the SDK, the exporter or the conventions package (ADR 036).
 */

/**
 * Issue 31: a batch every second, of at most 30 spans (a full batch leaves at once). The SDK sends
 * one batch at a time, so a process making spans faster than 30 per round trip to the collector
 * fills the queue, and spans past it are dropped (logged) rather than held in memory.
 */
export const BATCH = { scheduledDelayMillis: 1000, maxExportBatchSize: 30, maxQueueSize: 2048 } as const;
/** One export may take this long; the shutdown's last export too (inside the process's 10 s stop). */
const EXPORT_TIMEOUT_MS = 5_000;
/** The SDK's own warnings (the collector unreachable, spans dropped) are logged once a minute at most. */
const DIAG_LOG_EVERY_MS = 60_000;

export interface Sdk {
  tracer: Tracer;
  shutdown(): Promise<void>;
}

/** The SDK's warnings and errors as log lines, throttled: a collector that is down fails every batch. */
function diagLogger(logger: Logger): DiagLogger {
  let lastAt = Number.NEGATIVE_INFINITY;
  let skipped = 0;
  const log = (message: string) => {
    const now = performance.now();
    if (now - lastAt < DIAG_LOG_EVERY_MS) {
      skipped += 1;
      return;
    }
    logger.warn({ skipped }, `tracing: ${message}`);
    lastAt = now;
    skipped = 0;
  };
  const ignore = () => {};
  return { error: log, warn: log, info: ignore, debug: ignore, verbose: ignore };
}

export function startSdk(config: TracingConfig, options: { logger: Logger; version: string }): Sdk {
  const exporter = new OTLPTraceExporter({
    url: config.tracesUrl,
    timeoutMillis: EXPORT_TIMEOUT_MS,
    // The stop sends the whole queue at once, a batch per request, besides the one in flight (the
    // default limit of 30 refused the rest of a full queue).
    concurrencyLimit: Math.ceil(BATCH.maxQueueSize / BATCH.maxExportBatchSize) + 1,
  });
  const provider = new TracerProvider({
    resource: resourceFromAttributes({
      [ATTR_SERVICE_NAME]: config.serviceName,
      [ATTR_SERVICE_VERSION]: options.version,
    }),
    // Every trace is kept ("every session is sampled"), whatever a caller's traceparent asks.
    sampler: new AlwaysOnSampler(),
    spanProcessors: [new BatchSpanProcessor({ exporter, ...BATCH, exportTimeoutMillis: EXPORT_TIMEOUT_MS })],
  });
  // A context manager another SDK registered first (Sentry's, when its DSN is set) carries our
  // spans as well: both keep the active context in AsyncLocalStorage.
  const contextManager = new AsyncLocalStorageContextManager();
  const ownsContext = context.setGlobalContextManager(contextManager.enable());
  if (!ownsContext) contextManager.disable();
  const ownsDiag = diag.setLogger(diagLogger(options.logger), {
    logLevel: DiagLogLevel.WARN,
    suppressOverrideMessage: true,
  });
  return {
    tracer: provider.getTracer('kreda-server', options.version),
    async shutdown() {
      try {
        await provider.shutdown();
      } catch (error) {
        options.logger.warn({ err: error }, 'tracing: the last spans could not be sent');
      } finally {
        if (ownsContext) context.disable();
        if (ownsDiag) diag.disable();
      }
    },
  };
}
