import { ROUTES } from '@kreda/shared/routes';

/** One attempt of a quiz: /workspace/{slug}/quiz/{quizId}/{resultId} (the attempt or its result). */
export const quizAttemptPath = (slug: string, quizId: string, resultId: string) =>
  `${ROUTES.workspaceQuiz(slug, quizId)}/${encodeURIComponent(resultId)}`;
