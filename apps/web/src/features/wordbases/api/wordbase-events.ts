import { graphql } from '../../../gql/gql.ts';
import { liveEvent, useLiveSync } from '../../../lib/use-live-sync.ts';
import { applyWordBaseSummary, wordBaseKey, wordBasesKey, wordPagesKey } from './wordbase-cache.ts';

/** The workspace's sets made, changed (words picked by AI, progress) or deleted, as summaries. */
export const WORD_BASE_EVENTS = graphql(`
  subscription newWordBase($newWordBaseInput: NewWordBaseInput!) {
    newWordBase(newWordBaseInput: $newWordBaseInput) {
      ...WordBaseSummaryFields
    }
  }
`);

export const wordBaseEvent = (workspaceId: string) =>
  liveEvent(WORD_BASE_EVENTS, { newWordBaseInput: { workspaceId } }, (data, queryClient) => {
    const base = data.newWordBase;
    const cached = queryClient.getQueryData<{ state: string; updatedAt: string }>(wordBaseKey(base.id));
    applyWordBaseSummary(queryClient, base);
    // The words came (AI finished picking) or were changed elsewhere: the pages read are old (a
    // save here has put its set in the cache already, so it is not read twice).
    if (cached && (cached.state !== base.state || cached.updatedAt !== base.updatedAt))
      void queryClient.invalidateQueries({ queryKey: wordPagesKey(base.id) });
  });

/** Keeps the workspace's sets live (the list, and a set's page while AI picks its words). */
export function useLiveWordBases(workspaceId: string, wordBaseId?: string): void {
  useLiveSync({
    enabled: workspaceId !== '',
    events: [wordBaseEvent(workspaceId)],
    refetchOnReconnect: [
      wordBasesKey(workspaceId),
      ...(wordBaseId ? [wordBaseKey(wordBaseId), wordPagesKey(wordBaseId)] : []),
    ],
  });
}
