import { Component as QuizPage, type QuizShareSlot } from '../../features/quizzes/quiz-page.tsx';

export { prefetch } from '../../features/quizzes/quiz-page.tsx';

import { ShareAction } from '../../features/sharing/share-action.tsx';

function ShareQuiz({ id, name }: QuizShareSlot) {
  return <ShareAction kind="QUIZ" id={id} name={name} />;
}

/**
 * One quiz (/workspace/{slug}/quiz/{id}[/{attempt}]): the quiz tool's page with the sharing
 * feature's "Udostępnij". Composed here, as features do not import each other.
 */
export function Component() {
  return <QuizPage share={ShareQuiz} />;
}
