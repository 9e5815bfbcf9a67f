import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const STUDY_STREAK_CARD = graphql(`
  query studyStreakCard {
    studyProgress {
      currentStreak
      longestStreak
      studiedToday
      todaySessions
      dailyGoal
    }
    getDueWords {
      total
      byWorkspace {
        workspaceId
        count
      }
    }
  }
`);

export const SET_DAILY_GOAL_ON_HOME = graphql(`
  mutation setDailyStudyGoalOnHome($input: SetDailyStudyGoalInput!) {
    setDailyStudyGoal(setDailyStudyGoalInput: $input) {
      currentStreak
      longestStreak
      studiedToday
      todaySessions
      dailyGoal
    }
  }
`);

/** Under `study-progress`: the settings' study section marks every such query stale when it saves. */
const STUDY_STREAK_KEY = ['study-progress', 'home'] as const;

/**
 * The streak, today's goal and the words due, read afresh on every visit (the app home's route
 * loader reads it): a session finished a moment ago on another page has to show when the pupil
 * comes back home.
 */
export function studyStreakQuery() {
  return queryOptions({
    queryKey: STUDY_STREAK_KEY,
    queryFn: ({ signal }) => apiRequest(STUDY_STREAK_CARD, undefined, { signal }),
    staleTime: 0,
  });
}

/** On the app home, whose route loader has just read it: no second read when the card mounts. */
export function useStudyStreak() {
  return useQuery({ ...studyStreakQuery(), refetchOnMount: false });
}

/** Sets the daily goal (1–5) from the home card; the card shows the server's answer. */
export function useSetDailyGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (dailyGoal: number) =>
      (await apiRequest(SET_DAILY_GOAL_ON_HOME, { input: { dailyGoal } })).setDailyStudyGoal,
    onSuccess: (studyProgress) =>
      queryClient.setQueryData(STUDY_STREAK_KEY, (old) => (old ? { ...old, studyProgress } : old)),
  });
}
