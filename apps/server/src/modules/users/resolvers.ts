import { requireViewer } from '../../core/actor.ts';
import type { Resolvers } from '../../graphql/generated/resolvers-types.ts';
import { requestDataExport } from './data-export.ts';
import { presentIntegration, presentUser } from './presenter.ts';
import {
  adminGetUser,
  adminListUsers,
  answerOnboardingQuestion,
  removeIntegration,
  updateUserInfo,
} from './profile.ts';
import { listIntegrations } from './service.ts';

export const usersResolvers: Resolvers = {
  Query: {
    getMe: async (_, __, ctx) => presentUser((await requireViewer(ctx)).user),
    getUsers: async (_, { getUsersInput }, ctx) => {
      const result = await adminListUsers(ctx, await requireViewer(ctx), getUsersInput ?? {});
      return {
        data: result.rows.map(presentUser),
        total: result.total,
        page: result.page,
        limit: result.limit,
      };
    },
    getUserById: async (_, { getUserByIdInput }, ctx) =>
      presentUser(await adminGetUser(ctx, await requireViewer(ctx), getUserByIdInput.id)),
  },
  Mutation: {
    updateUserInfo: async (_, { updateUserInfoInput }, ctx) =>
      presentUser(await updateUserInfo(ctx, await requireViewer(ctx), updateUserInfoInput)),
    answerOnboardingQuestion: async (_, { answerOnboardingQuestionInput }, ctx) =>
      presentUser(
        await answerOnboardingQuestion(ctx, await requireViewer(ctx), answerOnboardingQuestionInput),
      ),
    deleteIntegration: async (_, { deleteIntegrationInput }, ctx) =>
      removeIntegration(ctx, await requireViewer(ctx), deleteIntegrationInput.id),
    requestDataExport: async (_, __, ctx) => requestDataExport(ctx, await requireViewer(ctx)),
  },
  User: {
    // Loaded only when asked for; the user object itself is the owner or an admin's view.
    integrations: async (user, _, { db }) => (await listIntegrations(db, user.id)).map(presentIntegration),
  },
};
