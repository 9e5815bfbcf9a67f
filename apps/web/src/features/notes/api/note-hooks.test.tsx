import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../../testing/fake-api.ts';
import { renderApiHook } from '../../../testing/render-hook.tsx';
import { fakeNote } from '../test-fixtures.ts';
import { noteKey, notesKey } from './note-cache.ts';
import { useSaveNote } from './save-note.ts';

describe('useSaveNote', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('puts the saved note first in the list without its content, and in full into its entry', async () => {
    const saved = fakeNote({
      id: 'n-2',
      name: 'Potęgi',
      content: '$2^3$',
      updatedAt: '2024-03-05T12:00:00Z',
    });
    installFakeApi({ editnote: () => ({ data: { editnote: saved } }) });
    const { result, queryClient } = renderApiHook(() => useSaveNote());
    const { content: _content, ...older } = fakeNote();
    queryClient.setQueryData(notesKey('ws-1'), [older]);

    await act(() => result.current.mutateAsync({ workspaceId: 'ws-1', name: 'Potęgi', content: '$2^3$' }));
    const list = queryClient.getQueryData<object[]>(notesKey('ws-1'));
    expect(list?.map((note) => (note as { id: string }).id)).toEqual(['n-2', 'note-1']);
    expect(list?.[0]).not.toHaveProperty('content');
    expect(queryClient.getQueryData(noteKey('n-2'))).toEqual(saved);
  });
});
