import { describe, expect, it } from 'vitest';
import { MAX_DEPTH, operationDepth } from '../../testing/document-depth.ts';
import { GET_ACTION_SOURCES } from './get-action-sources.ts';
import { UPDATE_SOURCES } from './update-sources.ts';

// The operations several tools share (features do not import each other, so they live here once).
describe('shared documents', () => {
  it('stay within the depth the server accepts', () => {
    for (const [name, document] of Object.entries({ GET_ACTION_SOURCES, UPDATE_SOURCES }))
      expect(operationDepth(document), name).toBeLessThanOrEqual(MAX_DEPTH);
  });

  it('are the only documents of their operations in the app', () => {
    const sources = import.meta.glob('../../{features,components,lib}/**/*.{ts,tsx}', {
      query: '?raw',
      import: 'default',
      eager: true,
    }) as Record<string, string>;
    const documentsOf = (field: string) =>
      Object.entries(sources)
        .filter(
          ([file, text]) =>
            !file.endsWith('.test.ts') &&
            !file.endsWith('.test.tsx') &&
            text.includes(`${field}(${field}Input`),
        )
        .map(([file]) => file);
    expect(documentsOf('getActionSources')).toEqual(['./get-action-sources.ts']);
    expect(documentsOf('updateSources')).toEqual(['./update-sources.ts']);
  });
});
