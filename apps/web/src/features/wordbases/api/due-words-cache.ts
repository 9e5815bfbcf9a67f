import type { QueryClient } from '@tanstack/react-query';

// Words due for review today appear outside the word bases (the app home, a workspace's overview).
// Every query that counts them has a key starting with this prefix, so practice and edits in the
// word bases refresh them all without knowing who shows them.

export const DUE_WORDS_KEY = ['due-words'] as const;

/** Marks every count of due words stale: the shown ones refetch, the others on their next visit. */
export function invalidateDueWords(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: DUE_WORDS_KEY });
}
