import { requireViewer } from '../../core/actor.ts';
import { batchByOwner } from '../../core/request-batch.ts';
import type { GraphQLContext as Ctx, GraphQLContext } from '../../graphql/context.ts';
import type { Resolvers } from '../../graphql/generated/resolvers-types.ts';
import { requireOwnWorkspace } from '../workspaces/index.ts';
import { deleteNote, editNote, getNote, listNotes } from './commands.ts';
import { noteAction } from './note-actions.ts';
import { type AiNoteRow, type AiNoteView, findOwnNote, findOwnNoteContents } from './service.ts';

/** Contents asked for by a list's rows, read in one query per request (lists carry no content). */
const contents = new WeakMap<object, ReturnType<typeof batchByOwner<{ id: string; content: string }>>>();
function contentOf(ctx: Ctx, note: AiNoteView): Promise<string> | string {
  if (note.content !== undefined) return note.content;
  let load = contents.get(ctx);
  if (!load) {
    load = batchByOwner((userId, ids) => findOwnNoteContents(ctx.db, userId, ids));
    contents.set(ctx, load);
  }
  return load(note.userId, note.id).then((row) => row?.content ?? '');
}

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
  AiNote: {
    content: (note, _, ctx) => contentOf(ctx, note),
  },
};
