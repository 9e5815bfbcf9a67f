import { context, type Span, trace } from '@opentelemetry/api';
import { type ExecutionResult, type GraphQLError, getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { ATTR } from '../platform/tracing/attributes.ts';
import { activeTracer, errorType, markFailed } from '../platform/tracing/tracing.ts';

/** The spans this plugin started, so `onExecute` finds its own among the active ones. */
const operationSpans = new WeakSet<Span>();

/**
 * The code of the result's first error (`BAD_USER_INPUT`, `UNAUTHENTICATED`, …), never its message.
 * Errors are masked after this plugin has seen them, so a resolver's error still carries its cause:
 * a domain error's code, or the class of an unexpected one (which the client sees as
 * INTERNAL_SERVER_ERROR).
 */
function firstErrorCode(result: ExecutionResult): string | null {
  const [first] = (result.errors ?? []) as GraphQLError[];
  if (!first) return null;
  const code = first.extensions?.code;
  if (typeof code === 'string' && /^[A-Z0-9_]{1,64}$/.test(code)) return code;
  return errorType(first.originalError ?? first);
}

/**
 * A span per executed GraphQL operation while tracing is on (ADR 036), under the HTTP request's:
 * the operation's type and name, and the first error's code when the result has errors. Never the
 * document, the variables or the result. Its `instrumentation` runs execution inside the span, so
 * the resolvers' statements and AI calls nest under it; its `onExecute` (first among the plugins)
 * names it once the document is known. Both paths run it: Yoga's and the fast path (ADR 014),
 * and queries and mutations over the WebSocket. A subscription's long life is not a span: its
 * events are published by the traced mutations and jobs that cause them.
 */
export function graphqlTracing(): Plugin | null {
  const tracer = activeTracer();
  if (!tracer) return null;
  return {
    instrumentation: {
      execute: (_payload, wrapped) => {
        const parent = context.active();
        const span = tracer.startSpan('graphql', {}, parent);
        operationSpans.add(span);
        const done = (failure: string | null) => {
          if (failure) markFailed(span, failure);
          span.end();
        };
        try {
          const running = context.with(trace.setSpan(parent, span), wrapped);
          if (!running) {
            done(null);
            return running;
          }
          return Promise.resolve(running).then(
            () => done(null),
            (error: unknown) => {
              done(errorType(error));
              throw error;
            },
          );
        } catch (error) {
          done(errorType(error));
          throw error;
        }
      },
    },
    onExecute({ args }) {
      const span = trace.getActiveSpan();
      if (!span || !operationSpans.has(span)) return;
      const operation = getOperationAST(args.document, args.operationName);
      const type = operation?.operation ?? 'unknown';
      const name = operation?.name?.value;
      span.updateName(name ? `${type} ${name}` : type);
      span.setAttribute(ATTR.graphqlOperationType, type);
      if (name) span.setAttribute(ATTR.graphqlOperationName, name);
      return {
        onExecuteDone({ result }) {
          if (Symbol.asyncIterator in result) return;
          const code = firstErrorCode(result);
          if (code) markFailed(span, code);
        },
      };
    },
  };
}
