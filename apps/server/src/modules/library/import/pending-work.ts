import { and, eq, inArray, lt } from 'drizzle-orm';
import type { PendingWork } from '../../../core/module.ts';
import { exercisesOf } from '../service.ts';
import { libraryChapters, libraryImports } from '../tables.ts';
import { failImport, IMPORT_JOB } from './job.ts';
import { SOLVE_JOB } from './solving.ts';
import { findImport, moveImport, RUNNING_STATES } from './store.ts';

const STUCK = 'Import zatrzymał się i został przerwany. Spróbuj ponownie.';

/**
 * Imports being run: every page read, subchapter read and exercise ended touches the import, so an
 * hour unchanged with its run's job (and, while SOLVING, its open exercises' jobs) no longer
 * queued, retrying or running is stuck (a NEEDS_TOC import waits for an admin, not a job).
 */
export const libraryImporting: PendingWork = {
  name: 'library-imports',
  deadlineSeconds: 60 * 60,
  async stuck(deps, before, limit) {
    const rows = await deps.db
      .select({
        id: libraryImports.id,
        bookId: libraryImports.bookId,
        attempt: libraryImports.attempt,
        state: libraryImports.state,
      })
      .from(libraryImports)
      .where(
        and(
          inArray(libraryImports.state, [...RUNNING_STATES, 'SOLVING']),
          lt(libraryImports.updatedAt, before),
        ),
      )
      .limit(limit);
    const found = [];
    for (const row of rows) {
      const jobs = [{ queue: IMPORT_JOB, key: `${row.id}:${row.attempt}` }];
      if (row.state === 'SOLVING') {
        const subchapters = await deps.db
          .select({ id: libraryChapters.id })
          .from(libraryChapters)
          .where(eq(libraryChapters.bookId, row.bookId));
        const open = (
          await exercisesOf(
            deps.db,
            subchapters.map((sub) => sub.id),
          )
        ).filter((task) => task.state === 'PENDING' || task.state === 'SOLVING');
        jobs.push(...open.map((task) => ({ queue: SOLVE_JOB, key: `${task.id}:${task.attempt}` })));
      }
      found.push({ id: row.id, jobs });
    }
    return found;
  },
  async fail(deps, id) {
    const row = await findImport(deps.db, id);
    if (!row) return;
    if (row.state === 'SOLVING') await moveImport(deps, row, ['SOLVING'], { state: 'FAILED', error: STUCK });
    else await failImport(deps, row, STUCK);
  },
};
