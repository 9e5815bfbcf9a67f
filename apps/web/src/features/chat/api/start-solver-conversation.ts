import { graphql } from '../../../gql/gql.ts';
import type { Outgoing } from '../outgoing.ts';
import type { Conversation } from './chat-fragments.ts';
import { requestWithFiles, type SendOptions } from './with-files.ts';

export const START_SOLVER_CONVERSATION = graphql(`
  mutation startconversationsolver($startconversationsolverInput: StartconversationsolverInput!) {
    startconversationsolver(startconversationsolverInput: $startconversationsolverInput) {
      ...ConversationDetailFields
    }
  }
`);

/** Starts a task-solver conversation (in the pupil's hidden workspace) with its first message. */
export async function startSolverConversation(
  outgoing: Outgoing,
  options: SendOptions = {},
): Promise<Conversation> {
  const result = await requestWithFiles(
    START_SOLVER_CONVERSATION,
    { startconversationsolverInput: { message: outgoing.message } },
    'startconversationsolverInput',
    outgoing.files,
    options,
  );
  return result.startconversationsolver;
}
