import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { isConnectionError, isOfflineError } from '../../lib/connection.ts';
import { focusAfterPaint } from '../../lib/focus-after-paint.ts';
import { serverFormErrors } from '../../lib/form-errors.ts';
import { GraphQLRequestError } from '../../lib/graphql-errors.ts';
import { useHeldSend } from '../../lib/use-held-send.ts';
import { resultKey } from './api/quiz-cache.ts';
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

const OFFLINE_CHECK =
  'Brak połączenia z internetem. Twoja odpowiedź zostaje — wyślemy ją, gdy połączenie wróci.';
const OFFLINE_HELD =
  'Brak połączenia z internetem. Twoja odpowiedź zostaje — wyślij ją, gdy połączenie wróci.';

/** The server already has an answer to this question: an earlier send got through after all. */
const alreadyAnswered = (error: unknown) =>
  error instanceof GraphQLRequestError &&
  error.code === 'BAD_USER_INPUT' &&
  serverFormErrors(error).fields.questionId !== undefined;

/**
 * What a failed send means: `answered` when a retried send finds the first one got through after
 * all; `wait` when it could not leave offline (sent once more when back); otherwise the message.
 */
function failureOf(error: unknown, retry: boolean, refusal: (error: unknown) => string | null) {
  if (retry && alreadyAnswered(error)) return { answered: true, wait: false, problem: null };
  if (isOfflineError(error))
    return { answered: false, wait: !retry, problem: retry ? OFFLINE_HELD : OFFLINE_CHECK };
  const problem = isConnectionError(error) ? error.message : refusal(error);
  return { answered: false, wait: false, problem };
}

/** Focus follows the pupil: to the question when it changes, to the verdict when it arrives. */
function useAttemptFocus() {
  const questionHeading = useRef<HTMLHeadingElement>(null);
  const verdictHeading = useRef<HTMLHeadingElement>(null);
  const toQuestion = useRef(false);
  const toVerdict = useRef(false);
  // After the render that shows the new question or the verdict.
  useEffect(() => {
    if (toQuestion.current) {
      toQuestion.current = false;
      // After the new question is painted: focusing in the tap's task held its painting back.
      focusAfterPaint(() => questionHeading.current);
    } else if (toVerdict.current && verdictHeading.current) {
      toVerdict.current = false;
      verdictHeading.current.focus();
    }
  });
  return { questionHeading, verdictHeading, toQuestion, toVerdict };
}

/**
 * The state of an attempt in progress: the question shown, drafts per question, sending an answer
 * (practice mode stays on the verdict, test mode moves on; offline, it waits for the connection)
 * and finishing. An answer held offline is sent once back online, only while its question is still
 * shown without an answer (the server keeps one answer per question: a send that got through after
 * all cannot be doubled).
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
  const focus = useAttemptFocus();
  const queryClient = useQueryClient();

  const question = questions[index];
  const answer = question ? answers.get(question.id) : undefined;
  const held = useHeldSend<string>((questionId) => {
    if (questionId === question?.id && !answer) void send(true);
  });

  const goTo = (next: number) => {
    focus.toQuestion.current = true;
    // A review still on its way must not pull focus back once the pupil has moved on.
    focus.toVerdict.current = false;
    setProblem(null);
    photos.setProblem(null);
    held.drop();
    setIndex(next);
  };

  const send = async (retry = false) => {
    if (!question || submit.isPending) return;
    held.drop();
    const photo = question.kind === 'ZAMKNIETE' ? null : photos.photoOf(question.id);
    const request = answerFor(question, result.id, (drafts[question.id] ?? '').trim(), photo);
    setProblem(request.problem);
    if (!request.input) return;
    photos.start();
    try {
      await submit.mutateAsync({ input: request.input, photo, onProgress: photos.onProgress });
    } catch (error) {
      const failure = failureOf(error, retry, photos.refusal);
      setProblem(failure.problem);
      if (failure.wait) held.hold(question.id);
      // The verdict of the send that got through is read instead of an error.
      if (failure.answered) await queryClient.invalidateQueries({ queryKey: resultKey(result.id) });
      return;
    }
    if (photo) photos.forget(question.id);
    if (result.instantFeedback) {
      focus.toVerdict.current = true;
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
      // A changed answer is the pupil's to send: the one waiting for the connection is not.
      setProblem(held.held ? OFFLINE_HELD : null);
      held.drop();
    },
    goTo,
    send: () => void send(),
    sending: submit.isPending,
    end: () => void end(),
    ending: finish.isPending,
    problem,
    /** The photo field of the question shown (open questions). */
    photo: photos.field(question?.id, submit.isPending && Boolean(submit.variables?.photo)),
    questionHeading: focus.questionHeading,
    verdictHeading: focus.verdictHeading,
  };
}
