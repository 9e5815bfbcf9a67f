import { count, desc, eq } from 'drizzle-orm';
import type { DB } from '../../platform/db/database.ts';
import { type AdminAuditRow, adminAuditLog } from './tables.ts';

export type AuditTarget = 'Plan' | 'Limit' | 'Subscription' | 'AdditionalLimit' | 'User';

/** Records one admin change; call it with the transaction that makes the change. */
export async function recordAudit(
  tx: DB,
  entry: {
    adminId: string;
    operation: string;
    targetType: AuditTarget;
    targetId: string;
    before: unknown;
    after: unknown;
  },
): Promise<void> {
  await tx.insert(adminAuditLog).values({
    ...entry,
    before: entry.before === undefined ? null : toJson(entry.before),
    after: entry.after === undefined ? null : toJson(entry.after),
  });
}

/** Dates as ISO text, as they read back from jsonb. */
function toJson(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value));
}

/** Entries newest first, one page, optionally of one target. */
export async function listAudit(
  db: DB,
  filter: { targetId?: string },
  page: { page: number; limit: number },
): Promise<{ rows: AdminAuditRow[]; total: number }> {
  const where = filter.targetId ? eq(adminAuditLog.targetId, filter.targetId) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(adminAuditLog)
      .where(where)
      .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db.select({ total: count() }).from(adminAuditLog).where(where),
  ]);
  return { rows, total: Number(counted?.total ?? 0) };
}
