import { context, type Span, SpanKind, trace } from '@opentelemetry/api';
import { ATTR } from '../tracing/attributes.ts';
import { activeTracer, markFailed } from '../tracing/tracing.ts';
import type { AiCallMeta, AiRole, AiUsageErrorCode } from './types.ts';

/*
 * A span per AI provider call when tracing is on (ADR 036): the provider, the model, the action and
 * role it is accounted to, its tokens and how it ended — never the prompt, the system text, the
 * messages or the answer.
 */

/** What a span tells of a call (tracker.ts's CallInfo). */
interface SpannedCall {
  meta: AiCallMeta;
  role: AiRole | 'embedding' | 'transcription';
  model: string;
}

const operationOf = (role: SpannedCall['role']) =>
  role === 'embedding' ? 'embeddings' : role === 'transcription' ? 'transcription' : 'chat';

/** The call's span, started under the active one (a request, a job); undefined when tracing is off. */
export function startAiSpan(provider: string, call: SpannedCall): Span | undefined {
  const tracer = activeTracer();
  if (!tracer) return undefined;
  const operation = operationOf(call.role);
  return tracer.startSpan(`${operation} ${call.model}`, {
    kind: SpanKind.CLIENT,
    attributes: {
      [ATTR.aiOperation]: operation,
      [ATTR.aiProvider]: provider,
      [ATTR.aiModel]: call.model,
      [ATTR.aiAction]: call.meta.action,
      [ATTR.aiRole]: call.role,
    },
  });
}

/** Runs the provider call with its span active (nothing nests under it today, but a retry would). */
export function inAiSpan<T>(span: Span | undefined, run: () => Promise<T>): Promise<T> {
  return span ? context.with(trace.setSpan(context.active(), span), run) : run();
}

/** Ends the span with the tokens counted; `errorCode` null for a call that succeeded. */
export function endAiSpan(
  span: Span | undefined,
  tally: { promptTokens: number; outputTokens: number },
  errorCode: AiUsageErrorCode | null,
): void {
  if (!span) return;
  span.setAttribute(ATTR.aiInputTokens, tally.promptTokens);
  span.setAttribute(ATTR.aiOutputTokens, tally.outputTokens);
  if (errorCode) markFailed(span, errorCode);
  span.end();
}
