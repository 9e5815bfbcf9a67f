import { useLiveSync } from '../../../lib/use-live-sync.ts';
import { newQuizFlowEvent, newQuizWorkspaceEvent } from './new-quiz-events.ts';
import { flowsKey, quizKey, resultKey } from './quiz-cache.ts';
import { updateQuizResultEvent } from './update-quiz-result-event.ts';

/** Keeps the workspace's quiz list live; after a reconnect the list is read again. */
export function useLiveQuizList(workspaceId: string): void {
  useLiveSync({
    enabled: workspaceId !== '',
    events: [newQuizFlowEvent(workspaceId), newQuizWorkspaceEvent(workspaceId)],
    refetchOnReconnect: [flowsKey(workspaceId)],
  });
}

/**
 * Keeps one quiz page live: the generation state of the quiz, and the reviews of an attempt's
 * open answers (`quizResultId`, when an attempt is shown).
 */
export function useLiveQuiz(workspaceId: string, quizId: string, quizResultId: string | null): void {
  useLiveSync({
    enabled: workspaceId !== '',
    events: [
      newQuizWorkspaceEvent(workspaceId),
      ...(quizResultId ? [updateQuizResultEvent(quizResultId)] : []),
    ],
    refetchOnReconnect: [quizKey(quizId), ...(quizResultId ? [resultKey(quizResultId)] : [])],
  });
}
