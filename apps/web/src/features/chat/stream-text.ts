import type { LlmStreamSubscription } from '../../gql/graphql.ts';

export type StreamEvent = LlmStreamSubscription['llmStream'];

/** The answer being written right now, as assembled from `llmStream` events. */
export interface LiveAnswer {
  /** The bot message the text belongs to; null before the server names one. */
  botMessageId: string | null;
  text: string;
  /**
   * idle: nothing is being written. streaming: text grows. done: DONE carried the full text (the
   * saved answer replaces it once read again). error: the answer failed with `error`.
   */
  status: 'idle' | 'streaming' | 'done' | 'error';
  error: string | null;
  /** A delta arrived past the end of the text (missed events): the text waits for DONE. */
  gap: boolean;
}

export const IDLE_ANSWER: LiveAnswer = {
  botMessageId: null,
  text: '',
  status: 'idle',
  error: null,
  gap: false,
};

/** Appends `delta` written at `offset` to `text`: what is already known is skipped, a gap is refused. */
export function appendAt(text: string, delta: string, offset: number): string | null {
  if (offset > text.length) return null;
  const end = offset + delta.length;
  if (end <= text.length) return text;
  return text + delta.slice(text.length - offset);
}

/**
 * The next state after one event. SNAPSHOT restarts from what the server has saved; DELTA is
 * appended when it continues the text (a repeat is skipped, a gap ignored until DONE); DONE carries
 * the full text; ERROR clears the text and keeps the Polish reason.
 */
export function applyStreamEvent(state: LiveAnswer, event: StreamEvent): LiveAnswer {
  const sameAnswer = event.botMessageId !== null && event.botMessageId === state.botMessageId;
  switch (event.type) {
    case 'SNAPSHOT': {
      if (!event.botMessageId) return state.status === 'streaming' ? state : IDLE_ANSWER;
      const saved = event.content ?? '';
      // The snapshot is older than deltas that may already be here: keep the longer text.
      const text = sameAnswer && state.text.startsWith(saved) ? state.text : saved;
      return { botMessageId: event.botMessageId, text, status: 'streaming', error: null, gap: false };
    }
    case 'DELTA': {
      const base = sameAnswer ? state : { ...IDLE_ANSWER, botMessageId: event.botMessageId };
      const text = appendAt(base.text, event.delta, event.offset);
      if (text === null) return { ...base, status: 'streaming', gap: true };
      return { ...base, text, status: 'streaming', error: null };
    }
    case 'DONE':
      return {
        botMessageId: event.botMessageId ?? state.botMessageId,
        text: event.content ?? state.text,
        status: 'done',
        error: null,
        gap: false,
      };
    case 'ERROR':
      return {
        botMessageId: event.botMessageId ?? state.botMessageId,
        text: '',
        status: 'error',
        error: event.error ?? 'Nie udało się wygenerować odpowiedzi. Spróbuj ponownie.',
        gap: false,
      };
    default:
      return state;
  }
}
