import { and, inArray, lt } from 'drizzle-orm';
import type { PendingWork } from '../../../core/module.ts';
import { libraryImports } from '../tables.ts';
import { failImport, IMPORT_JOB } from './job.ts';
import { findImport, RUNNING_STATES } from './store.ts';

const STUCK = 'Import zatrzymał się i został przerwany. Spróbuj ponownie.';

/**
 * Imports being run: every page read touches the import, so an hour unchanged with its run's job
 * no longer queued, retrying or running is stuck (a NEEDS_TOC import waits for an admin, not a job).
 */
export const libraryImporting: PendingWork = {
  name: 'library-imports',
  deadlineSeconds: 60 * 60,
  async stuck(deps, before, limit) {
    const rows = await deps.db
      .select({ id: libraryImports.id, attempt: libraryImports.attempt })
      .from(libraryImports)
      .where(and(inArray(libraryImports.state, RUNNING_STATES), lt(libraryImports.updatedAt, before)))
      .limit(limit);
    return rows.map((row) => ({
      id: row.id,
      jobs: [{ queue: IMPORT_JOB, key: `${row.id}:${row.attempt}` }],
    }));
  },
  async fail(deps, id) {
    const row = await findImport(deps.db, id);
    if (row) await failImport(deps, row, STUCK);
  },
};
