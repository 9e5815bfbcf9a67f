import { and, eq, sql } from 'drizzle-orm';
import type { EventProcessor } from '../../core/deps.ts';
import { MATERIAL_SETTLED } from '../materials/index.ts';
import { enqueueExtraction, readPages } from './jobs.ts';
import { testSolvers } from './tables.ts';

/**
 * A test waits for its pages (materials added with it, in the same transaction) without a job:
 * when the last of them is read, fails or is removed, the test's reading is sent, once (its key is
 * the test's id, and this runs in the transaction that marks the event delivered).
 */
export const pagesSettled: EventProcessor<(typeof MATERIAL_SETTLED)[number]> = {
  name: 'testsolver-pages-settled',
  events: MATERIAL_SETTLED,
  async handle(deps, event) {
    if (!event.userId || event.entity?.kind !== 'material') return;
    const waiting = await deps.db
      .select()
      .from(testSolvers)
      .where(
        and(
          eq(testSolvers.userId, event.userId),
          eq(testSolvers.state, 'UPLOADING'),
          sql`${testSolvers.docIds} @> array[${event.entity.id}]::uuid[]`,
        ),
      );
    for (const test of waiting)
      if ((await readPages(deps, test)) !== 'pending') await enqueueExtraction(deps, deps.db, test.id);
  },
};
