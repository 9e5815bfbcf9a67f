import { type Context, context, type Span, SpanKind, trace } from '@opentelemetry/api';
import type { FastifyInstance, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { ATTR } from '../platform/tracing/attributes.ts';
import { incomingContext } from '../platform/tracing/traceparent.ts';
import { activeTracer, markFailed } from '../platform/tracing/tracing.ts';

/** The server span of each request in flight, and the context its handler runs in. */
const inFlight = new WeakMap<FastifyRequest, { span: Span; context: Context }>();

function finish(request: FastifyRequest, status: number | null) {
  const traced = inFlight.get(request);
  if (!traced) return;
  inFlight.delete(request);
  if (status === null) markFailed(traced.span, 'aborted');
  else {
    traced.span.setAttribute(ATTR.httpStatus, status);
    if (status >= 500) markFailed(traced.span, String(status));
  }
  traced.span.end();
}

/**
 * A server span per HTTP request while tracing is on (ADR 036), registered before any route:
 * named by method and route pattern (never the raw path, which holds ids), continuing a caller's
 * W3C `traceparent`, with the response's status. Each route's handler runs inside the span, so
 * the GraphQL operation, the statements and the AI calls it makes nest under it. Headers, the
 * query string and the body are never read into it. Off, nothing is registered.
 */
export function registerHttpTracing(fastify: FastifyInstance): void {
  const tracer = activeTracer();
  if (!tracer) return;
  fastify.addHook('onRoute', (route) => {
    const handler = route.handler as RouteHandlerMethod;
    route.handler = function traced(this: FastifyInstance, request, reply) {
      const traced = inFlight.get(request);
      return traced
        ? context.with(traced.context, handler, this, request, reply)
        : handler.call(this, request, reply);
    };
  });
  fastify.addHook('onRequest', (request, _reply, done) => {
    const pattern = request.routeOptions.url;
    const parent = incomingContext(request.headers.traceparent);
    const span = tracer.startSpan(
      pattern ? `${request.method} ${pattern}` : request.method,
      {
        kind: SpanKind.SERVER,
        attributes: {
          [ATTR.httpMethod]: request.method,
          ...(pattern ? { [ATTR.httpRoute]: pattern } : {}),
        },
      },
      parent,
    );
    inFlight.set(request, { span, context: trace.setSpan(parent, span) });
    done();
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    finish(request, reply.statusCode);
    done();
  });
  fastify.addHook('onRequestAbort', (request, done) => {
    finish(request, null);
    done();
  });
}
