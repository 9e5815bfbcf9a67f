import { useMutation, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { FormMessageError } from '../../../lib/form-errors.ts';
import { WORKSPACE_LISTS_KEY } from '../../../lib/workspace-lists.ts';

/*
 * What a signed-in pupil does with the library in a workspace of theirs: "Quiz z rozdziału" (the
 * quiz tool on a textbook chapter) and "Zapytaj w czacie" (a conversation about an exercise).
 */

/** The pupil's subject workspaces, where a quiz or a conversation from the library can go. */
export const LIBRARY_WORKSPACES = graphql(`
  query libraryWorkspaces {
    getWorkspaceByUserId {
      id
      name
      temat {
        id
        przedmiot
      }
    }
  }
`);

export function useLibraryWorkspaces() {
  return useQuery({
    queryKey: [...WORKSPACE_LISTS_KEY, 'library'],
    queryFn: async ({ signal }) => {
      const { getWorkspaceByUserId } = await apiRequest(LIBRARY_WORKSPACES, undefined, { signal });
      // Only subject workspaces have a topic; the general one is not a place to learn a subject in.
      return getWorkspaceByUserId.flatMap((workspace) =>
        workspace.temat ? [{ ...workspace, temat: workspace.temat }] : [],
      );
    },
  });
}

export type LibraryWorkspace = NonNullable<ReturnType<typeof useLibraryWorkspaces>['data']>[number];

export const CHAPTER_QUIZ = graphql(`
  mutation chapterQuiz($generatequizInput: GeneratequizInput!) {
    generatequiz(generatequizInput: $generatequizInput) {
      __typename
      ... on QuizWorkspace {
        id
        workspaceId
      }
      ... on ExecutionError {
        message
      }
    }
  }
`);

/** Questions in a quiz ordered from the textbook page (the quiz page offers more afterwards). */
export const CHAPTER_QUIZ_QUESTIONS = 10;

/** Orders a quiz on a textbook chapter in the workspace; resolves with the quiz's id. */
export function useChapterQuiz() {
  return useMutation({
    mutationFn: async ({ workspaceId, chapterId }: { workspaceId: string; chapterId: string }) => {
      const { generatequiz } = await apiRequest(CHAPTER_QUIZ, {
        generatequizInput: {
          workspaceId,
          rozdzialId: chapterId,
          questionCount: CHAPTER_QUIZ_QUESTIONS,
          detailScale: 'NORMALNY',
          questionTypes: ['ZAMKNIETE', 'OTWARTE'],
        },
      });
      if (generatequiz.__typename !== 'QuizWorkspace') throw new FormMessageError(generatequiz.message);
      return generatequiz;
    },
  });
}

export const EXERCISE_CHAT = graphql(`
  mutation libraryExerciseChat($startconversationintentInput: StartconversationintentInput!) {
    startconversationintent(startconversationintentInput: $startconversationintentInput) {
      id
      workspaceId
    }
  }
`);

/** Starts a conversation about a library exercise in the workspace; resolves with its id. */
export function useExerciseChat() {
  return useMutation({
    mutationFn: async (input: { workspaceId: string; exerciseId: string; number: string }) =>
      (
        await apiRequest(EXERCISE_CHAT, {
          startconversationintentInput: {
            workspaceId: input.workspaceId,
            message: `Wyjaśnij mi zadanie ${input.number} krok po kroku.`,
            intent: { conversationType: 'ZADANIE' },
            zadanieId: input.exerciseId,
          },
        })
      ).startconversationintent,
  });
}
