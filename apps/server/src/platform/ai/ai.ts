import {
  embedMany,
  type LanguageModel,
  NoObjectGeneratedError,
  Output,
  generateText as sdkGenerateText,
  experimental_transcribe as transcribe,
} from 'ai';
import type { Config } from '../../config/config.ts';
import type { Logger } from '../logger.ts';
import { actionHeaders } from './action-header.ts';
import { AiError, AiInvalidOutputError, AiTimeoutError } from './ai-error.ts';
import { startDeadline } from './deadline.ts';
import { toModelMessages } from './messages.ts';
import { checkObjectText, repairRequest } from './object-output.ts';
import { createProviderModels } from './providers.ts';
import { startTextStream } from './text-stream.ts';
import { addUsage, type CallInfo, createTracker } from './tracker.ts';
import type { AiObjectInput, AiRole, AiService, AiTextInput, AiTextResult, AiUsageRecord } from './types.ts';

// The one import site for features: the service, its error and its types.
export { AiError } from './ai-error.ts';
export type { AiMessage, AiObjectInput, AiService, AiTextStream, AiUsageRecord } from './types.ts';

export interface AiServiceDeps {
  logger: Logger;
  /** Called once per call, ok or failed; errors it throws are logged, never passed on. */
  onUsage?: (record: AiUsageRecord) => Promise<void> | void;
  /** The HTTP client the provider SDKs use (tests may wrap it). */
  fetch?: typeof fetch;
}

/**
 * Retries the AI SDK makes on 429/5xx/network errors, waiting as the provider's retry-after headers
 * say (else 2 s, then 4 s). A stream is retried once only: a user is watching an empty answer.
 */
const STREAM_RETRIES = 1;
const CALL_RETRIES = 2;

