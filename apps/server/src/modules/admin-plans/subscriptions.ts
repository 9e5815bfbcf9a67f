import type { Actor } from '../../core/actor.ts';
import type { Deps } from '../../core/deps.ts';
import { badInput, notFound } from '../../core/domain-error.ts';
import { isUuid } from '../../core/ids.ts';
import { parseInput } from '../../core/input.ts';
import { type PageRule, pageOf } from '../../core/page.ts';
import type { DB } from '../../platform/db/database.ts';
import {
  addAdditionalLimit,
  adminGrantsInForce,
  endAdminGrant,
  findActiveSubscription,
  findPlan,
  findSubscription,
  grantSubscription,
  latestProviderSubscription,
  listSubscriptions,
  planWithLimits,
  presentFullPlan,
  type SubscriptionRow,
} from '../usage/index.ts';
import { findUserById, followSubscription } from '../users/index.ts';
import { listAudit, recordAudit } from './audit.ts';
import { audit } from './plans.ts';
import { assignUserSubSchema, createAdditionalLimitSchema } from './validation.ts';

/*
 * Subscriptions and additional limits, for admins. An admin grant is a subscription without a
 * Stripe id; Stripe's own rows (their money state) are only ever read here. The user's record
 * (`subStatus`, `isFreeSub`) follows every grant and its end, in the same transaction.
 */

type Db = Pick<Deps, 'db'>;

const SUBSCRIPTIONS_PAGE: PageRule = { size: 20, max: 100, items: 'Subskrypcji' };
const AUDIT_PAGE: PageRule = { size: 20, max: 100, items: 'Wpisów' };
const SUBSCRIPTION_NOT_FOUND = 'Nie ma takiej subskrypcji.';
const ALREADY_ENDED = 'Ta subskrypcja już się zakończyła.';
const STRIPE_OWNED = 'Subskrypcję opłacaną w Stripe anuluje użytkownik albo panel Stripe.';

async function presentSubscriptions(db: DB, rows: SubscriptionRow[]) {
  const plans = new Map<string, ReturnType<typeof presentFullPlan>>();
  for (const planId of new Set(rows.map((r) => r.planId))) {
    const plan = await findPlan(db, planId);
    if (plan) plans.set(planId, presentFullPlan(await planWithLimits(db, plan)));
  }
  return rows.flatMap((row) => {
    const plan = plans.get(row.planId);
    if (!plan) return [];
    return [
      {
        id: row.id,
        userId: row.userId,
        plan,
        stripeSubscriptionId: row.stripeSubscriptionId,
        status: row.status,
        billingInterval: row.billingInterval,
        grantedAt: row.grantedAt,
        expiresAt: row.expiresAt,
        cancelAtPeriodEnd: row.cancelAtPeriodEnd,
        adminGrant: row.stripeSubscriptionId === null,
      },
    ];
  });
}

async function presentOne(db: DB, row: SubscriptionRow) {
  const [presented] = await presentSubscriptions(db, [row]);
  if (!presented) throw notFound(SUBSCRIPTION_NOT_FOUND);
  return presented;
}

export async function getAllSubscriptions(
  { db }: Db,
  input: {
    userId?: string | null;
    planId?: string | null;
    status?: SubscriptionRow['status'] | null;
    page?: number | null;
    limit?: number | null;
  },
) {
  const page = pageOf(input, SUBSCRIPTIONS_PAGE);
  const fields: Record<string, string> = {};
  if (input.userId && !isUuid(input.userId)) fields.userId = 'Nieprawidłowy identyfikator użytkownika.';
  if (input.planId && !isUuid(input.planId)) fields.planId = 'Nieprawidłowy identyfikator planu.';
  if (Object.keys(fields).length) throw badInput(fields);
  const filter = {
    ...(input.userId ? { userId: input.userId } : {}),
    ...(input.planId ? { planId: input.planId } : {}),
    ...(input.status ? { status: input.status } : {}),
  };
  const { rows, total } = await listSubscriptions(db, filter, page);
  return { data: await presentSubscriptions(db, rows), total, ...page };
}

