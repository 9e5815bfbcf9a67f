import type { QueryClient } from '@tanstack/react-query';

// Words due for review today show on the app home and a workspace's overview (the word bases'
// summaries), outside the word bases' own pages. Every query that counts them has a key starting
// with this prefix, so practice and edits in the word bases refresh them all. Here, not in the
// word bases' folder, so the pages that refresh them do not load the summaries' chunk.

export const DUE_WORDS_KEY = ['due-words'] as const;

/** Marks every count of due words stale: the shown ones refetch, the others on their next visit. */
export function invalidateDueWords(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: DUE_WORDS_KEY });
}
