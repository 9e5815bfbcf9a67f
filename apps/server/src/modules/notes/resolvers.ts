import type { GraphQLContext } from '../../graphql/context.ts';
import type { Resolvers } from '../../graphql/generated/resolvers-types.ts';
import { requireViewer } from '../auth/viewer.ts';
import { requireOwnWorkspace } from '../workspaces/policy.ts';
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
    getAiNoteById: (_, { getAiNoteByIdInput }, ctx) => getNote(ctx, getAiNoteByIdInput.id),
    getAiNoteByWorkspaceId: (_, { getAiNoteByWorkspaceIdInput }, ctx) =>
      listNotes(ctx, getAiNoteByWorkspaceIdInput.workspaceId),
  },
  Mutation: {
    editnote: (_, { editnoteInput }, ctx) => editNote(ctx, editnoteInput),
    deleteAiNote: (_, { deleteAiNoteInput }, ctx) => deleteNote(ctx, deleteAiNoteInput.id),
    noteaction: (_, { noteactionInput }, ctx) => noteAction(ctx, noteactionInput),
  },
  Subscription: {
    newAiNote: {
      subscribe: (_, { newAiNoteInput }, ctx) => newNotes(ctx, newAiNoteInput.workspaceId),
      resolve: (note: AiNoteRow) => note,
    },
  },
};
