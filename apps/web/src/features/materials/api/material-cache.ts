import type { QueryClient } from '@tanstack/react-query';
import type { Material, MaterialSummary } from './material-fragments.ts';

export const materialsKey = (workspaceId: string) => ['materials', 'list', workspaceId] as const;
export const materialKey = (id: string) => ['materials', 'detail', id] as const;
/** Every material's detail entry, read again after a reconnect. */
export const MATERIAL_DETAILS_KEY = ['materials', 'detail'] as const;

const isOlder = (a: { updatedAt: string }, b: { updatedAt: string }) =>
  Date.parse(a.updatedAt) < Date.parse(b.updatedAt);

/** The list with `doc` in it: replaced in place when known, otherwise first (newest first). */
export function upsertMaterial(
  list: MaterialSummary[] | undefined,
  doc: MaterialSummary,
): MaterialSummary[] | undefined {
  if (!list) return list;
  const index = list.findIndex((item) => item.id === doc.id);
  if (index === -1) return [doc, ...list];
  // An older event arriving late must not undo a newer state.
  const current = list[index];
  if (current && isOlder(doc, current)) return list;
  return list.map((item, i) => (i === index ? doc : item));
}

export function withoutMaterial(
  list: MaterialSummary[] | undefined,
  id: string,
): MaterialSummary[] | undefined {
  return list?.filter((item) => item.id !== id);
}

/**
 * Puts a mutation's answer (a summary) into the list, and into an open detail entry: a rename or a
 * new kind changes the summary's fields only, so the detail's text stays valid.
 */
export function rememberMaterial(queryClient: QueryClient, doc: MaterialSummary): void {
  queryClient.setQueryData<MaterialSummary[]>(materialsKey(doc.workspaceId), (list) =>
    upsertMaterial(list, doc),
  );
  queryClient.setQueryData<Material>(materialKey(doc.id), (current) =>
    current && !isOlder(doc, current) ? { ...current, ...doc } : current,
  );
}

/**
 * A live event (a summary): patched into the list; an open detail that is older is read again,
 * since the event does not carry the text that may have come with it.
 */
export function applyMaterialEvent(queryClient: QueryClient, doc: MaterialSummary): void {
  queryClient.setQueryData<MaterialSummary[]>(materialsKey(doc.workspaceId), (list) =>
    upsertMaterial(list, doc),
  );
  const detail = queryClient.getQueryData<Material>(materialKey(doc.id));
  if (detail && isOlder(detail, doc))
    void queryClient.invalidateQueries({ queryKey: materialKey(doc.id), exact: true });
}

/** After a deletion, once nobody shows the material any more. */
export function forgetMaterial(queryClient: QueryClient, workspaceId: string, id: string): void {
  queryClient.setQueryData<MaterialSummary[]>(materialsKey(workspaceId), (list) => withoutMaterial(list, id));
  queryClient.removeQueries({ queryKey: materialKey(id), exact: true });
}
