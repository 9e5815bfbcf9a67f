import { requireViewer } from '../../core/actor.ts';
import type { Resolvers } from '../../graphql/generated/resolvers-types.ts';
import { getStudyProgress, setDailyStudyGoal, setStudyReminders } from './commands.ts';
import { getStudyOverview } from './overview-query.ts';

export const progressResolvers: Resolvers = {
  Query: {
    studyProgress: async (_, __, ctx) => getStudyProgress(ctx, await requireViewer(ctx)),
    studyOverview: async (_, __, ctx) => getStudyOverview(ctx, await requireViewer(ctx)),
  },
  Mutation: {
    setDailyStudyGoal: async (_, { setDailyStudyGoalInput: input }, ctx) =>
      setDailyStudyGoal(ctx, await requireViewer(ctx), input),
    setStudyReminders: async (_, { setStudyRemindersInput: input }, ctx) =>
      setStudyReminders(ctx, await requireViewer(ctx), input),
  },
};
