import { useLiveSync } from '../../../lib/use-live-sync.ts';
import { MATERIAL_DETAILS_KEY, materialsKey } from './material-cache.ts';
import { newMaterialEvent } from './new-material-event.ts';
import { updatedMaterialEvent } from './updated-material-event.ts';

/**
 * Keeps the workspace's materials live: new and changed materials are patched into the cache, and
 * after a reconnect (events may have been missed) the list and the open material are read again.
 */
export function useLiveMaterials(workspaceId: string): void {
  useLiveSync({
    enabled: workspaceId !== '',
    events: [newMaterialEvent(workspaceId), updatedMaterialEvent(workspaceId)],
    refetchOnReconnect: [materialsKey(workspaceId), MATERIAL_DETAILS_KEY],
  });
}
