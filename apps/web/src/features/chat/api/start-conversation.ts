import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { SourceItemType } from '../../../gql/graphql.ts';
import type { ChatTarget, Outgoing } from '../outgoing.ts';
import { rememberStartedConversation } from './chat-cache.ts';
import type { Conversation } from './chat-fragments.ts';
import { startSolverConversation } from './start-solver-conversation.ts';
import { requestWithFiles, type SendOptions } from './with-files.ts';

export const START_CONVERSATION = graphql(`
  mutation startconversation($startconversationInput: StartconversationInput!) {
    startconversation(startconversationInput: $startconversationInput) {
      ...ConversationDetailFields
    }
  }
`);

export interface NewConversation extends SendOptions {
  target: ChatTarget;
  outgoing: Outgoing;
  /** The materials the answers rest on (a workspace chat only). */
  sources: readonly { type: SourceItemType; id: string }[];
}

async function startInWorkspace(
  workspaceId: string,
  { outgoing, sources, ...options }: NewConversation,
): Promise<Conversation> {
  const result = await requestWithFiles(
    START_CONVERSATION,
    {
      startconversationInput: {
        workspaceId,
        message: outgoing.message,
        ...(sources.length > 0 ? { sources: sources.map(({ type, id }) => ({ type, id })) } : {}),
      },
    },
    'startconversationInput',
    outgoing.files,
    options,
  );
  return result.startconversation;
}

/**
 * Starts a conversation with its first message (the answer then streams through `llmStream`);
 * the new conversation goes to the top of the list and into its own entry.
 */
export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (start: NewConversation) =>
      start.target.kind === 'solver'
        ? startSolverConversation(start.outgoing, start)
        : startInWorkspace(start.target.workspaceId, start),
    onSuccess: (conversation) => rememberStartedConversation(queryClient, conversation),
  });
}
