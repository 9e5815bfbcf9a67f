import { type Context, isSpanContextValid, ROOT_CONTEXT, type SpanContext, trace } from '@opentelemetry/api';

/** `version-traceid-parentid-flags`; a later version may append fields after a dash. */
const TRACEPARENT = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})(-.*)?$/;

/**
 * The remote parent a W3C `traceparent` header names (https://www.w3.org/TR/trace-context/), or
 * null when the header is absent or malformed, so a proxy's or a caller's trace continues here.
 * Written here rather than taken from `@opentelemetry/core`: it is a dozen lines, and core is not
 * one of our dependencies. `tracestate` is not carried on (nothing here reads it).
 */
export function remoteParent(header: string | string[] | undefined): SpanContext | null {
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  const match = value ? TRACEPARENT.exec(value) : null;
  if (!match) return null;
  const [, version, traceId = '', spanId = '', flags = '00', rest] = match;
  // Version ff is invalid; version 00 has exactly four fields.
  if (version === 'ff' || (version === '00' && rest !== undefined)) return null;
  const parent: SpanContext = { traceId, spanId, traceFlags: Number.parseInt(flags, 16) & 1, isRemote: true };
  return isSpanContextValid(parent) ? parent : null;
}

/** The context a server span starts from: the caller's trace when its header is valid, else a new one. */
export function incomingContext(header: string | string[] | undefined): Context {
  const parent = remoteParent(header);
  return parent ? trace.setSpanContext(ROOT_CONTEXT, parent) : ROOT_CONTEXT;
}