/** The AI service for this configuration; `null` gives one whose every call is AI_NOT_CONFIGURED. */
// biome-ignore lint/complexity/noExcessiveLinesPerFunction: the service is one closure over its configured models; each method is short
export function createAiService(config: Config['ai'], deps: AiServiceDeps): AiService {
  if (!config) return notConfiguredService();
  const { logger } = deps;
  const models = createProviderModels(config, deps.fetch);
  const track = createTracker(config.provider, logger, deps.onUsage);
  const modelIdOf = (role: AiRole | 'embedding' | 'transcription'): string | undefined =>
    role === 'embedding'
      ? models.embedding
        ? config.models.embedding
        : undefined
      : role === 'transcription'
        ? models.transcription
          ? config.models.transcription
          : undefined
        : config.models[role];

  const language = (role: AiRole, meta: AiTextInput['meta']): { model: LanguageModel; call: CallInfo } => {
    const modelId = modelIdOf(role);
    if (!modelId) throw new AiError('AI_NOT_CONFIGURED', undefined, null);
    return { model: models.language(modelId), call: { meta, role, model: modelId } };
  };

  /** One provider request under the configured timeout, told apart from the caller's abort. */
  const withTimeout = async <T>(
    signal: AbortSignal | undefined,
    run: (abortSignal: AbortSignal) => Promise<T>,
  ) => {
    const deadline = startDeadline(config.timeoutMs, signal);
    try {
      return await run(deadline.signal);
    } catch (error) {
      if (deadline.timedOut() && !signal?.aborted) {
        throw Object.assign(new AiTimeoutError(config.timeoutMs), { cause: error });
      }
      throw error;
    } finally {
      deadline.dispose();
    }
  };
  const cancelledBy = (signal: AbortSignal | undefined) => () => signal?.aborted ?? false;

  return {
    configured: true,
    has: (role) => modelIdOf(role) !== undefined,

    streamText(input) {
      const { model, call } = language(input.role ?? 'main', input.meta);
      return startTextStream(
        {
          call,
          model,
          system: input.system,
          messages: toModelMessages(input.messages),
          signal: input.signal,
          maxOutputTokens: input.maxOutputTokens,
          temperature: input.temperature,
          timeoutMs: config.timeoutMs,
          maxRetries: STREAM_RETRIES,
        },
        track,
      );
    },

    async generateText(input) {
      const { model, call } = language(input.role ?? 'main', input.meta);
      return track(call, cancelledBy(input.signal), async (tally): Promise<AiTextResult> => {
        const result = await withTimeout(input.signal, (abortSignal) =>
          sdkGenerateText({
            model,
            system: input.system,
            messages: toModelMessages(input.messages),
            maxOutputTokens: input.maxOutputTokens,
            temperature: input.temperature,
            maxRetries: CALL_RETRIES,
            abortSignal,
            headers: actionHeaders(input.meta),
          }),
        );
        addUsage(tally, result.totalUsage);
        return { text: result.text, promptTokens: tally.promptTokens, outputTokens: tally.outputTokens };
      });
    },

    async generateObject<T>(input: AiObjectInput<T>): Promise<T> {
      const { model, call } = language(input.role ?? 'main', input.meta);
      const output = Output.object({ schema: input.schema, name: input.schemaName });
      const messages = toModelMessages(input.messages);
      return track(call, cancelledBy(input.signal), async (tally) => {
        /** The model's raw answer and whether it is a valid object (a bad one is its own mistake). */
        const attempt = async (prompt: typeof messages) => {
          let text: string;
          try {
            const result = await withTimeout(input.signal, (abortSignal) =>
              sdkGenerateText({
                model,
                system: input.system,
                messages: prompt,
                output,
                temperature: input.temperature,
                maxRetries: CALL_RETRIES,
                abortSignal,
                headers: actionHeaders(input.meta),
              }),
            );
            addUsage(tally, result.totalUsage);
            text = result.text;
          } catch (error) {
            if (!NoObjectGeneratedError.isInstance(error)) throw error;
            addUsage(tally, error.usage);
            text = error.text ?? '';
          }
          return { text, checked: checkObjectText(text, input.schema) };
        };
        const first = await attempt(messages);
        if (first.checked.ok) return first.checked.value;
        const { checked: second, text: secondText } = await attempt([
          ...messages,
          { role: 'assistant', content: first.text },
          { role: 'user', content: repairRequest(first.checked.problem) },
        ]);
        if (second.ok) return second.value;
        const salvaged = input.salvage?.(secondText) ?? input.salvage?.(first.text) ?? null;
        if (salvaged !== null) return salvaged;
        throw new AiInvalidOutputError(second.problem);
      });
    },

    async embed(input) {
      const modelId = modelIdOf('embedding');
      if (!modelId || !models.embedding) throw new AiError('AI_NOT_CONFIGURED', undefined, null);
      const model = models.embedding(modelId);
      const call: CallInfo = { meta: input.meta, role: 'embedding', model: modelId };
      return track(call, cancelledBy(input.signal), async (tally) => {
        if (input.values.length === 0) return [];
        const result = await withTimeout(input.signal, (abortSignal) =>
          embedMany({
            model,
            values: input.values,
            maxRetries: CALL_RETRIES,
            abortSignal,
            headers: actionHeaders(input.meta),
          }),
        );
        tally.promptTokens += result.usage.tokens;
        return result.embeddings;
      });
    },

    async transcribe(input) {
      const modelId = modelIdOf('transcription');
      if (!modelId || !models.transcription) throw new AiError('AI_NOT_CONFIGURED', undefined, null);
      const model = models.transcription(modelId);
      const call: CallInfo = { meta: input.meta, role: 'transcription', model: modelId };
      return track(call, cancelledBy(input.signal), async () => {
        const result = await withTimeout(input.signal, (abortSignal) =>
          transcribe({
            model,
            audio: input.audio,
            // Segments (verbose_json) and the expected language, so Polish is not misheard.
            providerOptions: {
              openai: { language: input.language ?? 'pl', timestampGranularities: ['segment'] },
            },
            maxRetries: CALL_RETRIES,
            abortSignal,
            headers: actionHeaders(input.meta),
          }),
        );
        return {
          text: result.text,
          segments: result.segments.map((s) => ({
            text: s.text,
            startSecond: s.startSecond,
            endSecond: s.endSecond,
          })),
          language: result.language ?? null,
          durationSeconds: result.durationInSeconds ?? null,
        };
      });
    },
  };
}

function notConfiguredService(): AiService {
  const fail = (): never => {
    throw new AiError('AI_NOT_CONFIGURED', undefined, null);
  };
  return {
    configured: false,
    has: () => false,
    streamText: fail,
    generateText: async () => fail(),
    generateObject: async () => fail(),
    embed: async () => fail(),
    transcribe: async () => fail(),
  };
}
