import { requireViewer } from '../../core/actor.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import type { Resolvers } from '../../graphql/generated/resolvers-types.ts';
import { signedFileLink, type UploadedFile } from '../materials/index.ts';
import { requireOwnWorkspace } from '../workspaces/index.ts';
import { generateAiNote } from './chat-notes.ts';
import {
  type ConversationView,
  deleteConversation,
  getConversation,
  listConversations,
  paginateConversations,
  renameConversation,
  requireOwnConversation,
  sendMessage,
  sendMessageIntent,
  sendMessageIntentAi,
  stopGeneration,
} from './commands.ts';
import { textWrittenHere } from './generation.ts';
import { conversationLoaders } from './loaders.ts';
import { type ConversationRow, fetchingBotMessage, findOwnConversation } from './service.ts';
import {
  startConversation,
  startConversationInline,
  startConversationIntent,
  startConversationOverall,
  startConversationSolver,
} from './start.ts';
import { type AnswerView, subjectOfStartInput } from './subjects.ts';

const uploads = (files: readonly unknown[] | null | undefined) => (files ?? []) as UploadedFile[];

/** Conversation events of one workspace, re-read with the subscriber's rights. */
async function* conversationEvents(ctx: GraphQLContext, workspaceId: string, kind: 'new' | 'update') {
  const { user } = await requireViewer(ctx);
  await requireOwnWorkspace(ctx.db, user.id, workspaceId);
  for await (const event of ctx.pubsub.subscribe('conversation', workspaceId)) {
    if (event.kind !== kind) continue;
    const conversation = await findOwnConversation(ctx.db, user.id, event.id);
    if (conversation) yield conversation;
  }
}

/**
 * The live answer of a conversation: a SNAPSHOT of the answer so far first (a reload or a second
 * tab continues from it), then every delta. The listener is attached before the text is read, so
 * nothing falls in between (a client drops deltas it already has by their offset); the text is
 * the writer's own when it writes in this process, else the saved copy, which may lag a second.
 */
async function* llmEvents(ctx: GraphQLContext, conversationId: string) {
  const conversation = await requireOwnConversation(ctx, await requireViewer(ctx), conversationId);
  const events = ctx.pubsub.subscribe('llmStream', conversation.id);
  const iterator = events[Symbol.asyncIterator]();
  // A repeater starts listening on its first `next()`: ask for the first event now, not after the
  // snapshot is sent, or the deltas published meanwhile would be lost.
  let pending = iterator.next();
  try {
    const writing = conversation.isFetching ? await fetchingBotMessage(ctx.db, conversation.id) : undefined;
    const content = writing ? (textWrittenHere(writing.id) ?? writing.content) : '';
    yield {
      type: 'SNAPSHOT' as const,
      conversationId: conversation.id,
      botMessageId: writing?.id ?? null,
      delta: '',
      offset: 0,
      content,
      error: null,
    };
    for (;;) {
      const next = await pending;
      if (next.done) return;
      pending = iterator.next();
      yield { conversationId: conversation.id, ...next.value };
    }
  } finally {
    await iterator.return?.();
  }
}

