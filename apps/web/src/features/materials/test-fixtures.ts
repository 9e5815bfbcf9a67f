import type { Material } from './api/material-fragments.ts';

/** A material as the server sends it, for this feature's tests. */
export function fakeMaterial(overrides: Partial<Material> = {}): Material {
  return {
    id: 'doc-1',
    workspaceId: 'ws-1',
    type: 'PDF',
    state: 'UPLOADING',
    name: 'Lektura.pdf',
    sourceType: 'NOTATKA',
    youtubeMetadata: null,
    content: null,
    segments: [],
    pageCount: null,
    ocrPages: [],
    truncatedFrom: null,
    error: null,
    file: {
      id: 'f-1',
      contentType: 'application/pdf',
      originalFileName: 'Lektura.pdf',
      fileUrl: '/api/files/f-1?sig=x',
    },
    createdAt: '2024-03-05T10:15:00Z',
    updatedAt: '2024-03-05T10:15:00Z',
    ...overrides,
  };
}
