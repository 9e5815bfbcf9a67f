import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { graphql } from '../../../gql/gql.ts';
import { liveEvent, useLiveSync } from '../../../lib/use-live-sync.ts';
import {
  applyStreamEvent,
  IDLE_ANSWER,
  type LiveAnswer,
  type StreamEvent,
  withSavedText,
} from '../stream-text.ts';
import { conversationKey } from './chat-cache.ts';
import type { Conversation } from './chat-fragments.ts';
import { conversationQueryOptions } from './get-conversation.ts';

/**
 * How long a gap in the live text waits before the saved answer is read to fill it: the server
 * saves the growing answer about every second, so by then it holds the missed part.
 */
export const GAP_REREAD_MS = 1200;

/** The answer being written: a SNAPSHOT first (so a reload continues), then deltas, then the end. */
export const LLM_STREAM = graphql(`
  subscription llmStream($llmStreamInput: LlmStreamInput!) {
    llmStream(llmStreamInput: $llmStreamInput) {
      type
      conversationId
      botMessageId
      delta
      offset
      content
      error
    }
  }
`);

/** Whether the saved answer must be read again after this event (see useLiveAnswer). */
function needsReread(event: StreamEvent, saved: Conversation | undefined): boolean {
  const knows = (id: string | null) =>
    !!id && !!saved?.userMessages.some((m) => m.botResponses.some((answer) => answer.id === id));
  // The end of an answer, or one this view has not seen begin (asked in another tab).
  const unseen = event.type === 'SNAPSHOT' && !!event.botMessageId && !knows(event.botMessageId);
  // Nothing is being written, yet the view waits for an answer: it ended before we listened.
  const stale =
    event.type === 'SNAPSHOT' &&
    !event.botMessageId &&
    !!saved?.userMessages.some((m) => m.botResponses.some((answer) => answer.isFetching));
  return event.type === 'DONE' || event.type === 'ERROR' || unseen || stale;
}

/**
 * The answer being written in the open conversation, heard over `llmStream` for as long as the
 * conversation is open (the server starts with a SNAPSHOT, so a reload continues where it was).
 * When the answer ends, the saved answer (with its citations) is read again. `clear` empties the
 * live text, as after sending a message.
 */
export function useLiveAnswer(conversationId: string | null): { live: LiveAnswer; clear: () => void } {
  const queryClient = useQueryClient();
  const [live, setLive] = useState<LiveAnswer>(IDLE_ANSWER);

  // Another conversation starts from nothing (before its own subscription's SNAPSHOT).
  const [shownFor, setShownFor] = useState(conversationId);
  if (shownFor !== conversationId) {
    setShownFor(conversationId);
    setLive(IDLE_ANSWER);
  }

  useLiveSync({
    enabled: !!conversationId,
    events: [
      liveEvent(
        LLM_STREAM,
        { llmStreamInput: { conversationId: conversationId ?? '' } },
        ({ llmStream: event }) => {
          setLive((state) => applyStreamEvent(state, event));
          const saved = queryClient.getQueryData<Conversation>(conversationKey(conversationId ?? ''));
          if (needsReread(event, saved))
            void queryClient.invalidateQueries({ queryKey: conversationKey(conversationId ?? '') });
        },
      ),
    ],
  });

  // Deltas were missed (a snapshot older than the stream, from another server): the saved answer
  // is read again, every little while until it reaches the deltas that wait, so the text grows.
  const waitingFor = live.gap && live.status === 'streaming' ? live.botMessageId : null;
  useEffect(() => {
    if (!waitingFor || !conversationId) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout>;
    const reread = async () => {
      const saved = await queryClient
        .fetchQuery({ ...conversationQueryOptions(conversationId), staleTime: 0 })
        .catch(() => undefined);
      if (cancelled) return;
      const answer = saved?.userMessages
        .flatMap((message) => message.botResponses)
        .find((response) => response.id === waitingFor);
      if (answer) setLive((state) => withSavedText(state, waitingFor, answer.content));
      // Cleared by the effect's end once the gap is filled (or the answer ends).
      timer = setTimeout(() => void reread(), GAP_REREAD_MS);
    };
    timer = setTimeout(() => void reread(), GAP_REREAD_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [waitingFor, conversationId, queryClient]);

  const clear = useCallback(() => setLive(IDLE_ANSWER), []);
  return { live, clear };
}
