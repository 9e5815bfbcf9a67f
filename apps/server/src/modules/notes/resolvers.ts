import { requireViewer } from '../../core/actor.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import type { Resolvers } from '../../graphql/generated/resolvers-types.ts';
import { requireOwnWorkspace } from '../workspaces/index.ts';
import { deleteNote, editNote, getNote, listNotes } from './commands.ts';
import { noteAction } from './note-actions.ts';
import { type AiNoteRow, findOwnNote } from './service.ts';

/** New notes of one workspace, re-read with the subscriber's rights. */
async function* newNotes(ctx: GraphQLContext, workspaceId: string) {
  const { user } = await requireViewer(ctx);
  await requireOwnWorkspace(ctx.db, user.id, workspaceId);
  for await (const event of ctx.pubsub.subscribe('aiNote', workspaceId)) {
    const note = await findOwnNote(ctx.db, user.id, event.id);
    if (note) yield note;
  }
}

export const notesResolvers: Resolvers = {
  Query: {
    getAiNoteById: async (_, { getAiNoteByIdInput }, ctx) =>
      getNote(ctx, await requireViewer(ctx), getAiNoteByIdInput.id),
    getAiNoteByWorkspaceId: async (_, { getAiNoteByWorkspaceIdInput }, ctx) =>
      listNotes(ctx, await requireViewer(ctx), getAiNoteByWorkspaceIdInput.workspaceId),
  },
  Mutation: {
    editnote: async (_, { editnoteInput }, ctx) => editNote(ctx, await requireViewer(ctx), editnoteInput),
    deleteAiNote: async (_, { deleteAiNoteInput }, ctx) =>
      deleteNote(ctx, await requireViewer(ctx), deleteAiNoteInput.id),
    noteaction: async (_, { noteactionInput }, ctx) =>
      noteAction(ctx, await requireViewer(ctx), noteactionInput),
  },
  Subscription: {
    newAiNote: {
      subscribe: (_, { newAiNoteInput }, ctx) => newNotes(ctx, newAiNoteInput.workspaceId),
      resolve: (note: AiNoteRow) => note,
    },
  },
};
