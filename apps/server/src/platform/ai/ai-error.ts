import { ERROR_MESSAGES } from '@kreda/shared/errors';
import { APICallError, NoObjectGeneratedError, RetryError } from 'ai';
import type { AiUsageErrorCode } from './types.ts';

export type AiErrorCode = 'AI_NOT_CONFIGURED' | 'AI_FAILED' | 'AI_CANCELLED';

const CANCELLED_MESSAGE = 'Generowanie odpowiedzi zostało przerwane.';

/**
 * The only error the AI service throws. The message is Polish and safe to show a user; the
 * provider's own error text is logged, never put here.
 */
export class AiError extends Error {
  constructor(
    readonly code: AiErrorCode,
    message: string = code === 'AI_CANCELLED' ? CANCELLED_MESSAGE : ERROR_MESSAGES[code],
    /** The finer reason recorded in usage records; not for users. */
    readonly reason: AiUsageErrorCode | null = null,
  ) {
    super(message);
    this.name = 'AiError';
  }
}

/** Thrown inside the service when its own timer (not the caller) aborted a request. */
export class AiTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`AI request timed out after ${timeoutMs} ms`);
    this.name = 'AiTimeoutError';
  }
}

/** The model's JSON stayed invalid after the repair request; the message is for the log. */
export class AiInvalidOutputError extends Error {
  constructor(problem: string) {
    super(`Model output failed validation after one repair attempt: ${problem}`);
    this.name = 'AiInvalidOutputError';
  }
}

/** Maps anything a provider call threw to an AiError; `cancelled` wins over every other cause. */
export function toAiError(error: unknown, cancelled: boolean): AiError {
  if (cancelled) return new AiError('AI_CANCELLED', undefined, 'CANCELLED');
  if (error instanceof AiError) return error;
  return new AiError('AI_FAILED', ERROR_MESSAGES.AI_FAILED, failureReason(error));
}

function failureReason(error: unknown): AiUsageErrorCode {
  if (error instanceof AiTimeoutError) return 'TIMEOUT';
  const last = RetryError.isInstance(error) ? error.lastError : error;
  if (last instanceof AiTimeoutError) return 'TIMEOUT';
  if (last instanceof AiInvalidOutputError) return 'INVALID_OUTPUT';
  if (APICallError.isInstance(last)) {
    // A stream that breaks after a 200 is a network failure, not an HTTP error.
    return last.statusCode && last.statusCode >= 400 ? `HTTP_${last.statusCode}` : 'NETWORK';
  }
  if (NoObjectGeneratedError.isInstance(last)) return 'INVALID_OUTPUT';
  if (last instanceof TypeError) return 'NETWORK';
  return 'FAILED';
}

const clip = (text: string | undefined, max = 800) =>
  text && text.length > max ? `${text.slice(0, max)}…` : text;

/**
 * What the log gets of a provider error (logged as `error`, not pino's `err`, whose serializer
 * would copy every property of the SDK's errors): name, message, status, the response body (clipped),
 * causes. Not the request body: it carries the pupil's messages and base64 images.
 */
export function describeError(error: unknown, depth = 0): Record<string, unknown> | string {
  if (!(error instanceof Error)) return clip(String(error)) ?? '';
  const described: Record<string, unknown> = { type: error.name, message: clip(error.message) };
  if (APICallError.isInstance(error)) {
    described.statusCode = error.statusCode;
    described.url = error.url;
    described.responseBody = clip(error.responseBody);
    described.isRetryable = error.isRetryable;
  }
  if (RetryError.isInstance(error)) {
    described.reason = error.reason;
    described.lastError = describeError(error.lastError, depth + 1);
  } else if (error.cause !== undefined && depth < 3) {
    described.cause = describeError(error.cause, depth + 1);
  }
  if (depth === 0 && error.stack) described.stack = error.stack.split('\n').slice(0, 6).join('\n');
  return described;
}