export const conversationsResolvers: Resolvers = {
  Query: {
    getConversationWorkspaceById: async (_, { getConversationWorkspaceByIdInput }, ctx) =>
      getConversation(ctx, await requireViewer(ctx), getConversationWorkspaceByIdInput),
    getConversationWorkspaceByWorkspaceId: async (_, { getConversationWorkspaceByWorkspaceIdInput }, ctx) =>
      listConversations(
        ctx,
        await requireViewer(ctx),
        getConversationWorkspaceByWorkspaceIdInput.workspaceId,
      ),
    paginateConversationWorkspaceByWorkspaceId: async (
      _,
      { paginateConversationWorkspaceByWorkspaceIdInput },
      ctx,
    ) =>
      paginateConversations(ctx, await requireViewer(ctx), paginateConversationWorkspaceByWorkspaceIdInput),
  },
  Mutation: {
    startconversation: async (_, { startconversationInput: input }, ctx) =>
      startConversation(ctx, await requireViewer(ctx), { ...input, files: uploads(input.files) }),
    startconversationoverall: async (_, { startconversationoverallInput: input }, ctx) =>
      startConversationOverall(ctx, await requireViewer(ctx), { ...input, files: uploads(input.files) }),
    startconversationinline: async (_, { startconversationinlineInput: input }, ctx) =>
      startConversationInline(ctx, await requireViewer(ctx), input),
    startconversationsolver: async (_, { startconversationsolverInput: input }, ctx) =>
      startConversationSolver(ctx, await requireViewer(ctx), { ...input, files: uploads(input.files) }),
    sendmessage: async (_, { sendmessageInput: input }, ctx) =>
      sendMessage(ctx, await requireViewer(ctx), { ...input, files: uploads(input.files) }),
    stopConversationGeneration: async (_, { stopConversationGenerationInput }, ctx) =>
      stopGeneration(ctx, await requireViewer(ctx), stopConversationGenerationInput.conversationId),
    renameConversationWorkspace: async (_, { renameConversationWorkspaceInput }, ctx) =>
      renameConversation(ctx, await requireViewer(ctx), renameConversationWorkspaceInput),
    deleteConversationWorkspace: async (_, { deleteConversationWorkspaceInput }, ctx) =>
      deleteConversation(ctx, await requireViewer(ctx), deleteConversationWorkspaceInput),
    generateainotatkaAiNote: async (_, { generateainotatkaAiNoteInput: input }, ctx) =>
      generateAiNote(ctx, await requireViewer(ctx), input),
    startconversationintent: async (_, { startconversationintentInput: input }, ctx) =>
      startConversationIntent(ctx, await requireViewer(ctx), {
        ...input,
        files: uploads(input.files),
        // A tool's subject comes in the tool's own field of the input (e.g. `zadanieId`).
        subject: subjectOfStartInput(ctx.chatSubjects, input),
      }),
    sendmessageintent: async (_, { sendmessageintentInput: input }, ctx) =>
      sendMessageIntent(ctx, await requireViewer(ctx), { ...input, files: uploads(input.files) }),
    sendmessageintentai: async (_, { sendmessageintentaiInput: input }, ctx) =>
      sendMessageIntentAi(ctx, await requireViewer(ctx), { ...input, files: uploads(input.files) }),
  },
  Subscription: {
    llmStream: {
      subscribe: (_, { llmStreamInput }, ctx) => llmEvents(ctx, llmStreamInput.conversationId),
      resolve: (event: unknown) => event as never,
    },
    newConversationWorkspace: {
      subscribe: (_, { newConversationWorkspaceInput }, ctx) =>
        conversationEvents(ctx, newConversationWorkspaceInput.workspaceId, 'new'),
      resolve: (conversation: ConversationRow) => conversation,
    },
    updateConversationWorkspace: {
      subscribe: (_, { updateConversationWorkspaceInput }, ctx) =>
        conversationEvents(ctx, updateConversationWorkspaceInput.workspaceId, 'update'),
      resolve: (conversation: ConversationRow) => conversation,
    },
  },
  ConversationWorkspace: {
    name: (conversation) => conversation.name ?? 'Nowy Chat',
    userMessages: async (conversation: ConversationView, _, ctx) =>
      conversation.messages ??
      (await conversationLoaders(ctx).messages(conversation.userId, conversation.id))?.messages ??
      [],
    sources: async (conversation, _, ctx) =>
      conversation.sourcesId
        ? ((await conversationLoaders(ctx).sources(conversation.userId, conversation.sourcesId)) ?? null)
        : null,
    temat: async (conversation, _, ctx) =>
      (await conversationLoaders(ctx).temat(conversation.userId, conversation.workspaceId))?.temat ?? null,
  },
  BotMessage: {
    // Read with the answer's owner: a note of anyone else is never found.
    aiNoteId: async (answer, _, ctx) =>
      (await conversationLoaders(ctx).answerNote(answer.userId, answer.id))?.aiNoteId ?? null,
  },
  // The tools' fields of messages (their subjects: a task, an essay call) are resolved by their
  // `ChatSubject` declarations (`chatSubjectResolvers`).
  UserMessage: {
    messageIntents: (message) => message.intents,
    // Each answer carries the message it answers, which the subjects' answer fields read.
    botResponses: (message) =>
      message.botResponses.map((answer): AnswerView => ({ ...answer, question: message })),
    messageFiles: (message, _, ctx) =>
      message.files.map((file) => ({
        ...file,
        fileUrl: signedFileLink(ctx.services.sessionSecret, { id: file.fileId, userId: message.userId }).url,
      })),
  },
};
