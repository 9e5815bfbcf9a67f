import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { Poziom, Przedmiot } from '../../../gql/graphql.ts';
import { apiRequest } from '../../../lib/api-client.ts';

// `/admin/rag`: the public library's documents in the search index, the test box, re-indexing a
// book and taking a chapter out of the index (all admin operations of the library module).

export const RAG_DOCUMENTS = graphql(`
  query adminRagDocuments($input: GetLibraryRagDocumentsInput!) {
    getLibraryRagDocuments(getLibraryRagDocumentsInput: $input) {
      id
      podrecznikId
      title
      chapter
      przedmiot
      poziom
      visible
      deleted
      chunkCount
      characters
      indexedAt
    }
  }
`);

export const RAG_SEARCH = graphql(`
  query adminRagSearch($input: SearchLibraryRagInput!) {
    searchLibraryRag(searchLibraryRagInput: $input) {
      documentId
      title
      chapter
      visible
      page
      text
      score
    }
  }
`);

export const RAG_REINDEX = graphql(`
  mutation adminRagReindex($input: ReindexLibraryBookInput!) {
    reindexLibraryBook(reindexLibraryBookInput: $input) {
      id
      chunkCount
    }
  }
`);

export const RAG_REMOVE = graphql(`
  mutation adminRagRemove($input: RemoveLibraryRagDocumentInput!) {
    removeLibraryRagDocument(removeLibraryRagDocumentInput: $input) {
      id
      chunkCount
    }
  }
`);

export interface RagFilter {
  przedmiot: Przedmiot | null;
  poziom: Poziom | null;
}

const documentsKey = (filter: RagFilter) => ['admin-rag', 'documents', filter] as const;

export function useRagDocuments(filter: RagFilter) {
  return useQuery({
    queryKey: documentsKey(filter),
    queryFn: async ({ signal }) =>
      (await apiRequest(RAG_DOCUMENTS, { input: filter }, { signal })).getLibraryRagDocuments,
    placeholderData: keepPreviousData,
  });
}

export type RagDocument = NonNullable<ReturnType<typeof useRagDocuments>['data']>[number];

/** The test box: one search per asked question (not cached: the index may change meanwhile). */
export function useRagSearch() {
  return useMutation({
    mutationFn: async (input: RagFilter & { question: string }) =>
      (await apiRequest(RAG_SEARCH, { input })).searchLibraryRag,
  });
}

export type RagHit = NonNullable<ReturnType<typeof useRagSearch>['data']>[number];

/** Re-indexing a book or removing a chapter: the documents are read again afterwards. */
export function useRagChange() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin-rag', 'documents'] });
  return {
    reindex: useMutation({
      mutationFn: async (podrecznikId: string) =>
        (await apiRequest(RAG_REINDEX, { input: { podrecznikId } })).reindexLibraryBook,
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: async (id: string) =>
        (await apiRequest(RAG_REMOVE, { input: { id } })).removeLibraryRagDocument,
      onSuccess: refresh,
    }),
  };
}
