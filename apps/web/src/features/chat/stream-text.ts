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
  /**
   * A delta arrived past the end of the text (some were missed, e.g. a snapshot older than the
   * stream): the text waits until the saved answer fills the gap, or for DONE.
   */
  gap: boolean;
  /** The deltas past the gap, in arrival order, replayed once the gap is filled. */
  ahead: readonly { offset: number; delta: string }[];
}

export const IDLE_ANSWER: LiveAnswer = {
  botMessageId: null,
  text: '',
  status: 'idle',
  error: null,
  gap: false,
  ahead: [],
};

/** Appends `delta` written at `offset` to `text`: what is already known is skipped, a gap is refused. */
export function appendAt(text: string, delta: string, offset: number): string | null {
  if (offset > text.length) return null;
  const end = offset + delta.length;
  if (end <= text.length) return text;
  return text + delta.slice(text.length - offset);
}

/**
 * The answer being written with its saved text (a snapshot, or the answer read again): the longer
 * of the two is kept, and the deltas waiting past a gap are appended once they continue it.
 */
export function withSavedText(state: LiveAnswer, botMessageId: string, saved: string): LiveAnswer {
  if (state.botMessageId !== botMessageId || state.status !== 'streaming') return state;
  // What is here may already be longer than what was saved; keep it then.
  let text = state.text.startsWith(saved) ? state.text : saved;
  const ahead: LiveAnswer['ahead'][number][] = [];
  for (const waiting of state.ahead) {
    const next = appendAt(text, waiting.delta, waiting.offset);
    if (next === null) ahead.push(waiting);
    else text = next;
  }
  return { ...state, text, gap: ahead.length > 0, ahead };
}

/**
 * The next state after one event. SNAPSHOT restarts from what the server has (or continues the
 * text of the same answer); DELTA is appended when it continues the text (a repeat is skipped, one
 * past a gap waits in `ahead`); DONE carries the full text; ERROR clears the text and keeps the
 * Polish reason.
 */
export function applyStreamEvent(state: LiveAnswer, event: StreamEvent): LiveAnswer {
  const sameAnswer = event.botMessageId !== null && event.botMessageId === state.botMessageId;
  switch (event.type) {
    case 'SNAPSHOT': {
      if (!event.botMessageId) return state.status === 'streaming' ? state : IDLE_ANSWER;
      const base: LiveAnswer = sameAnswer
        ? { ...state, status: 'streaming', error: null }
        : { ...IDLE_ANSWER, botMessageId: event.botMessageId, status: 'streaming' };
      return withSavedText(base, event.botMessageId, event.content ?? '');
    }
    case 'DELTA': {
      const base = sameAnswer ? state : { ...IDLE_ANSWER, botMessageId: event.botMessageId };
      const text = appendAt(base.text, event.delta, event.offset);
      if (text === null) {
        const ahead = [...base.ahead, { offset: event.offset, delta: event.delta }];
        return { ...base, status: 'streaming', gap: true, ahead };
      }
      return { ...base, text, status: 'streaming', error: null };
    }
    case 'DONE':
      return {
        ...IDLE_ANSWER,
        botMessageId: event.botMessageId ?? state.botMessageId,
        text: event.content ?? state.text,
        status: 'done',
      };
    case 'ERROR':
      return {
        ...IDLE_ANSWER,
        botMessageId: event.botMessageId ?? state.botMessageId,
        status: 'error',
        error: event.error ?? 'Nie udało się wygenerować odpowiedzi. Spróbuj ponownie.',
      };
    default:
      return state;
  }
}
