import { eq } from 'drizzle-orm';
import type { Deps } from '../../core/deps.ts';
import { zadania } from './tables.ts';

/*
 * Tasks of a user. Each owner module exports its own tasks with its own rows (the test solver's
 * `sprawdziany.json`) and removes them with its rows when a workspace goes; the account's deletion
 * removes every task here, whatever owns it.
 */

export async function removeUserTasks(deps: Pick<Deps, 'db'>, userId: string): Promise<void> {
  await deps.db.delete(zadania).where(eq(zadania.userId, userId));
}
