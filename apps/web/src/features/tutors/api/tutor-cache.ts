import type { QueryClient } from '@tanstack/react-query';
import type { TutorDetail, TutorSession, TutorSummary, TutorTopic } from './tutor-fragments.ts';

export const tutorsKey = ['tutors', 'list'] as const;
export const tutorKey = (id: string) => ['tutors', 'tutor', id] as const;
export const topicDataKey = (topicId: string) => ['tutors', 'topic-data', topicId] as const;

/** While a tutor's plan or topics are written: read again now and then, in case an event was missed. */
export const WORKING_POLL_MS = 5_000;

const newestFirst = (a: { createdAt: string }, b: { createdAt: string }) =>
  Date.parse(b.createdAt) - Date.parse(a.createdAt);
const inOrder = (topics: readonly TutorTopic[]) => [...topics].sort((a, b) => a.order - b.order);

/** Only the summary's fields of a tutor (a detail must not carry its chapter into the list). */
export function toSummary(tutor: TutorSummary | TutorDetail): TutorSummary {
  const { id, name, przedmiot, poziom, origin, state, error, progress, createdAt, aiTutorTemat } = tutor;
  return {
    id,
    name,
    przedmiot,
    poziom,
    origin,
    state,
    error,
    progress,
    createdAt,
    aiTutorTemat: aiTutorTemat.map((topic) => ({ id: topic.id, state: topic.state })),
  };
}

/** A tutor ordered or moved on (a list event, an order's answer): into the list, newest first. */
export function applyTutorSummary(queryClient: QueryClient, tutor: TutorSummary | TutorDetail): void {
  const summary = toSummary(tutor);
  queryClient.setQueryData<TutorSummary[]>(tutorsKey, (list) =>
    list ? [summary, ...list.filter((entry) => entry.id !== summary.id)].sort(newestFirst) : list,
  );
}

/** The whole tutor as its page's event or the order brings it: its page and its list entry. */
export function applyTutor(queryClient: QueryClient, tutor: TutorDetail): void {
  queryClient.setQueryData<TutorDetail>(tutorKey(tutor.id), {
    ...tutor,
    aiTutorTemat: inOrder(tutor.aiTutorTemat),
  });
  applyTutorSummary(queryClient, tutor);
}

/**
 * A topic written, failed or mastered: into its tutor's plan, in order. A topic the plan does not
 * hold yet (its plan's own event was missed) has the tutor read again, so the page converges.
 */
export function applyTopic(queryClient: QueryClient, topic: TutorTopic): void {
  const queryKey = tutorKey(topic.aiTutorId);
  const tutor = queryClient.getQueryData<TutorDetail>(queryKey);
  if (!tutor) return;
  if (!tutor.aiTutorTemat.some((entry) => entry.id === topic.id)) {
    void queryClient.invalidateQueries({ queryKey, exact: true });
    return;
  }
  const topics = tutor.aiTutorTemat.map((entry) => (entry.id === topic.id ? topic : entry));
  queryClient.setQueryData<TutorDetail>(queryKey, { ...tutor, aiTutorTemat: topics });
  applyTutorSummary(queryClient, { ...tutor, aiTutorTemat: topics });
  // A topic whose content was read while it was still being written: read it again.
  if (topic.full_generated)
    void queryClient.invalidateQueries({ queryKey: topicDataKey(topic.id), exact: true });
}

const oldestFirst = (a: { createdAt: string }, b: { createdAt: string }) =>
  Date.parse(a.createdAt) - Date.parse(b.createdAt);

/**
 * A session started or moved on: into its topic's sessions, oldest first. A session of a topic
 * the page does not hold (the plan read before it existed) has the tutor read again.
 */
export function applySession(queryClient: QueryClient, tutorId: string, session: TutorSession): void {
  const queryKey = tutorKey(tutorId);
  const tutor = queryClient.getQueryData<TutorDetail>(queryKey);
  if (!tutor) return;
  const topic = tutor.aiTutorTemat.find((entry) => entry.id === session.aiTutorTematId);
  if (!topic) {
    void queryClient.invalidateQueries({ queryKey, exact: true });
    return;
  }
  const sessions = [...topic.sessions.filter((entry) => entry.id !== session.id), session].sort(oldestFirst);
  queryClient.setQueryData<TutorDetail>(queryKey, {
    ...tutor,
    aiTutorTemat: tutor.aiTutorTemat.map((entry) => (entry.id === topic.id ? { ...topic, sessions } : entry)),
  });
}

/** After a deletion: out of the list and the cache. */
export function forgetTutor(queryClient: QueryClient, id: string): void {
  queryClient.setQueryData<TutorSummary[]>(tutorsKey, (list) => list?.filter((tutor) => tutor.id !== id));
  queryClient.removeQueries({ queryKey: tutorKey(id), exact: true });
}
