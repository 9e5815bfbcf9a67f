import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { ProgressPageQuery } from '../../../gql/graphql.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const GET_STUDY_OVERVIEW = graphql(`
  query progressPage {
    studyOverview {
      today
      currentStreak
      longestStreak
      days {
        day
        sessions
      }
      quizzes {
        finished
        subjects {
          przedmiot
          attempts {
            day
            scorePercent
          }
        }
      }
      words {
        wordCount
        learnt
        due
      }
      essays {
        graded
        przedmiot
        attempts {
          day
          points
          maxPoints
        }
        criteria {
          id
          name
          maxPoints
          points
        }
      }
      tests {
        solved
        tasksSolved
        weeks {
          start
          solved
        }
      }
      tutors {
        practised
        mastered
        subjects {
          przedmiot
          practised
          mastered
        }
      }
    }
  }
`);

export type StudyOverview = ProgressPageQuery['studyOverview'];

/** Under `study-progress`: the settings' study section marks every such query stale when it saves. */
const STUDY_OVERVIEW_KEY = ['study-progress', 'overview'] as const;

/** The pupil's overview, read afresh on every visit: a session finished a moment ago must show. */
export function useStudyOverview() {
  return useQuery({
    queryKey: STUDY_OVERVIEW_KEY,
    queryFn: ({ signal }) => apiRequest(GET_STUDY_OVERVIEW, undefined, { signal }),
    select: (data) => data.studyOverview,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
