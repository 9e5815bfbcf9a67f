import { useEffect, useMemo, useRef, useState } from 'react';
import { serverFormErrors } from '../../lib/form-errors.ts';
import type { Quiz, QuizAnswer, QuizQuestion, QuizResult } from './api/quiz-fragments.ts';
import { useSubmitAnswer } from './api/submit-answer.ts';
import { useSubmitQuizResult } from './api/submit-quiz-result.ts';

/** Questions in quiz order. */
export const orderedQuestions = (quiz: Pick<Quiz, 'questions'>): QuizQuestion[] =>
  [...quiz.questions].sort((a, b) => a.order - b.order);

/** Where a resumed attempt starts: the first question without an answer (the last when all have one). */
export function firstUnanswered(questions: readonly QuizQuestion[], answered: ReadonlySet<string>): number {
  const index = questions.findIndex((question) => !answered.has(question.id));
  return index === -1 ? Math.max(0, questions.length - 1) : index;
}

/** The next question without an answer after `from`, wrapping round; null when all have one. */
function nextUnanswered(questions: readonly QuizQuestion[], answered: ReadonlySet<string>, from: number) {
  for (let step = 1; step <= questions.length; step++) {
    const index = (from + step) % questions.length;
    const question = questions[index];
    if (question && !answered.has(question.id)) return index;
  }
  return null;
}

/**
 * The state of an attempt in progress: the question shown, drafts per question, sending an answer
 * (practice mode stays on the verdict, test mode moves on) and finishing. Focus follows the
 * pupil: to the question when it changes, to the verdict when it arrives.
 */
export function useAttempt(quiz: Quiz, result: QuizResult) {
  const questions = useMemo(() => orderedQuestions(quiz), [quiz]);
  const answers = useMemo(
    () => new Map<string, QuizAnswer>(result.quizAnswers.map((answer) => [answer.questionId, answer])),
    [result.quizAnswers],
  );
  const answered = useMemo(() => new Set(answers.keys()), [answers]);
  const [index, setIndex] = useState(() => firstUnanswered(questions, answered));
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const submit = useSubmitAnswer();
  const finish = useSubmitQuizResult();
  const questionHeading = useRef<HTMLHeadingElement>(null);
  const verdictHeading = useRef<HTMLHeadingElement>(null);
  const focusQuestion = useRef(false);
  const focusVerdict = useRef(false);

  const question = questions[index];
  const answer = question ? answers.get(question.id) : undefined;

  // After the render that shows the new question or the verdict.
  useEffect(() => {
    if (focusQuestion.current) {
      focusQuestion.current = false;
      questionHeading.current?.focus();
    } else if (focusVerdict.current && verdictHeading.current) {
      focusVerdict.current = false;
      verdictHeading.current.focus();
    }
  });

  const goTo = (next: number) => {
    focusQuestion.current = true;
    // A review still on its way must not pull focus back once the pupil has moved on.
    focusVerdict.current = false;
    setProblem(null);
    setIndex(next);
  };

  const send = async () => {
    if (!question || submit.isPending) return;
    const draft = (drafts[question.id] ?? '').trim();
    const closed = question.kind === 'ZAMKNIETE';
    if (!draft) {
      setProblem(closed ? 'Wybierz jedną z odpowiedzi.' : 'Wpisz odpowiedź.');
      return;
    }
    setProblem(null);
    try {
      await submit.mutateAsync({
        quizResultId: result.id,
        questionId: question.id,
        ...(closed ? { optionId: draft } : { answer: draft }),
      });
    } catch (error) {
      setProblem(serverFormErrors(error).message);
      return;
    }
    if (result.instantFeedback) {
      focusVerdict.current = true;
      return;
    }
    const next = nextUnanswered(questions, new Set([...answered, question.id]), index);
    if (next !== null) goTo(next);
  };

  const end = async () => {
    setProblem(null);
    try {
      await finish.mutateAsync(result.id);
    } catch (error) {
      setProblem(serverFormErrors(error).message);
    }
  };

  return {
    questions,
    index,
    question,
    answer,
    answeredCount: answered.size,
    draft: question ? (drafts[question.id] ?? '') : '',
    setDraft: (value: string) => {
      if (question) setDrafts((all) => ({ ...all, [question.id]: value }));
      setProblem(null);
    },
    goTo,
    send: () => void send(),
    sending: submit.isPending,
    end: () => void end(),
    ending: finish.isPending,
    problem,
    questionHeading,
    verdictHeading,
  };
}
