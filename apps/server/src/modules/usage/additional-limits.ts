import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { DB } from '../../platform/db/database.ts';
import { additionalLimits } from './tables.ts';

/** The extra uses a user bought that count now (the GraphQL `AdditionalLimit`), oldest first. */
export async function validAdditionalLimits(db: DB, userId: string, now: Date) {
  const bought = await db
    .select()
    .from(additionalLimits)
    .where(
      and(
        eq(additionalLimits.userId, userId),
        lte(additionalLimits.purchasedAt, now),
        or(isNull(additionalLimits.expiresAt), gt(additionalLimits.expiresAt, now)),
      ),
    )
    .orderBy(asc(additionalLimits.purchasedAt));
  return bought.map((row) => ({
    id: row.id,
    name: row.name,
    action: row.action,
    additionalLimit: row.additionalLimit,
    price: row.price,
    purchasedAt: row.purchasedAt,
    expiresAt: row.expiresAt,
  }));
}
