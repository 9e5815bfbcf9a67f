import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { applySession } from './tutor-cache.ts';
import type { TutorSession } from './tutor-fragments.ts';

/** The topic's session in progress, or a new one after the last (opened by the tutor's message). */
export const CONTINUE_TUTORING = graphql(`
  mutation continueaitutoringAiTutor($continueaitutoringAiTutorInput: ContinueaitutoringAiTutorInput!) {
    continueaitutoringAiTutor(continueaitutoringAiTutorInput: $continueaitutoringAiTutorInput) {
      ...AiTutorSessionFields
    }
  }
`);

/** Ends the teaching and orders the session's quiz (again, after a quiz that failed). */
export const FINISH_SESSION = graphql(`
  mutation finishAiTutorTematSession($finishAiTutorTematSessionInput: FinishAiTutorTematSessionInput!) {
    finishAiTutorTematSession(finishAiTutorTematSessionInput: $finishAiTutorTematSessionInput) {
      ...AiTutorSessionFields
    }
  }
`);

/** An AI note from the session's conversation, in the tutor's workspace. */
export const SESSION_NOTE = graphql(`
  mutation generateainotatkasession($generateainotatkasessionInput: GenerateainotatkasessionInput!) {
    generateainotatkasession(generateainotatkasessionInput: $generateainotatkasessionInput) {
      id
      workspaceId
      name
    }
  }
`);

/** `continueaitutoringAiTutor` of a topic of this tutor; the session joins its topic at once. */
export function useContinueTutoring(tutorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (topicId: string): Promise<TutorSession> =>
      (
        await apiRequest(CONTINUE_TUTORING, {
          continueaitutoringAiTutorInput: { aiTutorTematId: topicId },
        })
      ).continueaitutoringAiTutor,
    onSuccess: (session) => applySession(queryClient, tutorId, session),
  });
}

/** `finishAiTutorTematSession`: the session's quiz is ordered; the session shows it at once. */
export function useFinishSession(tutorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string): Promise<TutorSession> =>
      (await apiRequest(FINISH_SESSION, { finishAiTutorTematSessionInput: { id } }))
        .finishAiTutorTematSession,
    onSuccess: (session) => applySession(queryClient, tutorId, session),
  });
}

/** `generateainotatkasession`: resolves with the note (its page is in the tutor's workspace). */
export function useSessionNote() {
  return useMutation({
    mutationFn: async (sessionId: string) =>
      (await apiRequest(SESSION_NOTE, { generateainotatkasessionInput: { sessionId } }))
        .generateainotatkasession,
  });
}
