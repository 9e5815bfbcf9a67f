import { useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { AdminImportFieldsFragment } from '../../../gql/graphql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { liveEvent, useLiveSync } from '../../../lib/use-live-sync.ts';
import { adminTextbookKey } from './get-admin-textbook.ts';

/**
 * One import of a textbook's PDF: its stage and progress.
 * @codegen spread by name in other documents; codegen reads it, no code imports it
 */
export const ADMIN_IMPORT_FRAGMENT = graphql(`
  fragment AdminImportFields on PodrecznikImport {
    id
    podrecznikId
    fileName
    state
    tocSource
    pageCount
    pagesRead
    chapterCount
    subchapterCount
    subchaptersRead
    exercisesFound
    exercisesSolved
    exercisesFailed
    note
    error
    attempt
    updatedAt
  }
`);

/** A textbook's imports, the newest first. */
export const GET_IMPORTS = graphql(`
  query adminTextbookImports($podrecznikId: ID!) {
    podrecznikImports(podrecznikId: $podrecznikId) {
      ...AdminImportFields
    }
  }
`);

/** Each stage and progress of a textbook's imports as it happens. */
export const IMPORT_CHANGED = graphql(`
  subscription adminTextbookImportChanged($podrecznikId: ID!) {
    podrecznikImportChanged(podrecznikId: $podrecznikId) {
      ...AdminImportFields
    }
  }
`);

export type AdminImport = AdminImportFieldsFragment;

const RUNNING = new Set(['QUEUED', 'READING', 'TOC', 'CHAPTERS', 'EXERCISES', 'SOLVING']);

export const importsKey = (bookId: string) => ['admin-library', 'imports', bookId] as const;

/**
 * The textbook's imports, kept live: each change replaces its import in the cache, and one that
 * has written its chapters, or finished, reads the textbook again (its table and exercises).
 */
export function useImports(bookId: string) {
  const queryClient = useQueryClient();
  useLiveSync({
    events: [
      liveEvent(IMPORT_CHANGED, { podrecznikId: bookId }, (data) => {
        const changed = data.podrecznikImportChanged;
        const before = queryClient
          .getQueryData<AdminImport[]>(importsKey(bookId))
          ?.find((item) => item.id === changed.id);
        queryClient.setQueryData<AdminImport[]>(importsKey(bookId), (list = []) =>
          list.some((item) => item.id === changed.id)
            ? list.map((item) => (item.id === changed.id ? changed : item))
            : [changed, ...list],
        );
        // The chapters are written (EXERCISES), and then their exercises solved (DONE).
        if (before?.state !== changed.state && ['EXERCISES', 'DONE'].includes(changed.state))
          void queryClient.invalidateQueries({ queryKey: adminTextbookKey(bookId) });
      }),
    ],
    refetchOnReconnect: [importsKey(bookId)],
  });
  return useQuery<AdminImport[]>({
    queryKey: importsKey(bookId),
    // A stage passed between this read and the subscription's start is never told: while the
    // import runs, it is also read again now and then.
    refetchInterval: (query) => {
      const latest = query.state.data?.[0];
      return latest && RUNNING.has(latest.state) ? 5_000 : false;
    },
    queryFn: async ({ signal }) =>
      (await apiRequest(GET_IMPORTS, { podrecznikId: bookId }, { signal })).podrecznikImports,
  });
}
