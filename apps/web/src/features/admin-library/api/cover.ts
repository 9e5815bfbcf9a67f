import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { byFormField } from '../../../lib/form-errors.ts';
import { loadUploads } from '../../../lib/load-uploads.ts';
import { readLibraryAgain } from './update-textbook.ts';

/** A textbook's cover from an image (the server checks it and stores a small WebP). */
export const SET_COVER = graphql(`
  mutation adminSetTextbookCover($input: SetPodrecznikCoverInput!) {
    setPodrecznikCover(setPodrecznikCoverInput: $input) {
      ...AdminTextbookFields
    }
  }
`);

export const REMOVE_COVER = graphql(`
  mutation adminRemoveTextbookCover($input: RemovePodrecznikCoverInput!) {
    removePodrecznikCover(removePodrecznikCoverInput: $input) {
      ...AdminTextbookFields
    }
  }
`);

export function useSetCover() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ podrecznikId, file }: { podrecznikId: string; file: File }) => {
      try {
        const result = await (await loadUploads()).uploadRequest(
          SET_COVER,
          { input: { podrecznikId, file } },
          file,
          { filePath: 'variables.input.file' },
        );
        return result.setPodrecznikCover;
      } catch (error) {
        throw byFormField(error);
      }
    },
    onSuccess: () => readLibraryAgain(queryClient),
  });
}

export function useRemoveCover() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (podrecznikId: string) =>
      (await apiRequest(REMOVE_COVER, { input: { podrecznikId } })).removePodrecznikCover,
    onSuccess: () => readLibraryAgain(queryClient),
  });
}