export async function getSubscriptionById({ db }: Db, id: string) {
  const row = isUuid(id) ? await findSubscription(db, id) : undefined;
  if (!row) throw notFound(SUBSCRIPTION_NOT_FOUND);
  return presentOne(db, row);
}

/** Grants a plan now, ending the user's earlier admin grant: at most one admin grant is in force. */
export async function assignUserSub({ db }: Db, actor: Actor, input: unknown) {
  const values = parseInput(assignUserSubSchema, input);
  if (!(await findUserById(db, values.userId))) throw notFound('Nie ma takiego użytkownika.');
  if (!isUuid(values.planId) || !(await findPlan(db, values.planId))) throw notFound('Nie ma takiego planu.');
  const row = await db.transaction(async (tx) => {
    const now = new Date();
    for (const earlier of await adminGrantsInForce(tx, values.userId, now)) {
      const ended = await endAdminGrant(tx, earlier.id, now);
      await recordAudit(tx, audit(actor, 'assignUserSub', 'Subscription', earlier.id, earlier, ended));
    }
    const granted = await grantSubscription(tx, {
      userId: values.userId,
      planId: values.planId,
      status: 'Active',
      billingInterval: values.billingInterval ?? 'month',
      expiresAt: values.expiresAt ?? null,
    });
    await followSubscription(tx, values.userId, 'Active');
    await recordAudit(tx, audit(actor, 'assignUserSub', 'Subscription', granted.id, null, granted));
    return granted;
  });
  return presentOne(db, row);
}

/** Ends an admin grant now; the user's record follows what is left in force (or the free plan). */
export async function deleteUserSub({ db }: Db, actor: Actor, id: string) {
  const before = isUuid(id) ? await findSubscription(db, id) : undefined;
  if (!before) throw notFound(SUBSCRIPTION_NOT_FOUND);
  if (before.stripeSubscriptionId) throw badInput({ id: STRIPE_OWNED }, STRIPE_OWNED);
  const now = new Date();
  if (before.status === 'Canceled' || (before.expiresAt && before.expiresAt <= now))
    throw badInput({ id: ALREADY_ENDED }, ALREADY_ENDED);
  const row = await db.transaction(async (tx) => {
    const ended = await endAdminGrant(tx, id, now);
    // The record follows what is left: a subscription in force, else Stripe's last word (a
    // past-due one keeps its redirect to billing), else none.
    const left =
      (await findActiveSubscription(tx, before.userId, now)) ??
      (await latestProviderSubscription(tx, before.userId));
    await followSubscription(tx, before.userId, left?.status ?? 'Canceled');
    await recordAudit(tx, audit(actor, 'deleteUserSub', 'Subscription', id, before, ended));
    return ended;
  });
  return presentOne(db, row);
}

export async function createAdditionalLimit({ db }: Db, actor: Actor, input: unknown) {
  const values = parseInput(createAdditionalLimitSchema, input);
  if (!(await findUserById(db, values.userId))) throw notFound('Nie ma takiego użytkownika.');
  const row = await db.transaction(async (tx) => {
    const created = await addAdditionalLimit(tx, {
      userId: values.userId,
      action: values.action,
      additionalLimit: values.additionalLimit,
      name: values.name,
      price: values.price ?? 0,
      purchasedAt: new Date(),
      expiresAt: values.expiresAt ?? null,
    });
    await recordAudit(
      tx,
      audit(actor, 'createAdditionalLimit', 'AdditionalLimit', created.id, null, created),
    );
    return created;
  });
  return {
    id: row.id,
    name: row.name,
    action: row.action,
    additionalLimit: row.additionalLimit,
    price: row.price,
    purchasedAt: row.purchasedAt,
    expiresAt: row.expiresAt,
  };
}

export async function getAdminAuditLog(
  { db }: Db,
  input: { targetId?: string | null; page?: number | null; limit?: number | null },
) {
  const page = pageOf(input, AUDIT_PAGE);
  if (input.targetId && !isUuid(input.targetId)) throw badInput({ targetId: 'Nieprawidłowy identyfikator.' });
  const { rows, total } = await listAudit(db, input.targetId ? { targetId: input.targetId } : {}, page);
  return { data: rows, total, ...page };
}
