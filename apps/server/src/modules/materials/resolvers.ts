import { requireViewer } from '../../core/actor.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import type { Resolvers } from '../../graphql/generated/resolvers-types.ts';
import { requireOwnWorkspace } from '../workspaces/policy.ts';
import {
  createUserDoc,
  deleteUserDoc,
  fileUrl,
  getUserDoc,
  listUserDocs,
  signedFileLink,
  type UploadedFile,
  updateUserDoc,
} from './commands.ts';
import { findOwnDoc, findOwnFile, type UserDocRow } from './service.ts';

/** Live document events of one workspace, re-read with the subscriber's rights. */
async function* docEvents(ctx: GraphQLContext, workspaceId: string, kind: 'new' | 'update') {
  const { user } = await requireViewer(ctx);
  await requireOwnWorkspace(ctx.db, user.id, workspaceId);
  for await (const event of ctx.pubsub.subscribe('userDoc', workspaceId)) {
    if (event.kind !== kind) continue;
    const doc = await findOwnDoc(ctx.db, user.id, event.id);
    if (doc) yield doc;
  }
}

export const materialsResolvers: Resolvers = {
  Query: {
    getUserDocById: (_, { getUserDocByIdInput }, ctx) => getUserDoc(ctx, getUserDocByIdInput.id),
    getUserDocByWorkspaceId: (_, { getUserDocByWorkspaceIdInput }, ctx) =>
      listUserDocs(ctx, getUserDocByWorkspaceIdInput.workspaceId),
  },
  Mutation: {
    createUserDoc: (_, { createUserDocInput: input }, ctx) =>
      createUserDoc(ctx, { ...input, file: input.file as UploadedFile | null | undefined }),
    updatedoc: (_, { updatedocInput }, ctx) => updateUserDoc(ctx, updatedocInput),
    deleteUserDoc: (_, { deleteUserDocInput }, ctx) => deleteUserDoc(ctx, deleteUserDocInput.id),
    getFileUrl: (_, { getFileUrlInput }, ctx) => fileUrl(ctx, getFileUrlInput.fileId),
  },
  Subscription: {
    newUserDoc: {
      subscribe: (_, { newUserDocInput }, ctx) => docEvents(ctx, newUserDocInput.workspaceId, 'new'),
      resolve: (doc: UserDocRow) => doc,
    },
    updateUserDoc: {
      subscribe: (_, { updateUserDocInput }, ctx) => docEvents(ctx, updateUserDocInput.workspaceId, 'update'),
      resolve: (doc: UserDocRow) => doc,
    },
  },
  CreateUserDocResult: {
    __resolveType: (result) => ('errorCode' in result ? 'ExecutionError' : 'UserDoc'),
  },
  UserDoc: {
    segments: (doc) => doc.contentJson?.segments ?? [],
    pageCount: (doc) => doc.contentJson?.pageCount ?? null,
    ocrPages: (doc) => doc.contentJson?.ocrPages ?? [],
    file: async (doc, _, ctx) =>
      doc.fileId ? ((await findOwnFile(ctx.db, doc.userId, doc.fileId)) ?? null) : null,
  },
  File: {
    fileUrl: (file, _, ctx) => signedFileLink(ctx.services.sessionSecret, file).url,
  },
};
