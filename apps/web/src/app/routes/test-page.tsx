import { PracticeQuiz } from '../../features/quizzes/practice-quiz.tsx';
import { Component as TestPage } from '../../features/testsolver/test-page.tsx';

export { prefetch } from '../../features/testsolver/test-page.tsx';

/**
 * One test (/app/testsolver/{id}, /workspace/{slug}/solve/{id}): the test solver's page with the
 * quiz tool's "Podobne zadania do ćwiczenia" under a solved test. Composed here, as features do
 * not import each other, so the quiz is ordered through the quiz tool's one generatequiz.
 */
export function Component() {
  return <TestPage practiceQuiz={PracticeQuiz} />;
}
