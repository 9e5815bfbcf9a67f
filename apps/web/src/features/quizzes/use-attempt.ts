import { useEffect, useMemo, useRef, useState } from 'react';
import { serverFormErrors } from '../../lib/form-errors.ts';
import type { Quiz, QuizAnswer, QuizQuestion, QuizResult } from './api/quiz-fragments.ts';
import { useSubmitAnswer } from './api/submit-answer.ts';
import { useSubmitQuizResult } from './api/submit-quiz-result.ts';
import { useAnswerPhotos } from './use-answer-photos.ts';

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

/** What is sent as the answer to `question`, or the Polish reason nothing can be sent yet. */
function answerFor(question: QuizQuestion, quizResultId: string, draft: string, photo: File | null) {
  const closed = question.kind === 'ZAMKNIETE';
  if (!draft && !photo)
    return {
      input: null,
      problem: closed ? 'Wybierz jedną z odpowiedzi.' : 'Wpisz odpowiedź albo dodaj zdjęcie rozwiązania.',
    };
  const given = closed ? { optionId: draft } : draft ? { answer: draft } : {};
  return { input: { quizResultId, questionId: question.id, ...given }, problem: null };
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
  const photos = useAnswerPhotos();
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
    photos.setProblem(null);
    setIndex(next);
  };

  const send = async () => {
    if (!question || submit.isPending) return;
    const photo = question.kind === 'ZAMKNIETE' ? null : photos.photoOf(question.id);
    const request = answerFor(question, result.id, (drafts[question.id] ?? '').trim(), photo);
    setProblem(request.problem);
    if (!request.input) return;
    photos.start();
    try {
      await submit.mutateAsync({ input: request.input, photo, onProgress: photos.onProgress });
    } catch (error) {
      setProblem(photos.refusal(error));
      return;
    }
    if (photo) photos.forget(question.id);
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
    /** The photo field of the question shown (open questions). */
    photo: photos.field(question?.id, submit.isPending && Boolean(submit.variables?.photo)),
    questionHeading,
    verdictHeading,
  };
}
