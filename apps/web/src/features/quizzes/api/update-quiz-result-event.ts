import { graphql } from '../../../gql/gql.ts';
import { liveEvent } from '../../../lib/use-live-sync.ts';
import { rememberResult } from './quiz-cache.ts';

export const UPDATE_QUIZ_RESULT = graphql(`
  subscription updateQuizResult($updateQuizResultInput: UpdateQuizResultInput!) {
    updateQuizResult(updateQuizResultInput: $updateQuizResultInput) {
      ...QuizResultDetailFields
    }
  }
`);

/** An attempt changed elsewhere: the AI reviewed an open answer, or the attempt was finished. */
export const updateQuizResultEvent = (quizResultId: string) =>
  liveEvent(UPDATE_QUIZ_RESULT, { updateQuizResultInput: { quizResultId } }, (data, queryClient) =>
    rememberResult(queryClient, data.updateQuizResult),
  );
