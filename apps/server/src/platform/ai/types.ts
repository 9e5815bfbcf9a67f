import type { z } from 'zod';

/** Which configured model answers: the main one, a cheaper fast one, or one that reads images. */
export type AiRole = 'main' | 'fast' | 'vision';

/** Who asked and for what; every call is accounted to this (usage limits, cost reports). */
export interface AiCallMeta {
  userId: string | null;
  /**
   * A stable name of the feature step, e.g. `QUIZ_GENERATION` or `ROZPRAWKA_EXPLANATION`: stored in
   * usage records and `ai.called` events, and sent on the provider request as `X-Kreda-Action`
   * (`action-header.ts`), so the fake models of the tests route by it. One name per kind of call.
   */
  action: string;
}

/** One provider call as reported to `onUsage`, whether it succeeded, failed or was cancelled. */
export interface AiUsageRecord {
  userId: string | null;
  action: string;
  role: AiRole | 'embedding' | 'transcription';
  provider: string;
  model: string;
  /** Input tokens as the provider counted them; 0 when unknown (e.g. a call cut short). */
  promptTokens: number;
  outputTokens: number;
  durationMs: number;
  ok: boolean;
  /** Why it failed (see AiUsageErrorCode); null when ok. */
  errorCode: AiUsageErrorCode | null;
}

/**
 * Failure reasons in usage records, finer than AiError's codes: `HTTP_<status>` for a provider's
 * HTTP error, `NETWORK` when it could not be reached, `INVALID_OUTPUT` for JSON that stayed invalid
 * after the repair attempt.
 */
export type AiUsageErrorCode =
  | 'CANCELLED'
  | 'TIMEOUT'
  | 'NETWORK'
  | 'INVALID_OUTPUT'
  | 'FAILED'
  | `HTTP_${number}`;

export type AiContentPart =
  | { type: 'text'; text: string }
  | { type: 'image'; image: Uint8Array; mediaType: string };

export interface AiMessage {
  role: 'user' | 'assistant';
  /** Images are allowed in user messages only, and need the `vision` role. */
  content: string | AiContentPart[];
}

export interface AiTextResult {
  text: string;
  promptTokens: number;
  outputTokens: number;
}

export interface AiTextStream {
  /**
   * Text deltas as they arrive. Throws AiError when the call fails or is cancelled. Iterate it
   * once; leaving the loop early cancels the provider call.
   */
  textStream: AsyncIterable<string>;
  /** Settles when the stream ends; rejects with the same AiError (safe to leave unawaited). */
  result: Promise<AiTextResult>;
}

export interface AiTextInput {
  meta: AiCallMeta;
  /** Default `main`. Messages with images need `vision`. */
  role?: AiRole;
  system: string;
  messages: AiMessage[];
  signal?: AbortSignal;
  maxOutputTokens?: number;
  temperature?: number;
}

export interface AiObjectInput<T> {
  meta: AiCallMeta;
  role?: AiRole;
  system: string;
  messages: AiMessage[];
  schema: z.ZodType<T>;
  /** Shown to providers that name structured outputs (OpenAI `json_schema.name`). */
  schemaName?: string;
  /** 0 where the output judges (grading, checking): the same answer gets the same verdict. */
  temperature?: number;
  signal?: AbortSignal;
  /**
   * What to keep of an answer still invalid after the repair request (e.g. the complete items of a
   * cut-off list); null keeps nothing and the call fails as usual. The caller learns it got a
   * salvaged value from the value itself (its salvage marks it).
   */
  salvage?: (text: string) => T | null;
}

export interface AiTranscribeInput {
  meta: AiCallMeta;
  /** The recording's bytes (mp3, m4a, ogg/opus, wav, webm). */
  audio: Uint8Array;
  /** Expected language, ISO 639-1; default `pl`. */
  language?: string;
  signal?: AbortSignal;
}

export interface AiTranscript {
  text: string;
  /** Timed pieces when the model gives them (Whisper does). */
  segments: { text: string; startSecond: number; endSecond: number }[];
  language: string | null;
  durationSeconds: number | null;
}

export interface AiEmbedInput {
  meta: AiCallMeta;
  values: string[];
  signal?: AbortSignal;
}

/** The one AI interface features use. Every failure is an AiError with a Polish message. */
export interface AiService {
  /** False when no provider is configured: every call then throws AI_NOT_CONFIGURED. */
  readonly configured: boolean;
  /** Whether a model is configured for this role (vision and embedding are optional). */
  has(role: AiRole | 'embedding' | 'transcription'): boolean;
  /** Streams a reply; throws AI_NOT_CONFIGURED synchronously when the role has no model. */
  streamText(input: AiTextInput): AiTextStream;
  generateText(input: AiTextInput): Promise<AiTextResult>;
  /**
   * A JSON object validated by `schema`. Invalid output gets one repair request (the bad output
   * and the validation problems sent back); still invalid → AI_FAILED.
   */
  generateObject<T>(input: AiObjectInput<T>): Promise<T>;
  /** One vector per value, in order. */
  embed(input: AiEmbedInput): Promise<number[][]>;
  /** Speech to text (AI_MODEL_TRANSCRIPTION). */
  transcribe(input: AiTranscribeInput): Promise<AiTranscript>;
}
