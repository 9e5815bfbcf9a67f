import type { Actor } from '../../core/actor.ts';
import type { Deps } from '../../core/deps.ts';
import { badInput, notFound } from '../../core/domain-error.ts';
import { isUuid } from '../../core/ids.ts';
import { parseInput } from '../../core/input.ts';
import type { DB } from '../../platform/db/database.ts';
import {
  findLimit,
  findPlan,
  findPlanLimit,
  createPlan as insertPlan,
  type LimitRow,
  listAllLimits,
  listAllPlans,
  type PlanRow,
  planWithLimits,
  presentFullPlan,
  presentLimit,
  setPlanLimit,
  subscribersByPlan,
  updateLimitRow,
  updatePlanRow,
} from '../usage/index.ts';
import { countUsers } from '../users/index.ts';
import { type AuditTarget, recordAudit } from './audit.ts';
import {
  addLimitToPlanSchema,
  createLimitSchema,
  createPlanSchema,
  given,
  updateLimitSchema,
  updatePlanSchema,
} from './validation.ts';

/*
 * Plans and limits, for admins: every change checked first (Polish messages per field, nothing
 * written), then made with its audit entry in one transaction.
 */

type Db = Pick<Deps, 'db'>;

const PLAN_NOT_FOUND = 'Nie ma takiego planu.';
const LIMIT_NOT_FOUND = 'Nie ma takiego limitu.';

async function planOrNotFound(db: DB, id: string): Promise<PlanRow> {
  const plan = isUuid(id) ? await findPlan(db, id) : undefined;
  if (!plan) throw notFound(PLAN_NOT_FOUND);
  return plan;
}

async function limitOrNotFound(db: DB, id: string): Promise<LimitRow> {
  const limit = isUuid(id) ? await findLimit(db, id) : undefined;
  if (!limit) throw notFound(LIMIT_NOT_FOUND);
  return limit;
}

export async function getAllPlans({ db }: Db) {
  return (await listAllPlans(db)).map(presentFullPlan);
}

/** Whom each plan applies to now: its subscribers, and for the default plan everyone without one. */
export async function getPlanAudience({ db }: Db, now = new Date()) {
  const [plans, subscribers, users] = await Promise.all([
    listAllPlans(db),
    subscribersByPlan(db, now),
    countUsers(db),
  ]);
  const subscribed = [...subscribers.values()].reduce((sum, n) => sum + n, 0);
  return plans.map((plan) => ({
    planId: plan.id,
    users: (subscribers.get(plan.id) ?? 0) + (plan.isDefault ? Math.max(0, users.total - subscribed) : 0),
  }));
}

export async function getAllLimits({ db }: Db) {
  return (await listAllLimits(db)).map(presentLimit);
}

export async function createPlan({ db }: Db, actor: Actor, input: unknown) {
  const values = parseInput(createPlanSchema, input);
  const plan = await db.transaction(async (tx) => {
    const row = await insertPlan(tx, {
      name: values.name,
      price: values.price,
      price3m: values.price3m,
      price12m: values.price12m,
      freeTier: values.freeTier ?? false,
      description: values.description ?? '',
      visible: values.visible ?? false,
    });
    await recordAudit(tx, audit(actor, 'createPlan', 'Plan', row.id, null, row));
    return row;
  });
  return presentFullPlan({ ...plan, limits: [] });
}

export async function updatePlan({ db }: Db, actor: Actor, input: unknown) {
  const { id, ...rest } = parseInput(updatePlanSchema, input);
  const changes = given(rest);
  const before = await planOrNotFound(db, id);
  if (before.isDefault) {
    const fields: Record<string, string> = {};
    for (const key of ['price', 'price3m', 'price12m'] as const)
      if ((changes[key] ?? 0) > 0) fields[key] = 'Plan domyślny („Darmowy”) musi być bezpłatny.';
    if (changes.visible === false) fields.visible = 'Planu domyślnego („Darmowy”) nie można ukryć.';
    if (Object.keys(fields).length) throw badInput(fields);
  }
  const after = await db.transaction(async (tx) => {
    const row = await updatePlanRow(tx, id, changes);
    await recordAudit(tx, audit(actor, 'updatePlan', 'Plan', id, before, row));
    return row;
  });
  return presentFullPlan(await planWithLimits(db, after));
}

export async function createLimit({ db }: Db, actor: Actor, input: unknown) {
  const { planId, ...values } = parseInput(createLimitSchema, input);
  await planOrNotFound(db, planId);
  if (await findPlanLimit(db, planId, values.action))
    throw badInput({ action: 'Ten plan ma już limit tej czynności — zmień go.' });
  const row = await db.transaction(async (tx) => {
    const created = await setPlanLimit(tx, planId, given(values) as Parameters<typeof setPlanLimit>[2]);
    await recordAudit(tx, audit(actor, 'createLimit', 'Limit', created.id, null, created));
    return created;
  });
  return presentLimit(row);
}

export async function updateLimit({ db }: Db, actor: Actor, input: unknown) {
  const { id, ...values } = parseInput(updateLimitSchema, input);
  const changes = given(values);
  const before = await limitOrNotFound(db, id);
  if (changes.limitType === 'NUMBER' && before.limitType !== 'NUMBER' && changes.limit == null)
    throw badInput({ limit: 'Podaj liczbę użyć w okresie.' });
  const row = await db.transaction(async (tx) => {
    const updated = await updateLimitRow(tx, before, changes);
    await recordAudit(tx, audit(actor, 'updateLimit', 'Limit', id, before, updated));
    return updated;
  });
  return presentLimit(row);
}

/** Copies a limit's settings to another plan: created there, or replacing that plan's limit of the action. */
export async function addLimitToPlan({ db }: Db, actor: Actor, input: unknown) {
  const { limitId, planId } = parseInput(addLimitToPlanSchema, input);
  const source = await limitOrNotFound(db, limitId);
  await planOrNotFound(db, planId);
  if (source.planId === planId) throw badInput({ planId: 'Ten limit już należy do tego planu.' });
  const row = await db.transaction(async (tx) => {
    const before = await findPlanLimit(tx, planId, source.action);
    const copied = await setPlanLimit(tx, planId, {
      action: source.action,
      limitType: source.limitType,
      limit: source.limit,
      limitInterval: source.limitInterval,
      visible: source.visible,
      label: source.label,
      limitDisplay: source.limitDisplay,
    });
    await recordAudit(tx, audit(actor, 'addLimitToPlan', 'Limit', copied.id, before ?? null, copied));
    return copied;
  });
  return presentLimit(row);
}

export function audit(
  actor: Actor,
  operation: string,
  targetType: AuditTarget,
  targetId: string,
  before: unknown,
  after: unknown,
) {
  return { adminId: actor.user.id, operation, targetType, targetId, before, after };
}
