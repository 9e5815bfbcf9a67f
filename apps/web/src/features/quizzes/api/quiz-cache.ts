import type { QueryClient } from '@tanstack/react-query';
import { isQuizReady } from '../quiz-state.ts';
import type {
  Quiz,
  QuizAnswer,
  QuizFlow,
  QuizResult,
  QuizResultSummary,
  QuizSummary,
} from './quiz-fragments.ts';

export const flowsKey = (workspaceId: string) => ['quizzes', 'flows', workspaceId] as const;
export const quizKey = (id: string) => ['quizzes', 'quiz', id] as const;
export const resultKey = (id: string) => ['quizzes', 'result', id] as const;

const newestFirst = (a: { createdAt: string }, b: { createdAt: string }) =>
  Date.parse(b.createdAt) - Date.parse(a.createdAt);

function upsert<T extends { id: string; createdAt: string }>(list: readonly T[], item: T): T[] {
  return [item, ...list.filter((entry) => entry.id !== item.id)].sort(newestFirst);
}

/** The flows with `flow` in its place (a deleted one leaves). */
export function upsertFlow(list: QuizFlow[] | undefined, flow: QuizFlow): QuizFlow[] | undefined {
  if (!list) return list;
  if (flow.isDeleted || flow.quizzes.length === 0) return list.filter((entry) => entry.id !== flow.id);
  return upsert(list, flow);
}

/** The flows with `quiz` in its flow; undefined when its flow is not in the list yet. */
export function upsertQuizInFlows(list: QuizFlow[] | undefined, quiz: QuizSummary): QuizFlow[] | undefined {
  if (!list?.some((flow) => flow.id === quiz.quizFlowId)) return undefined;
  return list.map((flow) =>
    flow.id === quiz.quizFlowId ? { ...flow, quizzes: upsert(flow.quizzes, quiz) } : flow,
  );
}

/** A quiz made or changed (generation state, attempts): into the list and over its cached page. */
export function applyQuizEvent(queryClient: QueryClient, quiz: QuizSummary): void {
  const flows = queryClient.getQueryData<QuizFlow[]>(flowsKey(quiz.workspaceId));
  const patched = upsertQuizInFlows(flows, quiz);
  if (patched) queryClient.setQueryData(flowsKey(quiz.workspaceId), patched);
  // A quiz of a flow the list does not know yet: the flow arrives by itself or with a fresh read.
  else if (flows) void queryClient.invalidateQueries({ queryKey: flowsKey(quiz.workspaceId), exact: true });

  const detail = queryClient.getQueryData<Quiz>(quizKey(quiz.id));
  if (!detail) return;
  queryClient.setQueryData<Quiz>(quizKey(quiz.id), { ...detail, ...quiz });
  // The questions come with the ready quiz, which the event (a summary) does not carry.
  if (isQuizReady(quiz.state) && detail.questions.length === 0)
    void queryClient.invalidateQueries({ queryKey: quizKey(quiz.id), exact: true });
}

/** A quiz just ordered (a mutation's answer, a summary): into its flow, and its page's entry. */
export function rememberNewQuiz(queryClient: QueryClient, quiz: QuizSummary): void {
  // Its questions are still being written: the page can open at once, with none yet.
  if (!isQuizReady(quiz.state)) queryClient.setQueryData<Quiz>(quizKey(quiz.id), { ...quiz, questions: [] });
  applyQuizEvent(queryClient, quiz);
}

/** A flow made or changed elsewhere. */
export function applyFlowEvent(queryClient: QueryClient, flow: QuizFlow): void {
  queryClient.setQueryData<QuizFlow[]>(flowsKey(flow.workspaceId), (list) => upsertFlow(list, flow));
}

function withResult<T extends { quizResults: QuizResultSummary[] }>(quiz: T, result: QuizResultSummary): T {
  const { quizAnswers: _answers, ...summary } = result as QuizResultSummary & { quizAnswers?: unknown };
  return { ...quiz, quizResults: upsert(quiz.quizResults, summary) };
}

/** An attempt as the server answered it: its own entry, and its summary in the quiz and the list. */
export function rememberResult(queryClient: QueryClient, result: QuizResult): void {
  queryClient.setQueryData(resultKey(result.id), result);
  queryClient.setQueryData<Quiz>(quizKey(result.quizWorkspaceId), (quiz) =>
    quiz ? withResult(quiz, result) : quiz,
  );
  queryClient.setQueryData<QuizFlow[]>(flowsKey(result.workspaceId), (flows) =>
    flows?.map((flow) => ({
      ...flow,
      quizzes: flow.quizzes.map((quiz) =>
        quiz.id === result.quizWorkspaceId ? withResult(quiz, result) : quiz,
      ),
    })),
  );
}

/** One answer saved: into its attempt, in question order of arrival. */
export function rememberAnswer(queryClient: QueryClient, resultId: string, answer: QuizAnswer): void {
  queryClient.setQueryData<QuizResult>(resultKey(resultId), (result) => {
    if (!result) return result;
    // The live review can arrive before the answer's own response: a verdict is never replaced by
    // the "reviewing" state it came after.
    const known = result.quizAnswers.find((a) => a.id === answer.id);
    if (known && !known.isReviewing && answer.isReviewing) return result;
    const quizAnswers = [...result.quizAnswers.filter((a) => a.questionId !== answer.questionId), answer];
    // Reviewing until every verdict is in (and read again now and then meanwhile: get-quiz-result.ts).
    return { ...result, quizAnswers, isReviewing: quizAnswers.some((a) => a.isReviewing) };
  });
}

/** After a deletion, once its page is left: out of the list (its flow too, when it was the last). */
export function forgetQuiz(queryClient: QueryClient, quiz: Pick<QuizSummary, 'id' | 'workspaceId'>): void {
  queryClient.setQueryData<QuizFlow[]>(flowsKey(quiz.workspaceId), (flows) =>
    flows
      ?.map((flow) => ({ ...flow, quizzes: flow.quizzes.filter((entry) => entry.id !== quiz.id) }))
      .filter((flow) => flow.quizzes.length > 0),
  );
  queryClient.removeQueries({ queryKey: quizKey(quiz.id), exact: true });
}
