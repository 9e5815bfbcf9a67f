import { ONBOARDING_MAX_EXAMS } from '@kreda/shared/accounts';
import { examLevelForLevel } from '@kreda/shared/school';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { SubmitButton } from '../../components/form/submit-button.tsx';
import { Button } from '../../components/ui/button.tsx';
import { serverFormErrors } from '../../lib/form-errors.ts';
import { nextStepFor } from '../../lib/redirects.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useAnswerOnboardingQuestion } from './api/answer-onboarding-question.ts';
import { ChoiceGroup } from './choice-group.tsx';
import {
  EXAM_CHOICES,
  LEVEL_CHOICES,
  type OnboardingAnswers,
  STEP_COUNT,
  SUBJECT_CHOICES,
  stepProblem,
  toggle,
} from './onboarding-choices.ts';

const STEP_FIELDS = ['poziom', 'egzaminy', 'przedmioty'] as const;

/** /onboarding: class, exams and favourite subjects, one question per step, sent together at the end. */
export function Component() {
  useDocumentTitle('Kilka pytań na start');
  const navigate = useNavigate();
  const answerOnboarding = useAnswerOnboardingQuestion();
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<OnboardingAnswers>({ poziom: null, egzaminy: [], przedmioty: [] });
  const [examsSuggested, setExamsSuggested] = useState(false);
  const [stepError, setStepError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const question = useRef<HTMLHeadingElement>(null);
  const focusQuestion = useRef(false);

  useEffect(() => {
    // After a step change, the new question gets focus (not on the first render: the title comes first).
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

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = stepProblem(step, answers);
    if (problem) {
      setStepError(problem);
      question.current?.focus();
      return;
    }
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
      await navigate(nextStepFor(user.onboardingStatus), { replace: true });
    } catch (error) {
      const { message, fields } = serverFormErrors(error);
      setFormError(message);
      const failedStep = STEP_FIELDS.findIndex((name) => fields[name]);
      if (failedStep >= 0) {
        focusQuestion.current = true;
        setStep(failedStep);
        setStepError(fields[STEP_FIELDS[failedStep] as string] ?? null);
      }
      setPending(false);
    }
  };

  const last = step === STEP_COUNT - 1;
  const groupId = `onboarding-${STEP_FIELDS[step]}`;

  return (
    <>
      <h1 className="text-2xl font-bold text-board-950 sm:text-3xl">Kilka pytań na start</h1>
      <p className="mt-2 text-ink-muted">Dzięki nim Kreda dopasuje materiały i zadania do Twojej nauki.</p>
      <p className="mt-5 text-sm font-semibold text-board-800">
        Krok {step + 1} z {STEP_COUNT}
      </p>
      <div className="mt-2 h-2 overflow-hidden rounded-full bg-board-100" aria-hidden="true">
        <div
          className="h-full rounded-full bg-board-700 motion-safe:transition-[width]"
          style={{ width: `${((step + 1) / STEP_COUNT) * 100}%` }}
        />
      </div>
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-6 flex flex-col gap-6">
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        {step === 0 ? (
          <ChoiceGroup
            id={groupId}
            legend="Do której klasy chodzisz?"
            legendRef={question}
            type="radio"
            choices={LEVEL_CHOICES}
            selected={answers.poziom ? [answers.poziom] : []}
            onToggle={(poziom) => update({ poziom })}
            error={stepError}
          />
        ) : null}
        {step === 1 ? (
          <ChoiceGroup
            id={groupId}
            legend="Do jakich egzaminów się przygotowujesz?"
            legendRef={question}
            hint={`Nieobowiązkowe — zaznacz najwyżej ${ONBOARDING_MAX_EXAMS} albo przejdź dalej.`}
            type="checkbox"
            choices={EXAM_CHOICES}
            selected={answers.egzaminy}
            onToggle={(exam) => update({ egzaminy: toggle(answers.egzaminy, exam) })}
            isDisabled={() => answers.egzaminy.length >= ONBOARDING_MAX_EXAMS}
            error={stepError}
          />
        ) : null}
        {step === 2 ? (
          <ChoiceGroup
            id={groupId}
            legend="Które przedmioty lubisz najbardziej?"
            legendRef={question}
            hint="Zaznacz co najmniej jeden. Możesz wybrać wiele."
            type="checkbox"
            choices={SUBJECT_CHOICES}
            selected={answers.przedmioty}
            onToggle={(subject) => update({ przedmioty: toggle(answers.przedmioty, subject) })}
            error={stepError}
          />
        ) : null}
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
