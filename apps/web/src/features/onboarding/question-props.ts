import type { Ref } from 'react';
import type { OnboardingAnswers, StepProblem } from './onboarding-choices.ts';

/** What every step's question gets from the page. */
export interface QuestionProps {
  answers: OnboardingAnswers;
  onChange: (next: Partial<OnboardingAnswers>) => void;
  /** The step's problem, shown with the answer it is about. */
  problem: StepProblem | null;
  /** The step's first question, focused when the step changes. */
  legendRef: Ref<HTMLHeadingElement>;
}

/** The problem's message when it is about one of `fields`. */
export const errorOf = (problem: StepProblem | null, ...fields: string[]) =>
  problem && fields.includes(problem.field) ? problem.message : null;
