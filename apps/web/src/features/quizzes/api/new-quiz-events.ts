import { graphql } from '../../../gql/gql.ts';
import { liveEvent } from '../../../lib/use-live-sync.ts';
import { applyFlowEvent, applyQuizEvent } from './quiz-cache.ts';

export const NEW_QUIZ_WORKSPACE = graphql(`
  subscription newQuizWorkspace($newQuizWorkspaceInput: NewQuizWorkspaceInput!) {
    newQuizWorkspace(newQuizWorkspaceInput: $newQuizWorkspaceInput) {
      ...QuizSummaryFields
    }
  }
`);

export const NEW_QUIZ_FLOW = graphql(`
  subscription newQuizFlow($newQuizFlowInput: NewQuizFlowInput!) {
    newQuizFlow(newQuizFlowInput: $newQuizFlowInput) {
      ...QuizFlowSummaryFields
    }
  }
`);

/** A quiz ordered or moved on (queued, being written, ready, failed) in the workspace. */
export const newQuizWorkspaceEvent = (workspaceId: string) =>
  liveEvent(NEW_QUIZ_WORKSPACE, { newQuizWorkspaceInput: { workspaceId } }, (data, queryClient) =>
    applyQuizEvent(queryClient, data.newQuizWorkspace),
  );

/** A new line of quizzes in the workspace (another tab, a tutor session). */
export const newQuizFlowEvent = (workspaceId: string) =>
  liveEvent(NEW_QUIZ_FLOW, { newQuizFlowInput: { workspaceId } }, (data, queryClient) =>
    applyFlowEvent(queryClient, data.newQuizFlow),
  );
