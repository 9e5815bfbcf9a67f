import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/** `database.ts`'s `DB`, spelled here so the two files do not import each other. */
type DB = PgDatabase<PgQueryResultHKT>;

/**
 * Work to do once a transaction has committed (a job's worker woken: the job row is only visible
 * to it after the COMMIT). Callbacks registered on a transaction's `tx`, or on a savepoint's
 * (`tx.transaction(…)`) inside it, run right after the outermost transaction commits; none run
 * when it rolls back, and those of a savepoint that rolled back are dropped with it.
 */
type Callbacks = Array<() => void>;

/** The open transactions (and savepoints) of every tracked database, with their callbacks. */
const open = new WeakMap<object, Callbacks>();

/**
 * Runs `callback` after the transaction `db` belongs to commits, or now when `db` is not inside a
 * transaction (a statement on the database itself has committed when it returns). Callbacks must
 * be quick and not throw: an error thrown by one is dropped, so the others still run.
 */
export function afterCommit(db: DB, callback: () => void): void {
  const callbacks = open.get(db);
  if (callbacks) callbacks.push(callback);
  else runAll([callback]);
}

/**
 * Makes `db.transaction` (both drivers: Drizzle's PGlite and node-postgres sessions) collect the
 * callbacks of `afterCommit` and run them once its COMMIT has answered. Called once per database.
 */
export function trackCommits(db: DB): void {
  const begin = db.transaction.bind(db);
  db.transaction = (async (run, config) => {
    const callbacks: Callbacks = [];
    const result = await begin((tx) => {
      track(tx, callbacks);
      return run(tx);
    }, config);
    runAll(callbacks);
    return result;
  }) as DB['transaction'];
}

/** Registers a transaction and makes its savepoints hand their callbacks up when they are released. */
function track(tx: DB, callbacks: Callbacks): void {
  open.set(tx, callbacks);
  const nest = tx.transaction.bind(tx);
  tx.transaction = (async (run, config) => {
    const inner: Callbacks = [];
    const result = await nest((savepoint) => {
      track(savepoint, inner);
      return run(savepoint);
    }, config);
    // Released: its work commits (or not) with the enclosing transaction.
    callbacks.push(...inner);
    return result;
  }) as DB['transaction'];
}

function runAll(callbacks: Callbacks): void {
  for (const callback of callbacks) {
    try {
      callback();
    } catch {
      // See `afterCommit`: one failing callback must not keep the others from running.
    }
  }
}
