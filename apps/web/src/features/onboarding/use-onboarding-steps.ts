import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useCurrentUser } from '../../lib/session-cache.ts';
import {
  type OnboardingAnswers,
  reachableStep,
  type StepId,
  type StepProblem,
  stepsFor,
} from './onboarding-choices.ts';
import { clearDraft, EMPTY_DRAFT, type OnboardingDraft, readDraft, saveDraft } from './onboarding-draft.ts';

/** The step in the address, counted from 1 (`/onboarding?krok=2`); the first step has none. */
export const STEP_PARAM = 'krok';

const stepSearch = (step: number) => (step === 0 ? '' : `?${STEP_PARAM}=${step + 1}`);

/** What a step's history entry remembers: the step it was reached from with "Dalej". */
interface StepState {
  from?: number;
}

/**
 * The onboarding's steps as history entries (`?krok=2`), as many as the level's path has: Back
 * and Forward of the browser move between them like "Wstecz" and "Dalej", with the answers kept
 * (localStorage under the user's id, so a reload or the address opened in a new tab keeps them
 * too). The new question takes the focus after each step change (not on the first render: the
 * title comes first); a step's problem is shown with its question and scrolled into view.
 */
export function useOnboardingSteps() {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  // The page is reached only signed in (route guard); a missing user keeps the draft in the page.
  const userId = useCurrentUser()?.id ?? '';
  const [draft, setDraft] = useState<OnboardingDraft>(() => (userId ? readDraft(userId) : EMPTY_DRAFT));
  const { answers } = draft;
  const steps = stepsFor(answers);
  const requested = Number(params.get(STEP_PARAM) ?? '1') - 1;
  const step = reachableStep(requested, answers);
  const stepId = steps[step] as StepId;
  const [problem, setProblem] = useState<(StepProblem & { step: StepId }) | null>(null);
  const stepError = problem?.step === stepId ? problem : null;
  const question = useRef<HTMLHeadingElement>(null);
  const [revealed, setRevealed] = useState(0);

  useEffect(() => {
    if (userId) saveDraft(userId, draft);
  }, [userId, draft]);

  // An address ahead of the answers (a reload, Forward, a typed link) is corrected in place.
  const expected = step === 0 ? null : String(step + 1);
  const inAddress = params.get(STEP_PARAM);
  useEffect(() => {
    if (inAddress !== expected) void navigate({ search: stepSearch(step) }, { replace: true });
  }, [inAddress, expected, step, navigate]);

  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    question.current?.focus();
  }, [step]);

  // The problem sits under its question: the step's question takes the focus, the problem is scrolled to.
  useEffect(() => {
    if (revealed === 0) return;
    question.current?.focus({ preventScroll: true });
    question.current
      ?.closest('form')
      ?.querySelector('[data-step-problem]:not(:empty)')
      ?.scrollIntoView?.({ block: 'center' });
  }, [revealed]);

  const update = (next: Partial<OnboardingAnswers>) => {
    setDraft((current) => ({ ...current, answers: { ...current.answers, ...next } }));
    setProblem(null);
  };

  const goTo = (next: number) => {
    // Class 8 sits the eighth-grade exam: suggested once, the pupil can untick it.
    if (steps[next] === 'egzamin' && !draft.examsSuggested) {
      setDraft((current) => ({
        answers: {
          ...current.answers,
          egzaminy:
            current.answers.poziom === 'PODSTAWOWY_OSIEM' && current.answers.egzaminy.length === 0
              ? ['PODSTAWOWKA']
              : current.answers.egzaminy,
        },
        examsSuggested: true,
      }));
    }
    setProblem(null);
    // Back to the step this one was reached from is a step back in history, as the browser's Back.
    if (next === step - 1 && (location.state as StepState | null)?.from === next) void navigate(-1);
    else void navigate({ search: stepSearch(next) }, { state: { from: step } satisfies StepState });
  };

  /** The current step cannot be left yet: why, under its question. */
  const refuse = (reason: StepProblem) => {
    setProblem({ ...reason, step: stepId });
    setRevealed((count) => count + 1);
  };

  /** Back to the step whose answer the server refused, with its reason. */
  const showProblemAt = (failedStep: number, reason: StepProblem) => {
    setProblem({ ...reason, step: steps[failedStep] as StepId });
    if (failedStep !== step) void navigate({ search: stepSearch(failedStep) });
    else setRevealed((count) => count + 1);
  };

  const finished = () => {
    if (userId) clearDraft(userId);
  };

  return { step, steps, answers, stepError, update, goTo, refuse, showProblemAt, finished, question };
}
