import { examLevelForLevel } from '@kreda/shared/school';
import { useEffect, useRef, useState } from 'react';
import type { OnboardingAnswers } from './onboarding-choices.ts';

/**
 * The onboarding's steps: the answers so far, the current step and its problem. The new question
 * takes the focus after each step change (not on the first render: the title comes first).
 */
export function useOnboardingSteps() {
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<OnboardingAnswers>({ poziom: null, egzaminy: [], przedmioty: [] });
  const [examsSuggested, setExamsSuggested] = useState(false);
  const [stepError, setStepError] = useState<string | null>(null);
  const question = useRef<HTMLHeadingElement>(null);
  const focusQuestion = useRef(false);

  useEffect(() => {
    if (!focusQuestion.current) return;
    focusQuestion.current = false;
    question.current?.focus();
  });

  const update = (next: Partial<OnboardingAnswers>) => {
    setAnswers((current) => ({ ...current, ...next }));
    setStepError(null);
  };

  const goTo = (next: number) => {
    // The exam a class usually sits is suggested once; the pupil can untick it.
    if (next === 1 && !examsSuggested && answers.poziom) {
      const exam = examLevelForLevel(answers.poziom);
      if (exam && answers.egzaminy.length === 0) update({ egzaminy: [exam] });
      setExamsSuggested(true);
    }
    setStepError(null);
    focusQuestion.current = true;
    setStep(next);
  };

  /** Back to the step whose answer the server refused, with its reason. */
  const showProblemAt = (failedStep: number, message: string | null) => {
    focusQuestion.current = true;
    setStep(failedStep);
    setStepError(message);
  };

  return { step, answers, stepError, setStepError, update, goTo, showProblemAt, question };
}
