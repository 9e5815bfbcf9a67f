import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { byFormField } from '../../../lib/form-errors.ts';
import { loadUploads } from '../../../lib/load-uploads.ts';

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

/** After a cover changed: the admin's pages and the public catalogue read the book again. */
function useCoverSaved() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['admin-library'] }),
      queryClient.invalidateQueries({ queryKey: ['library'] }),
    ]);
}

export function useSetCover() {
  const saved = useCoverSaved();
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
    onSuccess: saved,
  });
}

export function useRemoveCover() {
  const saved = useCoverSaved();
  return useMutation({
    mutationFn: async (podrecznikId: string) =>
      (await apiRequest(REMOVE_COVER, { input: { podrecznikId } })).removePodrecznikCover,
    onSuccess: saved,
  });
}
