import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { noteKey } from './note-cache.ts';

export const GET_NOTE = graphql(`
  query getAiNoteById($getAiNoteByIdInput: GetAiNoteByIdInput!) {
    getAiNoteById(getAiNoteByIdInput: $getAiNoteByIdInput) {
      ...NoteDetailFields
    }
  }
`);

export const noteQueryOptions = (id: string) =>
  queryOptions({
    queryKey: noteKey(id),
    queryFn: async ({ signal }) => {
      const { getAiNoteById } = await apiRequest(GET_NOTE, { getAiNoteByIdInput: { id } }, { signal });
      return getAiNoteById;
    },
  });

export function useNote(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...noteQueryOptions(id), enabled });
}
