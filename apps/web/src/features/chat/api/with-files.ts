import { apiRequest } from '../../../lib/api-client.ts';
import type { TypedDocument } from '../../../lib/graphql-client.ts';
import type { UploadProgress } from '../../../lib/graphql-upload.ts';
import { loadUploads } from '../../../lib/load-uploads.ts';

export interface SendOptions {
  onProgress?: (progress: UploadProgress) => void;
}

/**
 * The transport of the chat's sending operations: a JSON request without files, a multipart
 * request with them (`<input>.files.0`, `.1`…) with upload progress.
 */
export function requestWithFiles<TResult, TVariables extends Record<string, unknown>>(
  document: TypedDocument<TResult, TVariables>,
  variables: TVariables,
  inputName: string,
  files: readonly File[],
  options: SendOptions,
): Promise<TResult> {
  if (files.length === 0) return apiRequest(document, variables);
  return loadUploads().then(({ uploadFilesRequest }) =>
    uploadFilesRequest(
      document,
      variables,
      files.map((file, i) => ({ file, path: `variables.${inputName}.files.${i}` })),
      options.onProgress ? { onProgress: options.onProgress } : {},
    ),
  );
}
