import { graphql } from '../../../testing/generated/gql.ts';

/** The progress module's operations, as the web client sends them. */
export const PROGRESS = {
  get: graphql(`
    query studyProgress {
      studyProgress {
        currentStreak longestStreak studiedToday todaySessions dailyGoal remindersEnabled today
      }
    }
  `),
  setGoal: graphql(`
    mutation setDailyStudyGoal($input: SetDailyStudyGoalInput!) {
      setDailyStudyGoal(setDailyStudyGoalInput: $input) { dailyGoal todaySessions }
    }
  `),
  setReminders: graphql(`
    mutation setStudyReminders($input: SetStudyRemindersInput!) {
      setStudyReminders(setStudyRemindersInput: $input) { remindersEnabled }
    }
  `),
};
