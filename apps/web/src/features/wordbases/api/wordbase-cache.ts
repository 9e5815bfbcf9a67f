import type { QueryClient } from '@tanstack/react-query';
import { invalidateDueWords } from '../../../lib/due-words.ts';
import type {
  WordBase,
  WordBaseSession,
  WordBaseSessionSummary,
  WordBaseSummary,
  WordExercise,
} from './wordbase-fragments.ts';

export const languagesKey = ['wordbases', 'languages'] as const;
export const wordBasesKey = (workspaceId: string) => ['wordbases', 'list', workspaceId] as const;
export const wordBaseKey = (id: string) => ['wordbases', 'base', id] as const;
/** Every page of a set's words, whatever was searched: what a change of its words makes stale. */
export const wordPagesKey = (id: string) => ['wordbases', 'words', id] as const;
export const wordPageKey = (id: string, search: string, page: number) =>
  [...wordPagesKey(id), search, page] as const;
export const historyKey = (id: string) => ['wordbases', 'history', id] as const;
export const sessionsKey = (wordBaseId: string) => ['wordbases', 'sessions', wordBaseId] as const;
export const sessionKey = (id: string) => ['wordbases', 'session', id] as const;

const newestFirst = (a: { createdAt: string }, b: { createdAt: string }) =>
  Date.parse(b.createdAt) - Date.parse(a.createdAt);

/**
 * A set made, changed, deleted or restored (a live event, a mutation's answer): into its
 * workspace's list (a deleted one leaves it) and over its page.
 */
export function applyWordBaseSummary(queryClient: QueryClient, summary: WordBaseSummary): void {
  queryClient.setQueryData<WordBaseSummary[]>(wordBasesKey(summary.workspaceId), (list) => {
    if (!list) return list;
    const others = list.filter((entry) => entry.id !== summary.id);
    return summary.isDeleted ? others : [summary, ...others].sort(newestFirst);
  });
  queryClient.setQueryData<WordBase>(wordBaseKey(summary.id), (detail) =>
    detail ? { ...detail, ...summary } : detail,
  );
}

/**
 * A set as a save returns it: its page, its list entry; its words (read a page at a time) and the
 * counts to review may have changed.
 */
export function applyWordBase(queryClient: QueryClient, base: WordBase): void {
  queryClient.setQueryData(wordBaseKey(base.id), base);
  applyWordBaseSummary(queryClient, base);
  void queryClient.invalidateQueries({ queryKey: wordPagesKey(base.id) });
  void queryClient.invalidateQueries({ queryKey: historyKey(base.id) });
  void invalidateDueWords(queryClient);
}

/** A session as a rating, an answer or its start returns it; its set's numbers move on. */
export function applySession(queryClient: QueryClient, session: WordBaseSession): void {
  queryClient.setQueryData(sessionKey(session.id), session);
  const { exercises: _e, nextWord: _n, ...summary } = session;
  queryClient.setQueryData<WordBaseSessionSummary[]>(sessionsKey(session.wordBaseId), (list) =>
    list ? [summary, ...list.filter((entry) => entry.id !== session.id)].sort(newestFirst) : list,
  );
}

/**
 * After practice the set's progress, its words' review states, due words and history are stale: they are read again where
 * they are shown (the flashcards themselves do not show them).
 */
export function afterPractice(queryClient: QueryClient, wordBaseId: string): void {
  void queryClient.invalidateQueries({ queryKey: wordBaseKey(wordBaseId) });
  void queryClient.invalidateQueries({ queryKey: wordPagesKey(wordBaseId) });
  void queryClient.invalidateQueries({ queryKey: historyKey(wordBaseId) });
  void queryClient.invalidateQueries({ queryKey: ['wordbases', 'list'] });
  void invalidateDueWords(queryClient);
}

/** An exercise checked: into its session, in its place. */
export function applyExercise(queryClient: QueryClient, sessionId: string, exercise: WordExercise): void {
  queryClient.setQueryData<WordBaseSession>(sessionKey(sessionId), (session) =>
    session
      ? {
          ...session,
          exercises: session.exercises.map((entry) => (entry.id === exercise.id ? exercise : entry)),
        }
      : session,
  );
}
