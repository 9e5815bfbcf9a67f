import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { isUuid } from '../../core/ids.ts';
import type { DB } from '../../platform/db/database.ts';
import {
  type ReviewRow,
  type RewriteRow,
  type RozprawkaRow,
  rozprawkaReviews,
  rozprawkaRewrites,
  rozprawkaSegments,
  rozprawki,
  type SegmentRow,
} from './tables.ts';

export type { ReviewRow, RewriteRow, RozprawkaRow, SegmentRow };

/*
 * Reads and writes of the essay tables. Every read a pupil's request makes is scoped by the
 * owner's id: another user's id finds nothing, exactly like a missing one.
 */

export async function findOwnEssay(db: DB, userId: string, id: string): Promise<RozprawkaRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(rozprawki)
    .where(and(eq(rozprawki.userId, userId), eq(rozprawki.id, id)));
  return row;
}

/** An essay by id for a job (its data came from an owner-checked command). */
export async function findEssay(db: DB, id: string): Promise<RozprawkaRow | undefined> {
  const [row] = await db.select().from(rozprawki).where(eq(rozprawki.id, id));
  return row;
}

export function listOwnEssays(db: DB, userId: string, workspaceId?: string | null): Promise<RozprawkaRow[]> {
  return db
    .select()
    .from(rozprawki)
    .where(
      and(eq(rozprawki.userId, userId), workspaceId ? eq(rozprawki.workspaceId, workspaceId) : undefined),
    )
    .orderBy(desc(rozprawki.createdAt), desc(rozprawki.id));
}

export async function findOwnReview(db: DB, userId: string, id: string): Promise<ReviewRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(rozprawkaReviews)
    .where(and(eq(rozprawkaReviews.userId, userId), eq(rozprawkaReviews.id, id)));
  return row;
}

export async function findReview(db: DB, id: string): Promise<ReviewRow | undefined> {
  const [row] = await db.select().from(rozprawkaReviews).where(eq(rozprawkaReviews.id, id));
  return row;
}

export function listOwnReviews(db: DB, userId: string, workspaceId?: string | null): Promise<ReviewRow[]> {
  return db
    .select()
    .from(rozprawkaReviews)
    .where(
      and(
        eq(rozprawkaReviews.userId, userId),
        workspaceId ? eq(rozprawkaReviews.workspaceId, workspaceId) : undefined,
      ),
    )
    .orderBy(desc(rozprawkaReviews.createdAt), desc(rozprawkaReviews.id));
}

/** The segments of the user's essays, in order (one statement for a whole list). */
export function segmentsOf(db: DB, userId: string, essayIds: readonly string[]): Promise<SegmentRow[]> {
  if (essayIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(rozprawkaSegments)
    .where(and(eq(rozprawkaSegments.userId, userId), inArray(rozprawkaSegments.rozprawkaId, [...essayIds])))
    .orderBy(asc(rozprawkaSegments.rozprawkaId), asc(rozprawkaSegments.order));
}

export async function findOwnSegment(db: DB, userId: string, id: string): Promise<SegmentRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(rozprawkaSegments)
    .where(and(eq(rozprawkaSegments.userId, userId), eq(rozprawkaSegments.id, id)));
  return row;
}

export async function findOwnRewrite(db: DB, userId: string, id: string): Promise<RewriteRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(rozprawkaRewrites)
    .where(and(eq(rozprawkaRewrites.userId, userId), eq(rozprawkaRewrites.id, id)));
  return row;
}

export function rewritesOf(db: DB, userId: string, segmentId: string): Promise<RewriteRow[]> {
  return db
    .select()
    .from(rozprawkaRewrites)
    .where(and(eq(rozprawkaRewrites.userId, userId), eq(rozprawkaRewrites.segmentId, segmentId)))
    .orderBy(desc(rozprawkaRewrites.createdAt), desc(rozprawkaRewrites.id));
}

/** The newest FROM_REVEW essay written from each of these reviews. */
export async function improvedEssaysOf(
  db: DB,
  userId: string,
  reviewIds: readonly string[],
): Promise<Map<string, string>> {
  if (reviewIds.length === 0) return new Map();
  const rows = await db
    .select({ id: rozprawki.id, reviewId: rozprawki.reviewId })
    .from(rozprawki)
    .where(and(eq(rozprawki.userId, userId), inArray(rozprawki.reviewId, [...reviewIds])))
    .orderBy(desc(rozprawki.createdAt));
  const newest = new Map<string, string>();
  for (const row of rows) if (row.reviewId && !newest.has(row.reviewId)) newest.set(row.reviewId, row.id);
  return newest;
}

/**
 * Deletes essays with their segments and rewrites (inside the caller's transaction). The essay rows
 * go first: a job writing a part locks its essay's row, so it either finishes before (and its part
 * is deleted here) or finds the essay gone and writes nothing.
 */
export async function deleteEssayRows(db: DB, userId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(rozprawki).where(and(eq(rozprawki.userId, userId), inArray(rozprawki.id, [...ids])));
  await db
    .delete(rozprawkaRewrites)
    .where(and(eq(rozprawkaRewrites.userId, userId), inArray(rozprawkaRewrites.rozprawkaId, [...ids])));
  await db
    .delete(rozprawkaSegments)
    .where(and(eq(rozprawkaSegments.userId, userId), inArray(rozprawkaSegments.rozprawkaId, [...ids])));
}

export async function deleteReviewRow(db: DB, userId: string, id: string): Promise<void> {
  await db
    .delete(rozprawkaReviews)
    .where(and(eq(rozprawkaReviews.userId, userId), eq(rozprawkaReviews.id, id)));
}
