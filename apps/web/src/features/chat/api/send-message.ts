import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { Outgoing } from '../outgoing.ts';
import { rememberSentMessage } from './chat-cache.ts';
import { requestWithFiles, type SendOptions } from './with-files.ts';

export const SEND_MESSAGE = graphql(`
  mutation sendmessage($sendmessageInput: SendmessageInput!) {
    sendmessage(sendmessageInput: $sendmessageInput) {
      ...ChatMessageFields
    }
  }
`);

/** Sends a message in an open conversation; it is appended there with its answer being written. */
export function useSendMessage(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ outgoing, ...options }: { outgoing: Outgoing } & SendOptions) => {
      const result = await requestWithFiles(
        SEND_MESSAGE,
        {
          sendmessageInput: {
            conversationId,
            message: outgoing.message,
            ...(outgoing.quote ? { quote: outgoing.quote } : {}),
          },
        },
        'sendmessageInput',
        outgoing.files,
        options,
      );
      return result.sendmessage;
    },
    onSuccess: (message) => rememberSentMessage(queryClient, conversationId, message),
  });
}
