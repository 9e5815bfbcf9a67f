import { PRACTICE_SUBJECTS } from '@kreda/shared/limits';
import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { saveSources } from '../../../lib/api/update-sources.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** Orders a quiz; its questions are written in the background and its page follows them. */
export const GENERATE_PRACTICE_QUIZ = graphql(`
  mutation practiceQuiz($generatequizInput: GeneratequizInput!) {
    generatequiz(generatequizInput: $generatequizInput) {
      __typename
      ... on QuizWorkspace {
        id
        workspaceId
      }
      ... on ExecutionError {
        errorCode
        message
      }
    }
  }
`);

/** Questions of a practice quiz: a short round, like a test's few similar tasks. */
export const PRACTICE_QUESTION_COUNT = 5;

export interface PracticeQuiz {
  workspaceId: string;
  /** The material of the solved tasks (a USER_DOC of kind "Rozwiązane zadania"). */
  solvedDocId: string;
  /** The workspace's subject: computational tasks where the quiz tool makes them. */
  przedmiot: string | null;
}

/** Computational tasks in mathematics and the sciences, questions about ideas elsewhere. */
export const practiceType = (przedmiot: string | null) =>
  przedmiot && (PRACTICE_SUBJECTS as readonly string[]).includes(przedmiot) ? 'PRACTICE' : 'THEORY';

/**
 * "Podobne zadania do ćwiczenia": the solved test becomes the quiz's source, then a quiz of five
 * questions of both kinds is ordered. Resolves with the new quiz or an ExecutionError.
 */
export function useGeneratePracticeQuiz() {
  return useMutation({
    mutationFn: async ({ workspaceId, solvedDocId, przedmiot }: PracticeQuiz) => {
      const sourcesId = await saveSources(workspaceId, 'QUIZ', [{ type: 'USER_DOC', id: solvedDocId }]);
      const { generatequiz } = await apiRequest(GENERATE_PRACTICE_QUIZ, {
        generatequizInput: {
          workspaceId,
          sourcesId,
          questionCount: PRACTICE_QUESTION_COUNT,
          detailScale: 'NORMALNY',
          questionTypes: ['ZAMKNIETE', 'OTWARTE'],
          type: practiceType(przedmiot),
        },
      });
      return generatequiz;
    },
  });
}
