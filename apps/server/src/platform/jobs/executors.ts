import { type SQL, sql } from 'drizzle-orm';
import type { Database, DB } from '../db/database.ts';
import type { Logger } from '../logger.ts';

/** What pg-boss's `db` option is: an object that runs its numbered-parameter statements. */
interface BossExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * pg-boss's `db` option (an object with `executeSql`) over a Drizzle transaction, for both drivers:
 * pg-boss's numbered parameters become Drizzle parameters, so the statement runs on the
 * transaction's own connection (node-postgres) or inside its PGlite transaction.
 */
export function transactionExecutor(tx: DB): BossExecutor {
  return {
    async executeSql(text, values = []) {
      const result = (await tx.execute(withParameters(text, values))) as unknown as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}

/** `select $1::uuid, $2` with values → a Drizzle SQL whose placeholders carry the values. */
function withParameters(text: string, values: readonly unknown[]): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    const index = Number(match[1]) - 1;
    if (index < 0 || index >= values.length) throw new Error(`no value for parameter ${match[0]}`);
    chunks.push(sql.raw(text.slice(last, match.index)));
    // node-postgres sends undefined as NULL; say so for PGlite too.
    chunks.push(sql`${values[index] ?? null}`);
    last = (match.index ?? 0) + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}

export interface StoppableExecutor extends BossExecutor {
  /**
   * Drops every later statement and waits for those in flight. pg-boss does not await the
   * completion or failure it records after a handler settles, so a handler that outlived the
   * shutdown would reject on the closed database with no one to catch it. Dropped, the job stays
   * as the shutdown left it: failed for a retry by pg-boss's stop, or taken back at the next start.
   */
  shut(): Promise<void>;
}

/** pg-boss's `db` over the process's database, shut by the queue's stop before the database closes. */
export function stoppableExecutor(database: Database, logger: Logger): StoppableExecutor {
  const inFlight = new Set<Promise<unknown>>();
  let shut = false;
  return {
    executeSql(text, values) {
      if (shut) {
        logger.warn({ statement: text.slice(0, 80) }, 'job queue statement after the stop dropped');
        // Never settles and holds no timer: nothing waits on it, and it is collected.
        return new Promise<never>(() => {});
      }
      const run = database.executeSql(text, values);
      inFlight.add(run);
      run.then(
        () => inFlight.delete(run),
        () => inFlight.delete(run),
      );
      return run;
    },
    async shut() {
      shut = true;
      await Promise.allSettled([...inFlight]);
    },
  };
}
