import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { SubmitButton } from '../../components/form/submit-button.tsx';
import { Button } from '../../components/ui/button.tsx';
import { serverFormErrors } from '../../lib/form-errors.ts';
import { nextStepFor } from '../../lib/redirects.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useAnswerOnboardingQuestion } from './api/answer-onboarding-question.ts';
import {
  inputFor,
  pathOf,
  type StepId,
  type StepProblem,
  stepOfField,
  stepProblem,
} from './onboarding-choices.ts';
import { OnboardingQuestion, StepProgress } from './onboarding-question.tsx';
import { useOnboardingSteps } from './use-onboarding-steps.ts';

type StepProblemField = StepProblem['field'];

/**
 * /onboarding: the class first, then the questions of its path (exams, subjects, matura levels,
 * qualification, field of study and courses), one per step, sent together at the end.
 */
export function Component() {
  useDocumentTitle('Kilka pytań na start');
  const navigate = useNavigate();
  const answerOnboarding = useAnswerOnboardingQuestion();
  const { step, steps, answers, stepError, update, goTo, refuse, showProblemAt, finished, question } =
    useOnboardingSteps();
  const stepId = steps[step] as StepId;
  const pathKnown = pathOf(answers) !== null;
  const last = pathKnown && step === steps.length - 1;
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = stepProblem(stepId, answers);
    if (problem) return refuse(problem);
    if (!last) return goTo(step + 1);
    const input = inputFor(answers);
    if (!input || pending) return;
    setPending(true);
    setFormError(null);
    try {
      const user = await answerOnboarding.mutateAsync({
        ...input,
        egzaminy: [...input.egzaminy],
        przedmioty: [...input.przedmioty],
        maturaPoziomy: input.maturaPoziomy ? [...input.maturaPoziomy] : undefined,
        kursy: input.kursy ? [...input.kursy] : undefined,
      });
      finished();
      await navigate(nextStepFor(user.onboardingStatus), { replace: true });
    } catch (error) {
      const { message, fields } = serverFormErrors(error);
      setFormError(message);
      // The first step with a refused answer, the problem shown with that answer.
      const refused = Object.entries(fields)
        .map(([field, text]) => ({ field, text, at: stepOfField(field, steps) }))
        .filter((entry) => entry.at >= 0)
        .sort((a, b) => a.at - b.at)[0];
      if (refused)
        showProblemAt(refused.at, { field: refused.field as StepProblemField, message: refused.text });
      setPending(false);
    }
  };

  return (
    <>
      <h1 className="text-2xl font-bold text-board-950 sm:text-3xl">Kilka pytań na start</h1>
      <p className="mt-2 text-ink-muted">Dzięki nim Kreda dopasuje materiały i zadania do Twojej nauki.</p>
      <StepProgress step={step} total={pathKnown ? steps.length : null} />
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-6 flex flex-col gap-6">
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <OnboardingQuestion
          key={stepId}
          stepId={stepId}
          answers={answers}
          onChange={update}
          problem={stepError}
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
