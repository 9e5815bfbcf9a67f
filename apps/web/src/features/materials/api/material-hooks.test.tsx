import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../../testing/fake-api.ts';
import { renderApiHook } from '../../../testing/render-hook.tsx';
import { fakeMaterial } from '../test-fixtures.ts';
import { useCreateMaterial } from './create-material.ts';
import { useDeleteMaterial } from './delete-material.ts';
import { materialKey, materialsKey } from './material-cache.ts';
import type { Material, MaterialSummary } from './material-fragments.ts';
import { useUpdateMaterial } from './update-material.ts';

const summaryOf = ({ content, segments, file, youtubeMetadata, ocrPages, pageCount, ...summary }: Material) =>
  summary;

describe('material mutation hooks', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('puts a created material first in the list, and nothing when the server refuses it', async () => {
    const created = summaryOf(fakeMaterial({ id: 'txt', name: 'Kartkówka', type: 'TXT' }));
    let refuse = false;
    const api = installFakeApi({
      createUserDoc: () => ({
        data: {
          createUserDoc: refuse
            ? { __typename: 'ExecutionError', errorCode: 'INVALID_FILE', message: 'Pusty tekst.' }
            : { __typename: 'UserDoc', ...created },
        },
      }),
    });
    const { result, queryClient } = renderApiHook(() => useCreateMaterial());
    queryClient.setQueryData(materialsKey('ws-1'), [summaryOf(fakeMaterial())]);

    await act(() => result.current.mutateAsync({ input: { workspaceId: 'ws-1', text: 'Zadania' } }));
    expect(queryClient.getQueryData<MaterialSummary[]>(materialsKey('ws-1'))?.map((m) => m.id)).toEqual([
      'txt',
      'doc-1',
    ]);
    expect(api.calls[0]?.variables).toEqual({ createUserDocInput: { workspaceId: 'ws-1', text: 'Zadania' } });

    refuse = true;
    const answer = await act(() => result.current.mutateAsync({ input: { workspaceId: 'ws-1', text: ' ' } }));
    expect(answer).toMatchObject({ __typename: 'ExecutionError', message: 'Pusty tekst.' });
    expect(queryClient.getQueryData<MaterialSummary[]>(materialsKey('ws-1'))).toHaveLength(2);
  });

  it('renames in the list and in the open material, keeping its read text', async () => {
    installFakeApi({
      updatedoc: () => ({
        data: {
          updatedoc: summaryOf(fakeMaterial({ name: 'Rozdział 2', updatedAt: '2024-03-05T11:00:00Z' })),
        },
      }),
    });
    const { result, queryClient } = renderApiHook(() => useUpdateMaterial());
    queryClient.setQueryData(materialsKey('ws-1'), [summaryOf(fakeMaterial())]);
    queryClient.setQueryData(materialKey('doc-1'), fakeMaterial({ state: 'SOLVED', content: 'Treść' }));

    await act(() => result.current.mutateAsync({ id: 'doc-1', name: 'Rozdział 2' }));
    expect(queryClient.getQueryData<MaterialSummary[]>(materialsKey('ws-1'))?.[0]?.name).toBe('Rozdział 2');
    expect(queryClient.getQueryData(materialKey('doc-1'))).toMatchObject({
      name: 'Rozdział 2',
      content: 'Treść',
    });
  });

  it('deletes, and forgets the material only when asked (after leaving its page)', async () => {
    installFakeApi({
      deleteUserDoc: () => ({ data: { deleteUserDoc: { success: true, message: 'Usunięto.' } } }),
    });
    const { result, queryClient } = renderApiHook(() => useDeleteMaterial());
    queryClient.setQueryData(materialsKey('ws-1'), [summaryOf(fakeMaterial())]);
    queryClient.setQueryData(materialKey('doc-1'), fakeMaterial());

    expect(await act(() => result.current.mutateAsync({ id: 'doc-1', workspaceId: 'ws-1' }))).toBe(
      'Usunięto.',
    );
    expect(queryClient.getQueryData(materialKey('doc-1'))).toBeDefined();
    act(() => result.current.forget({ id: 'doc-1', workspaceId: 'ws-1' }));
    expect(queryClient.getQueryData(materialsKey('ws-1'))).toEqual([]);
    expect(queryClient.getQueryData(materialKey('doc-1'))).toBeUndefined();
  });
});
