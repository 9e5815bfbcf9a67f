import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { CreateUserDocInput } from '../../../gql/graphql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import type { UploadProgress } from '../../../lib/graphql-upload.ts';
import { loadUploads } from '../../../lib/load-uploads.ts';
import { rememberMaterial } from './material-cache.ts';

export const CREATE_MATERIAL = graphql(`
  mutation createUserDoc($createUserDocInput: CreateUserDocInput!) {
    createUserDoc(createUserDocInput: $createUserDocInput) {
      __typename
      ... on UserDoc {
        ...MaterialSummaryFields
      }
      ... on ExecutionError {
        errorCode
        message
      }
    }
  }
`);

const FILE_PATH = 'variables.createUserDocInput.file';

export interface NewMaterial {
  input: Omit<CreateUserDocInput, 'file'>;
  /** A file goes as a multipart upload with real progress; text and links as JSON. */
  file?: File;
  onProgress?: (progress: UploadProgress) => void;
  /** Aborts a file upload (the request itself, so an unfinished file never reaches the server). */
  signal?: AbortSignal;
}

/**
 * Adds a material (file, pasted text or YouTube link). Resolves with the server's answer: the new
 * material (already in the list) or an ExecutionError whose Polish message says why not.
 */
export function useCreateMaterial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ input, file, onProgress, signal }: NewMaterial) => {
      const variables = { createUserDocInput: input };
      const result = file
        ? await (await loadUploads()).uploadRequest(CREATE_MATERIAL, variables, file, {
            filePath: FILE_PATH,
            ...(onProgress ? { onProgress } : {}),
            ...(signal ? { signal } : {}),
          })
        : await apiRequest(CREATE_MATERIAL, variables);
      return result.createUserDoc;
    },
    onSuccess: (answer) => {
      if (answer.__typename === 'UserDoc') rememberMaterial(queryClient, answer);
    },
  });
}
