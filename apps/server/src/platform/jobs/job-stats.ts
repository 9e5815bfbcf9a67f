import { sql } from 'drizzle-orm';
import type { DB } from '../db/database.ts';

// Counts of pg-boss's jobs for the admin's dashboard.

/** Jobs that failed for good since this moment (still queued or already archived), by queue. */
export async function failedJobsSince(db: DB, since: Date): Promise<{ queue: string; count: number }[]> {
  const result = (await db.execute(sql`
    select name as queue, count(*)::int as count from (
      select name from pgboss.job where state = 'failed' and completed_on >= ${since}
      union all
      select name from pgboss.archive where state = 'failed' and completed_on >= ${since}
    ) failed group by name order by count(*) desc, name`)) as unknown as {
    rows: { queue: string; count: number }[];
  };
  return result.rows.map((row) => ({ queue: row.queue, count: Number(row.count) }));
}
