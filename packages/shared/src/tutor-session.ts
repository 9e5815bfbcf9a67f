// How an AI tutor topic session is shown in the list (spec point 4). Session states use the
// essay-state spelling: FINISHED, FINALIZATION, FINALIZATION_REVIEW.

export const TUTOR_SESSION_DISPLAYS = ['FINISHED', 'QUIZ_READY', 'LOADING', 'IN_PROGRESS'] as const;
export type TutorSessionDisplay = (typeof TUTOR_SESSION_DISPLAYS)[number];

export const TUTOR_SESSION_DISPLAY_LABELS: Record<TutorSessionDisplay, string> = {
  FINISHED: 'Zakończona – zobacz wyniki',
  QUIZ_READY: 'Quiz gotowy do rozwiązania',
  LOADING: 'Przygotowujemy podsumowanie…',
  IN_PROGRESS: 'W trakcie',
};

export interface TutorSessionLike {
  state: string;
  testSessionQuizId?: string | null;
  testSessionQuiz?: { quizResults?: { isFinished: boolean }[] | null } | null;
}

/**
 * Display variant of a tutor session. Rules are checked in this order: finished (state
 * FINISHED or any finished quiz result), quiz ready (has a test quiz id), loading
 * (FINALIZATION or FINALIZATION_REVIEW), otherwise in progress.
 */
export function tutorSessionDisplay(session: TutorSessionLike): TutorSessionDisplay {
  const quizFinished = session.testSessionQuiz?.quizResults?.some((r) => r.isFinished) ?? false;
  if (session.state === 'FINISHED' || quizFinished) return 'FINISHED';
  if (session.testSessionQuizId) return 'QUIZ_READY';
  if (session.state === 'FINALIZATION' || session.state === 'FINALIZATION_REVIEW') return 'LOADING';
  return 'IN_PROGRESS';
}
