import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const STUDY_SETTINGS = graphql(`
  query studySettings {
    studyProgress {
      dailyGoal
      remindersEnabled
    }
  }
`);

export const SET_DAILY_GOAL_IN_SETTINGS = graphql(`
  mutation setDailyStudyGoalInSettings($input: SetDailyStudyGoalInput!) {
    setDailyStudyGoal(setDailyStudyGoalInput: $input) {
      dailyGoal
      remindersEnabled
    }
  }
`);

export const SET_STUDY_REMINDERS = graphql(`
  mutation setStudyRemindersInSettings($input: SetStudyRemindersInput!) {
    setStudyReminders(setStudyRemindersInput: $input) {
      dailyGoal
      remindersEnabled
    }
  }
`);

/** Every query of the pupil's study progress (this section's, the home card's) starts with it. */
const STUDY_PROGRESS_KEY = ['study-progress'] as const;
const STUDY_SETTINGS_KEY = [...STUDY_PROGRESS_KEY, 'settings'] as const;

export function studySettingsQuery() {
  return queryOptions({
    queryKey: STUDY_SETTINGS_KEY,
    queryFn: async ({ signal }) => (await apiRequest(STUDY_SETTINGS, undefined, { signal })).studyProgress,
  });
}

export function useStudySettings() {
  return useQuery(studySettingsQuery());
}

type StudySettings = { dailyGoal: number; remindersEnabled: boolean };

/** Saves one study setting; shows the server's answer here and marks the home card stale. */
function useSaveStudySetting<T>(save: (value: T) => Promise<StudySettings>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: async (settings) => {
      queryClient.setQueryData(STUDY_SETTINGS_KEY, settings);
      await queryClient.invalidateQueries({ queryKey: STUDY_PROGRESS_KEY, refetchType: 'none' });
    },
  });
}

export function useSetDailyGoal() {
  return useSaveStudySetting(
    async (dailyGoal: number) =>
      (await apiRequest(SET_DAILY_GOAL_IN_SETTINGS, { input: { dailyGoal } })).setDailyStudyGoal,
  );
}

export function useSetStudyReminders() {
  return useSaveStudySetting(
    async (enabled: boolean) =>
      (await apiRequest(SET_STUDY_REMINDERS, { input: { enabled } })).setStudyReminders,
  );
}
