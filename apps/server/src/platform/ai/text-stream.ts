import { type LanguageModel, type ModelMessage, streamText } from 'ai';
import { actionHeaders } from './action-header.ts';
import { AiTimeoutError } from './ai-error.ts';
import { startDeadline } from './deadline.ts';
import { DeltaQueue } from './delta-queue.ts';
import { addUsage, type CallInfo, type Track } from './tracker.ts';
import type { AiTextResult, AiTextStream } from './types.ts';

export interface StreamRequest {
  call: CallInfo;
  model: LanguageModel;
  system: string;
  messages: ModelMessage[];
  signal: AbortSignal | undefined;
  maxOutputTokens: number | undefined;
  temperature: number | undefined;
  /** Longest wait for the first chunk and between chunks. */
  timeoutMs: number;
  maxRetries: number;
}

class StreamAborted extends Error {}

/**
 * Starts the provider call at once and pumps its parts into a queue. The AI SDK's own
 * `textStream` ends quietly on errors and aborts, so the full stream is read here and every way
 * it can end becomes either the end of `textStream` or an AiError from it and from `result`.
 */
export function startTextStream(request: StreamRequest, track: Track): AiTextStream {
  const queue = new DeltaQueue();
  // Leaving the loop early is a cancellation too: nobody reads the rest, so stop paying for it.
  const readerLeft = new AbortController();
  const cancel = request.signal ? AbortSignal.any([request.signal, readerLeft.signal]) : readerLeft.signal;
  const deadline = startDeadline(request.timeoutMs, cancel);

  const result = track(
    request.call,
    () => cancel.aborted,
    async (tally): Promise<AiTextResult> => {
      try {
        const stream = streamText({
          model: request.model,
          system: request.system,
          messages: request.messages,
          maxOutputTokens: request.maxOutputTokens,
          temperature: request.temperature,
          maxRetries: request.maxRetries,
          abortSignal: deadline.signal,
          headers: actionHeaders(request.call.meta),
          // Errors arrive as stream parts below; the default handler would print them to stderr.
          onError: () => {},
        });
        let text = '';
        for await (const part of stream.fullStream) {
          deadline.extend();
          if (part.type === 'text-delta') {
            text += part.text;
            queue.push(part.text);
          } else if (part.type === 'finish') {
            addUsage(tally, part.totalUsage);
          } else if (part.type === 'error') {
            throw part.error;
          } else if (part.type === 'abort') {
            throw new StreamAborted('stream aborted');
          }
        }
        if (deadline.signal.aborted) throw new StreamAborted('stream aborted');
        return { text, promptTokens: tally.promptTokens, outputTokens: tally.outputTokens };
      } catch (error) {
        if (deadline.timedOut() && !cancel.aborted) {
          throw Object.assign(new AiTimeoutError(request.timeoutMs), { cause: error });
        }
        throw error;
      } finally {
        deadline.dispose();
      }
    },
  );
  result.then(
    () => queue.close(),
    (error: unknown) => queue.fail(error),
  );

  let reader: AsyncGenerator<string, void, undefined> | null = null;
  return {
    textStream: {
      [Symbol.asyncIterator]: () => {
        reader ??= queue.read(() => readerLeft.abort());
        return reader;
      },
    },
    result,
  };
}
