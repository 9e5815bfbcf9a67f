import { and, asc, count, eq, inArray, max, sql } from 'drizzle-orm';
import type { Deps } from '../../core/deps.ts';
import { isUuid } from '../../core/ids.ts';
import type { DB } from '../../platform/db/database.ts';
import { type ZadanieOption, type ZadanieRow, zadania } from './tables.ts';
import './topics.ts';

export type { ZadanieOption, ZadanieRow };

/**
 * The user id under which tasks anyone may read are stored (the public library's exercises): no
 * account has it, so no pupil's scoped read ever finds them, and the public reads ask for it.
 */
export const PUBLIC_TASKS_USER = '00000000-0000-0000-0000-000000000000';

/*
 * Reads and writes of tasks. Every read a pupil's request makes is scoped by the owner's id: another
 * user's id finds nothing, exactly like a missing one. Owner modules (the test solver) move their
 * tasks through these functions, never through the table.
 */

/** Who a task belongs to: a kind registered by a module (`test`) and the owner's id. */
export interface TaskOwner {
  kind: string;
  id: string;
  userId: string;
  workspaceId: string;
}

/** A task as cut from a page, before it is stored. */
export interface NewTask {
  numberExercise: string;
  question: string;
  type: ZadanieRow['type'];
  options: ZadanieOption[];
  points: number | null;
  pages: number[];
  /** PENDING to be solved, SKIPPED when the pupil asked to leave it, SOLVED with its `solution`. */
  state: 'PENDING' | 'SKIPPED' | 'SOLVED';
  /** The solution a task comes with (a textbook's own), stored as SOLVED. */
  solution?: Pick<ZadanieRow, 'answer' | 'explanation' | 'dlaczego'>;
}

export async function findOwnZadanie(db: DB, userId: string, id: string): Promise<ZadanieRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(zadania)
    .where(and(eq(zadania.userId, userId), eq(zadania.id, id)));
  return row;
}

/**
 * A task the user may read: their own, or a public one (stored under PUBLIC_TASKS_USER) whose owner
 * is public now (a published library subchapter); undefined otherwise, like a missing one.
 */
export async function findReadableZadanie(
  deps: Pick<Deps, 'db' | 'exerciseOwners'>,
  userId: string,
  id: string,
): Promise<ZadanieRow | undefined> {
  if (!isUuid(id)) return undefined;
  const task = await findZadanie(deps.db, id);
  if (!task) return undefined;
  if (task.userId === userId) return task;
  // The public reads a public task once it is solved (an import's pending or failed one is the admin's).
  if (task.userId !== PUBLIC_TASKS_USER || task.state !== 'SOLVED') return undefined;
  for (const owner of deps.exerciseOwners)
    if (owner.kind === task.ownerKind && (await owner.isPublic?.(deps, task.ownerId))) return task;
  return undefined;
}

/** A task by id for a job (its data came from an owner-checked command). */
export async function findZadanie(db: DB, id: string): Promise<ZadanieRow | undefined> {
  const [row] = await db.select().from(zadania).where(eq(zadania.id, id));
  return row;
}

/** Which of the tasks a reader gets: all of them (their owner, an admin) or the solved ones (the public). */
export interface TaskFilter {
  solvedOnly?: boolean;
}

const solvedOnly = (filter: TaskFilter) => (filter.solvedOnly ? eq(zadania.state, 'SOLVED') : undefined);

