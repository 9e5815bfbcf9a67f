import { requireViewer } from '../../core/actor.ts';
import type { Resolvers } from '../../graphql/generated/resolvers-types.ts';
import { copySharedItem, createShareLink, getSharedItem, getShareLink, revokeShareLink } from './commands.ts';

/** Sharing by link: the owner's link operations, the public preview, the copy into one's account. */
export const sharingResolvers: Resolvers = {
  Query: {
    getShareLink: async (_, { input }, ctx) => getShareLink(ctx, await requireViewer(ctx), input),
    // Public: a signed-out classmate sees the preview before signing in to copy.
    getSharedItem: (_, { input }, ctx) => getSharedItem(ctx, input),
  },
  Mutation: {
    createShareLink: async (_, { input }, ctx) => createShareLink(ctx, await requireViewer(ctx), input),
    revokeShareLink: async (_, { input }, ctx) => revokeShareLink(ctx, await requireViewer(ctx), input),
    copySharedItem: async (_, { input }, ctx) => copySharedItem(ctx, await requireViewer(ctx), input),
  },
};
