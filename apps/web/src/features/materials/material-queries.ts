import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { MaterialFieldsFragment } from '../../gql/graphql.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { getWsClient, subscribe } from '../../lib/ws-client.ts';
import { GET_MATERIAL, GET_MATERIALS, NEW_MATERIAL, UPDATED_MATERIAL } from './materials-documents.ts';

export type Material = MaterialFieldsFragment;

export const materialsKey = (workspaceId: string) => ['materials', 'list', workspaceId] as const;
export const materialKey = (id: string) => ['materials', 'detail', id] as const;

/** The list with `doc` in it: replaced in place when known, otherwise first (newest first). */
export function upsertMaterial(list: Material[] | undefined, doc: Material): Material[] | undefined {
  if (!list) return list;
  const index = list.findIndex((item) => item.id === doc.id);
  if (index === -1) return [doc, ...list];
  // An older event arriving late must not undo a newer state.
  const current = list[index];
  if (current && Date.parse(current.updatedAt) > Date.parse(doc.updatedAt)) return list;
  return list.map((item, i) => (i === index ? doc : item));
}

export function withoutMaterial(list: Material[] | undefined, id: string): Material[] | undefined {
  return list?.filter((item) => item.id !== id);
}

/** Puts a material the server sent (mutation answer or live event) into every cache that shows it. */
export function rememberMaterial(queryClient: QueryClient, doc: Material): void {
  queryClient.setQueryData<Material[]>(materialsKey(doc.workspaceId), (list) => upsertMaterial(list, doc));
  queryClient.setQueryData<Material>(materialKey(doc.id), (current) =>
    current && Date.parse(current.updatedAt) > Date.parse(doc.updatedAt) ? current : doc,
  );
}

export function forgetMaterial(queryClient: QueryClient, workspaceId: string, id: string): void {
  queryClient.setQueryData<Material[]>(materialsKey(workspaceId), (list) => withoutMaterial(list, id));
  queryClient.removeQueries({ queryKey: materialKey(id), exact: true });
}

export function useMaterials(workspaceId: string) {
  return useQuery({
    queryKey: materialsKey(workspaceId),
    queryFn: async ({ signal }) => {
      const { getUserDocByWorkspaceId } = await apiRequest(
        GET_MATERIALS,
        { getUserDocByWorkspaceIdInput: { workspaceId } },
        { signal },
      );
      return getUserDocByWorkspaceId;
    },
  });
}

export function useMaterial(id: string) {
  return useQuery({
    queryKey: materialKey(id),
    queryFn: async ({ signal }) => {
      const { getUserDocById } = await apiRequest(GET_MATERIAL, { getUserDocByIdInput: { id } }, { signal });
      return getUserDocById;
    },
  });
}

/**
 * Keeps the workspace's materials live: new and changed documents are patched into the cache, and
 * after a reconnect (events may have been missed) the materials are read again.
 */
export function useLiveMaterials(workspaceId: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!workspaceId) return;
    const input = { workspaceId };
    const onDoc = (doc: Material) => rememberMaterial(queryClient, doc);
    const stopNew = subscribe(NEW_MATERIAL, { newUserDocInput: input }, { next: (d) => onDoc(d.newUserDoc) });
    const stopUpdate = subscribe(
      UPDATED_MATERIAL,
      { updateUserDocInput: input },
      { next: (d) => onDoc(d.updateUserDoc) },
    );
    let connections = 0;
    const stopListening = getWsClient().on('connected', () => {
      connections += 1;
      if (connections === 1) return;
      void queryClient.invalidateQueries({ queryKey: materialsKey(workspaceId) });
      void queryClient.invalidateQueries({ queryKey: ['materials', 'detail'] });
    });
    return () => {
      stopNew();
      stopUpdate();
      stopListening();
    };
  }, [queryClient, workspaceId]);
}
