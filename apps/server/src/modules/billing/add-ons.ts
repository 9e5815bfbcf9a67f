import type { UsageAction } from '@kreda/shared/enums';
import { ENABLED_TOOLS, limitsOfTools } from '@kreda/shared/tools';
import { and, asc, eq } from 'drizzle-orm';
import type { Deps } from '../../core/deps.ts';
import type { DB } from '../../platform/db/database.ts';
import { type AddOnRow, billingAddOns } from './tables.ts';

/**
 * The add-ons offered when nothing is configured: a few more uses a day of the actions a pupil
 * runs out of first, for 30 days. An admin may change or hide them; the seed only fills an empty
 * table, so it never brings back what an admin removed.
 */
export const DEFAULT_ADD_ONS: {
  name: string;
  action: UsageAction;
  additionalLimit: number;
  price: number;
  validDays: number;
}[] = [
  {
    name: '+20 wiadomości w czacie dziennie',
    action: 'CHAT_MESSAGE',
    additionalLimit: 20,
    price: 9.99,
    validDays: 30,
  },
  {
    name: '+3 rozwiązania sprawdzianów dziennie',
    action: 'TEST_SOLVER',
    additionalLimit: 3,
    price: 9.99,
    validDays: 30,
  },
  {
    name: '+2 oceny rozprawek dziennie',
    action: 'ROZPRAWKA_REVIEW',
    additionalLimit: 2,
    price: 7.99,
    validDays: 30,
  },
];

export async function seedAddOns(db: DB): Promise<number> {
  const [any] = await db.select({ id: billingAddOns.id }).from(billingAddOns).limit(1);
  if (any) return 0;
  const rows = await db.insert(billingAddOns).values(DEFAULT_ADD_ONS).onConflictDoNothing().returning();
  return rows.length;
}

/** A visible add-on by id (what the buyer may order). */
export async function findVisibleAddOn(db: DB, id: string): Promise<AddOnRow | undefined> {
  const [row] = await db
    .select()
    .from(billingAddOns)
    .where(and(eq(billingAddOns.id, id), eq(billingAddOns.visible, true)));
  return row;
}

/**
 * `SubscriptionUsage.addOnOffers`: the visible add-ons of enabled tools whose limit in the viewer's
 * plan is a number (more of an unlimited action is nothing, and an action the plan lacks is not
 * opened by an add-on); none while billing is off, since nothing can be bought.
 */
export async function addOnOffers(
  deps: Pick<Deps, 'db' | 'config'>,
  usage: { usage: { action: UsageAction; limitType: string }[] },
) {
  if (!deps.config.stripe) return [];
  const counted = new Set(
    usage.usage.filter((item) => item.limitType === 'NUMBER').map((item) => item.action),
  );
  const rows = await deps.db
    .select()
    .from(billingAddOns)
    .where(eq(billingAddOns.visible, true))
    .orderBy(asc(billingAddOns.price), asc(billingAddOns.name));
  return limitsOfTools(rows, ENABLED_TOOLS)
    .filter((row) => counted.has(row.action))
    .map((row) => ({
      id: row.id,
      name: row.name,
      action: row.action,
      additionalLimit: row.additionalLimit,
      price: row.price,
      validDays: row.validDays,
    }));
}
