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
  overview: graphql(`
    query studyOverview {
      studyOverview {
        today currentStreak longestStreak
        days { day sessions }
        quizzes { finished subjects { przedmiot attempts { day scorePercent } } }
        words { wordCount learnt due }
        essays { graded przedmiot poziom attempts { day points maxPoints } criteria { id name maxPoints points } }
        tests { solved tasksSolved weeks { start solved } }
        tutors { practised mastered subjects { przedmiot practised mastered } }
      }
    }
  `),
};
