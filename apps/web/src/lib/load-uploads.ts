/**
 * The multipart upload client (graphql-upload.ts), loaded when a file is first sent: most visits
 * send none, so the pages that can send one do not carry it in their first paint.
 */
export function loadUploads(): Promise<typeof import('./graphql-upload.ts')> {
  return import('./graphql-upload.ts');
}
