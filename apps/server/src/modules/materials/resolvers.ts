import { requireViewer } from '../../core/actor.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { orExecutionError } from '../../graphql/errors.ts';
import type { Resolvers, YoutubeMetadata } from '../../graphql/generated/resolvers-types.ts';
import { requireOwnWorkspace } from '../workspaces/index.ts';
import {
  CREATE_USER_DOC_RESULT_ERRORS,
  createUserDoc,
  deleteUserDoc,
  fileUrl,
  getUserDoc,
  listUserDocs,
  signedFileLink,
  type UploadedFile,
  updateUserDoc,
} from './commands.ts';
import { materialLoaders } from './loaders.ts';
import { findOwnDocSummary, type UserDocSummary, type UserDocView } from './service.ts';

/** Live document events of one workspace, re-read as summaries with the subscriber's rights. */
async function* docEvents(ctx: GraphQLContext, workspaceId: string, kind: 'new' | 'update') {
  const { user } = await requireViewer(ctx);
  await requireOwnWorkspace(ctx.db, user.id, workspaceId);
  for await (const event of ctx.pubsub.subscribe('userDoc', workspaceId)) {
    if (event.kind !== kind) continue;
    const doc = await findOwnDocSummary(ctx.db, user.id, event.id);
    if (doc) yield doc;
  }
}

/** The heavy columns of a material: from the row when they were read, else loaded (batched). */
async function detailOf(ctx: GraphQLContext, doc: UserDocView) {
  if (doc.content !== undefined && doc.contentJson !== undefined) return doc;
  return (await materialLoaders(ctx).detail(doc.userId, doc.id)) ?? { content: null, contentJson: null };
}

/** Video metadata read without captions, and the material they are to be loaded from. */
const captionsOf = new WeakMap<YoutubeMetadata, UserDocView>();

export const materialsResolvers: Resolvers = {
  Query: {
    getUserDocById: async (_, { getUserDocByIdInput }, ctx) =>
      getUserDoc(ctx, await requireViewer(ctx), getUserDocByIdInput.id),
    getUserDocByWorkspaceId: async (_, { getUserDocByWorkspaceIdInput }, ctx) =>
      listUserDocs(ctx, await requireViewer(ctx), getUserDocByWorkspaceIdInput.workspaceId),
  },
  Mutation: {
    createUserDoc: async (_, { createUserDocInput: input }, ctx) => {
      const actor = await requireViewer(ctx);
      return orExecutionError(CREATE_USER_DOC_RESULT_ERRORS, () =>
        createUserDoc(ctx, actor, { ...input, file: input.file as UploadedFile | null | undefined }),
      );
    },
    updatedoc: async (_, { updatedocInput }, ctx) =>
      updateUserDoc(ctx, await requireViewer(ctx), updatedocInput),
    deleteUserDoc: async (_, { deleteUserDocInput }, ctx) =>
      deleteUserDoc(ctx, await requireViewer(ctx), deleteUserDocInput.id),
    getFileUrl: async (_, { getFileUrlInput }, ctx) =>
      fileUrl(ctx, await requireViewer(ctx), getFileUrlInput.fileId),
  },
  Subscription: {
    newUserDoc: {
      subscribe: (_, { newUserDocInput }, ctx) => docEvents(ctx, newUserDocInput.workspaceId, 'new'),
      resolve: (doc: UserDocSummary) => doc,
    },
    updateUserDoc: {
      subscribe: (_, { updateUserDocInput }, ctx) => docEvents(ctx, updateUserDocInput.workspaceId, 'update'),
      resolve: (doc: UserDocSummary) => doc,
    },
  },
  CreateUserDocResult: {
    __resolveType: (result) => ('errorCode' in result ? 'ExecutionError' : 'UserDoc'),
  },
  // Lists and live events carry summaries (house rule 17): what they lack is read only when a
  // client asks for it, once per request for all the rows together.
  UserDoc: {
    content: async (doc, _, ctx) => (await detailOf(ctx, doc)).content ?? null,
    contentJson: async (doc, _, ctx) => (await detailOf(ctx, doc)).contentJson ?? null,
    segments: async (doc, _, ctx) => (await detailOf(ctx, doc)).contentJson?.segments ?? [],
    pageCount: async (doc, _, ctx) => (await detailOf(ctx, doc)).contentJson?.pageCount ?? null,
    ocrPages: async (doc, _, ctx) => (await detailOf(ctx, doc)).contentJson?.ocrPages ?? [],
    truncatedFrom: async (doc, _, ctx) => (await detailOf(ctx, doc)).contentJson?.truncatedFrom ?? null,
    youtubeMetadata: (doc) => {
      const metadata = doc.youtubeMetadata;
      if (!metadata) return null;
      if (metadata.transcripts) return { ...metadata, transcripts: metadata.transcripts };
      const summary: YoutubeMetadata = { ...metadata, transcripts: [] };
      captionsOf.set(summary, doc);
      return summary;
    },
    file: async (doc, _, ctx) =>
      doc.fileId ? ((await materialLoaders(ctx).file(doc.userId, doc.fileId)) ?? null) : null,
  },
  YoutubeMetadata: {
    transcripts: async (metadata, _, ctx) => {
      const doc = captionsOf.get(metadata);
      if (!doc) return metadata.transcripts;
      return (await materialLoaders(ctx).detail(doc.userId, doc.id))?.youtubeMetadata?.transcripts ?? [];
    },
  },
  File: {
    fileUrl: (file, _, ctx) => signedFileLink(ctx.services.sessionSecret, file).url,
  },
};
