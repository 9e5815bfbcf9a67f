import type { LimitInterval, UsageAction } from '@kreda/shared/enums';
import { LIMIT_INTERVAL_LABELS, USAGE_ACTION_LABELS } from '@kreda/shared/labels';
import { eq, sql } from 'drizzle-orm';
import type { DB } from '../../platform/db/database.ts';
import { limits, plans } from './tables.ts';

export const DEFAULT_PLAN_NAME = 'Darmowy';

/**
 * Limits of the free plan, per Warsaw day. Sized so a pupil can do a real evening of study (a
 * chat of ~30 turns, a tutor's order and two sessions of ~15 messages each — every tutor message
 * counts one, like a chat's — a handful of notes and quizzes) while the costly long generations
 * (essays and their reviews, several thousand tokens each) stay at a few a day, and nothing lets
 * one free account run up an unbounded AI bill.
 */
export const DEFAULT_PLAN_LIMITS: Record<UsageAction, { limit: number; interval: LimitInterval }> = {
  CHAT_MESSAGE: { limit: 30, interval: 'DAY' },
  AI_NOTE_GENERATION: { limit: 10, interval: 'DAY' },
  NOTE_ACTION: { limit: 30, interval: 'DAY' },
  AI_TUTORING: { limit: 40, interval: 'DAY' },
  QUIZ_GENERATION: { limit: 5, interval: 'DAY' },
  ROZPRAWKA: { limit: 3, interval: 'DAY' },
  ROZPRAWKA_REVIEW: { limit: 3, interval: 'DAY' },
  TEST_SOLVER: { limit: 5, interval: 'DAY' },
  WORDBASE: { limit: 5, interval: 'DAY' },
  TRANSCRIPTION: { limit: 10, interval: 'DAY' },
};

export interface DefaultPlanSeedReport {
  planCreated: boolean;
  limitsAdded: UsageAction[];
}

/**
 * Makes sure the default free plan exists with a limit for every action. Idempotent and safe
 * when several servers start at once; it only adds what is missing and never overwrites a plan
 * or limit an administrator has changed since.
 */
export async function seedDefaultPlan(db: DB): Promise<DefaultPlanSeedReport> {
  return db.transaction(async (tx) => {
    const created = await tx
      .insert(plans)
      .values({
        name: DEFAULT_PLAN_NAME,
        description: 'Podstawowe funkcje Kredy z dziennymi limitami, bez opłat.',
        isDefault: true,
        visible: true,
      })
      // The partial unique index on is_default lets only one default plan exist.
      .onConflictDoNothing()
      .returning({ id: plans.id });
    const [plan] = await tx.select({ id: plans.id }).from(plans).where(eq(plans.isDefault, true)).limit(1);
    if (!plan) throw new Error('default plan missing after seeding');
    const added = await tx
      .insert(limits)
      .values(
        Object.entries(DEFAULT_PLAN_LIMITS).map(([action, { limit, interval }]) => ({
          planId: plan.id,
          action: action as UsageAction,
          label: USAGE_ACTION_LABELS[action as UsageAction],
          limitDisplay: `${limit} ${LIMIT_INTERVAL_LABELS[interval]}`,
          limitInterval: interval,
          limitType: 'NUMBER' as const,
          limit,
        })),
      )
      .onConflictDoNothing({ target: [limits.planId, limits.action] })
      .returning({ action: limits.action });
    return { planCreated: created.length > 0, limitsAdded: added.map((r) => r.action) };
  });
}

/** The paid plan offered when billing is switched on and the catalogue has only the free plan. */
export const STARTER_PLAN = {
  name: 'Plus',
  description:
    'Dużo więcej nauki każdego dnia: czat, korepetytor, rozprawki i sprawdziany bez ciągłego liczenia.',
  price: 29.99,
  price3m: 79.99,
  price12m: 249,
  freeTier: true,
  limits: {
    CHAT_MESSAGE: 300,
    AI_NOTE_GENERATION: 50,
    NOTE_ACTION: 200,
    AI_TUTORING: 300,
    QUIZ_GENERATION: 30,
    ROZPRAWKA: 15,
    ROZPRAWKA_REVIEW: 15,
    TEST_SOLVER: 30,
    WORDBASE: 30,
    TRANSCRIPTION: 50,
  } satisfies Record<UsageAction, number>,
};

/**
 * With billing on, an operator who has not made a paid plan yet gets one to sell ("Plus", daily
 * limits about ten times the free plan's, a 7-day trial). Only into a catalogue holding nothing
 * but the free plan, so a plan an administrator made, changed or hid is never touched; the lock
 * keeps two servers starting at once from making two.
 */
export async function seedStarterPlan(db: DB): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('kreda:starter-plan'))`);
    const [other] = await tx.select({ id: plans.id }).from(plans).where(eq(plans.isDefault, false)).limit(1);
    if (other) return false;
    const { limits: planLimits, ...plan } = STARTER_PLAN;
    const [created] = await tx
      .insert(plans)
      .values({ ...plan, visible: true })
      .returning({ id: plans.id });
    if (!created) throw new Error('starter plan insert returned nothing');
    await tx.insert(limits).values(
      Object.entries(planLimits).map(([action, limit]) => ({
        planId: created.id,
        action: action as UsageAction,
        label: USAGE_ACTION_LABELS[action as UsageAction],
        limitDisplay: `${limit} ${LIMIT_INTERVAL_LABELS.DAY}`,
        limitInterval: 'DAY' as const,
        limitType: 'NUMBER' as const,
        limit,
      })),
    );
    return true;
  });
}
