import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { subscribe } from '../../lib/ws-client.ts';
import { LLM_STREAM } from './chat-documents.ts';
import { type Conversation, conversationKey } from './chat-queries.ts';
import { applyStreamEvent, IDLE_ANSWER, type LiveAnswer } from './stream-text.ts';

/**
 * The answer being written in the open conversation, heard over `llmStream` for as long as the
 * conversation is open (the server starts with a SNAPSHOT, so a reload continues where it was).
 * When the answer ends, the saved answer (with its citations) is read again. `clear` empties the
 * live text, as after sending a message.
 */
export function useLiveAnswer(conversationId: string | null): { live: LiveAnswer; clear: () => void } {
  const queryClient = useQueryClient();
  const [live, setLive] = useState<LiveAnswer>(IDLE_ANSWER);

  useEffect(() => {
    setLive(IDLE_ANSWER);
    if (!conversationId) return;
    return subscribe(
      LLM_STREAM,
      { llmStreamInput: { conversationId } },
      {
        next: ({ llmStream: event }) => {
          setLive((state) => applyStreamEvent(state, event));
          const saved = queryClient.getQueryData<Conversation>(conversationKey(conversationId));
          const knows = (id: string | null) =>
            !!id && !!saved?.userMessages.some((m) => m.botResponses.some((answer) => answer.id === id));
          // The end of an answer, or one this view has not seen begin (asked in another tab).
          const unseen = event.type === 'SNAPSHOT' && event.botMessageId && !knows(event.botMessageId);
          // Nothing is being written, yet the view waits for an answer: it ended before we listened.
          const stale =
            event.type === 'SNAPSHOT' &&
            !event.botMessageId &&
            !!saved?.userMessages.some((m) => m.botResponses.some((answer) => answer.isFetching));
          if (event.type === 'DONE' || event.type === 'ERROR' || unseen || stale)
            void queryClient.invalidateQueries({ queryKey: conversationKey(conversationId) });
        },
        // The socket retries by itself; the saved answer is read when the view is opened again.
        error: () => undefined,
      },
    );
  }, [conversationId, queryClient]);

  const clear = useCallback(() => setLive(IDLE_ANSWER), []);
  return { live, clear };
}
