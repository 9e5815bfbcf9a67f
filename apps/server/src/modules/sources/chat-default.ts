import type { EventProcessor } from '../../core/deps.ts';
import { insertSourceSet, latestSourceSet } from './service.ts';

/**
 * A material read after the pupil last chose the chat's materials joins that choice, so the next
 * conversation uses it without a tick (a new set: sets are snapshots). A choice made after the
 * material was read is the pupil's own and is left alone, as is a workspace with no choice yet,
 * where the chat offers every material ticked (the web's `initialChoice`).
 */
export const newMaterialJoinsChat: EventProcessor<'material.read'> = {
  name: 'sources-new-material-joins-chat',
  events: ['material.read'],
  async handle(deps, event) {
    if (!event.userId || event.entity?.kind !== 'material') return;
    const material = { type: 'USER_DOC' as const, id: event.entity.id };
    const latest = await latestSourceSet(deps.db, event.userId, event.payload.workspaceId, 'CONVERSATION');
    if (!latest || latest.createdAt > event.createdAt) return;
    if (latest.items.some((item) => item.type === material.type && item.id === material.id)) return;
    await insertSourceSet(deps.db, {
      userId: event.userId,
      workspaceId: event.payload.workspaceId,
      action: 'CONVERSATION',
      items: [...latest.items, material],
    });
  },
};
