import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { SubmitButton } from '../../components/form/submit-button.tsx';
import { Button } from '../../components/ui/button.tsx';
import { serverFormErrors } from '../../lib/form-errors.ts';
import { nextStepFor } from '../../lib/redirects.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useAnswerOnboardingQuestion } from './api/answer-onboarding-question.ts';
import { STEP_COUNT, STEP_FIELDS, stepProblem } from './onboarding-choices.ts';
import { OnboardingQuestion, StepProgress } from './onboarding-question.tsx';
import { useOnboardingSteps } from './use-onboarding-steps.ts';

/** /onboarding: class, exams and favourite subjects, one question per step, sent together at the end. */
export function Component() {
  useDocumentTitle('Kilka pytań na start');
  const navigate = useNavigate();
  const answerOnboarding = useAnswerOnboardingQuestion();
  const { step, answers, stepError, update, goTo, refuse, showProblemAt, finished, question } =
    useOnboardingSteps();
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = stepProblem(step, answers);
    if (problem) return refuse(problem);
    if (step < STEP_COUNT - 1) return goTo(step + 1);
    if (!answers.poziom || pending) return;
    setPending(true);
    setFormError(null);
    try {
      const user = await answerOnboarding.mutateAsync({
        poziom: answers.poziom,
        egzaminy: answers.egzaminy,
        przedmioty: answers.przedmioty,
      });
      finished();
      await navigate(nextStepFor(user.onboardingStatus), { replace: true });
    } catch (error) {
      const { message, fields } = serverFormErrors(error);
      setFormError(message);
      const failedStep = STEP_FIELDS.findIndex((name) => fields[name]);
      if (failedStep >= 0) showProblemAt(failedStep, fields[STEP_FIELDS[failedStep] as string] ?? null);
      setPending(false);
    }
  };

  const last = step === STEP_COUNT - 1;

  return (
    <>
      <h1 className="text-2xl font-bold text-board-950 sm:text-3xl">Kilka pytań na start</h1>
      <p className="mt-2 text-ink-muted">Dzięki nim Kreda dopasuje materiały i zadania do Twojej nauki.</p>
      <StepProgress step={step} />
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-6 flex flex-col gap-6">
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <OnboardingQuestion
          step={step}
          answers={answers}
          onChange={update}
          error={stepError}
          legendRef={question}
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row">
          {step > 0 ? (
            <Button
              variant="secondary"
              className="sm:flex-1"
              onClick={() => goTo(step - 1)}
              disabled={pending}
            >
              Wstecz
            </Button>
          ) : null}
          <SubmitButton loading={pending} loadingText="Zapisywanie…" className="sm:flex-1">
            {last ? 'Zakończ i przejdź do Kredy' : 'Dalej'}
          </SubmitButton>
        </div>
      </form>
    </>
  );
}
