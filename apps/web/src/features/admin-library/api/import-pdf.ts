import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { byFormField } from '../../../lib/form-errors.ts';
import type { UploadProgress } from '../../../lib/graphql-upload.ts';
import { loadUploads } from '../../../lib/load-uploads.ts';
import { importsKey } from './get-imports.ts';

/** Uploads a textbook's PDF and starts its import (a durable job on the server). */
export const IMPORT_PDF = graphql(`
  mutation adminImportTextbookPdf($input: ImportPodrecznikPdfInput!) {
    importPodrecznikPdf(importPodrecznikPdfInput: $input) {
      ...AdminImportFields
    }
  }
`);

export interface PdfUpload {
  podrecznikId: string;
  file: File;
  onProgress?: (progress: UploadProgress) => void;
}

/** Sends the PDF in one multipart request; the textbook's imports are read again once it is in. */
export function useImportPdf() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ podrecznikId, file, onProgress }: PdfUpload) => {
      try {
        const result = await (await loadUploads()).uploadRequest(
          IMPORT_PDF,
          { input: { podrecznikId, file } },
          file,
          { filePath: 'variables.input.file', ...(onProgress ? { onProgress } : {}) },
        );
        return result.importPodrecznikPdf;
      } catch (error) {
        throw byFormField(error);
      }
    },
    onSuccess: (_, { podrecznikId }) => queryClient.invalidateQueries({ queryKey: importsKey(podrecznikId) }),
  });
}