/** The tasks of the user's owners, in order (one statement for a whole list). */
export function tasksOf(
  db: DB,
  userId: string,
  ownerIds: readonly string[],
  filter: TaskFilter = {},
): Promise<ZadanieRow[]> {
  if (ownerIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(zadania)
    .where(and(eq(zadania.userId, userId), inArray(zadania.ownerId, [...ownerIds]), solvedOnly(filter)))
    .orderBy(asc(zadania.ownerId), asc(zadania.order));
}

/** A page of one owner's tasks, in order, and how many there are. */
export async function taskPage(
  db: DB,
  userId: string,
  ownerId: string,
  page: number,
  limit: number,
  filter: TaskFilter = {},
) {
  const where = and(eq(zadania.userId, userId), eq(zadania.ownerId, ownerId), solvedOnly(filter));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(zadania)
      .where(where)
      .orderBy(asc(zadania.order))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(zadania).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** How many tasks of each owner are in each state (the progress of a list), by owner id. */
export async function taskCounts(db: DB, userId: string, ownerIds: readonly string[]) {
  if (ownerIds.length === 0) return new Map<string, Record<string, number>>();
  const rows = await db
    .select({ ownerId: zadania.ownerId, state: zadania.state, n: count() })
    .from(zadania)
    .where(and(eq(zadania.userId, userId), inArray(zadania.ownerId, [...ownerIds])))
    .groupBy(zadania.ownerId, zadania.state);
  const counts = new Map<string, Record<string, number>>();
  for (const row of rows) counts.set(row.ownerId, { ...counts.get(row.ownerId), [row.state]: row.n });
  return counts;
}

/** How many SOLVED tasks each of these owners has, by owner id (owners without any are left out). */
export async function solvedCounts(db: DB, userId: string, ownerIds: readonly string[]) {
  const counts = new Map<string, number>();
  if (ownerIds.length === 0) return counts;
  const rows = await db
    .select({ ownerId: zadania.ownerId, n: count() })
    .from(zadania)
    .where(
      and(eq(zadania.userId, userId), inArray(zadania.ownerId, [...ownerIds]), eq(zadania.state, 'SOLVED')),
    )
    .groupBy(zadania.ownerId);
  for (const row of rows) counts.set(row.ownerId, row.n);
  return counts;
}

/** Stores tasks after the owner's last one (call inside the owner's locked transaction). */
export async function insertTasks(
  tx: DB,
  owner: TaskOwner,
  tasks: readonly NewTask[],
): Promise<ZadanieRow[]> {
  if (tasks.length === 0) return [];
  const [{ last } = { last: 0 }] = await tx
    .select({ last: max(zadania.order) })
    .from(zadania)
    .where(and(eq(zadania.ownerKind, owner.kind), eq(zadania.ownerId, owner.id)));
  return tx
    .insert(zadania)
    .values(
      tasks.map(({ solution, ...task }, i) => ({
        ...task,
        ...(solution && task.state === 'SOLVED' ? solution : {}),
        userId: owner.userId,
        workspaceId: owner.workspaceId,
        ownerKind: owner.kind,
        ownerId: owner.id,
        order: (last ?? 0) + i + 1,
      })),
    )
    .returning();
}

/** Deletes the tasks of these owners (inside the caller's transaction). */
export async function deleteTasksOf(db: DB, userId: string, ownerKind: string, ownerIds: readonly string[]) {
  if (ownerIds.length === 0) return;
  await db
    .delete(zadania)
    .where(
      and(
        eq(zadania.userId, userId),
        eq(zadania.ownerKind, ownerKind),
        inArray(zadania.ownerId, [...ownerIds]),
      ),
    );
}

type Attempt = Pick<ZadanieRow, 'id' | 'attempt'>;
const ofAttempt = (task: Attempt) => and(eq(zadania.id, task.id), eq(zadania.attempt, task.attempt));

/**
 * A solving job's start, in one statement: this attempt PENDING → SOLVING (or still SOLVING, a
 * retry of its run), returned; undefined when the task is gone, ended or has a newer attempt, so
 * the job has nothing to do. Ten jobs of a test start at once on one connection, and each
 * statement before the model is asked delays all of them.
 */
export async function claimAttempt(db: DB, task: Attempt): Promise<ZadanieRow | undefined> {
  const [row] = await db
    .update(zadania)
    .set({ state: 'SOLVING', updatedAt: sql`now()` })
    .where(and(ofAttempt(task), inArray(zadania.state, ['PENDING', 'SOLVING'])))
    .returning();
  return row;
}

/** SOLVING → SOLVED with the solution, unless a newer attempt or another run got there first. */
export async function saveSolution(
  db: DB,
  task: Attempt,
  solution: Pick<ZadanieRow, 'answer' | 'explanation' | 'dlaczego' | 'check' | 'checkMessage'>,
): Promise<ZadanieRow | undefined> {
  const [row] = await db
    .update(zadania)
    .set({ ...solution, state: 'SOLVED', error: null, updatedAt: sql`now()` })
    .where(and(ofAttempt(task), eq(zadania.state, 'SOLVING')))
    .returning();
  return row;
}

/**
 * The unfinished (PENDING or SOLVING) tasks of these owners as a new PENDING attempt each, to be
 * enqueued again by their owner in the same transaction: a lost run's older jobs then change nothing.
 */
export async function renewOpenAttempts(
  db: DB,
  ownerKind: string,
  ownerIds: readonly string[],
): Promise<ZadanieRow[]> {
  if (ownerIds.length === 0) return [];
  return db
    .update(zadania)
    .set({ state: 'PENDING', attempt: sql`${zadania.attempt} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(zadania.ownerKind, ownerKind),
        inArray(zadania.ownerId, [...ownerIds]),
        inArray(zadania.state, ['PENDING', 'SOLVING']),
      ),
    )
    .returning();
}

/** An unfinished attempt ends FAILED with a Polish reason (once). */
export async function failAttempt(db: DB, task: Attempt, message: string): Promise<ZadanieRow | undefined> {
  const [row] = await db
    .update(zadania)
    .set({ state: 'FAILED', error: message, updatedAt: sql`now()` })
    .where(and(ofAttempt(task), inArray(zadania.state, ['PENDING', 'SOLVING'])))
    .returning();
  return row;
}

/** Tells the task's owner (and pages showing it) that it changed. */
export function publishTask(deps: Pick<Deps, 'pubsub'>, task: Pick<ZadanieRow, 'id' | 'userId' | 'ownerId'>) {
  deps.pubsub.publish('zadanie', task.userId, { id: task.id, ownerId: task.ownerId });
}
