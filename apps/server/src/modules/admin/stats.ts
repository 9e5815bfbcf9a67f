import type { UsageAction } from '@kreda/shared/enums';
import { FORM_MESSAGES } from '@kreda/shared/form-messages';
import { USAGE_ACTION_LABELS } from '@kreda/shared/labels';
import type { Deps } from '../../core/deps.ts';
import { badInput } from '../../core/domain-error.ts';
import { type PageRule, pageOf } from '../../core/page.ts';
import { failedJobsSince } from '../../platform/jobs/job-stats.ts';
import { countActiveUsers } from '../events/index.ts';
import {
  type AiCallFilter,
  type AiTotals,
  aiCallsBy,
  aiCallTotals,
  committedUses,
  dailyUsage,
  periodStart,
  type StatsRange,
  unpricedModels,
} from '../usage/index.ts';
import { countUsers, findUsersByIds, presentUser } from '../users/index.ts';
import { daysBefore, type RangeInput, statsRange } from './range.ts';

type StatsDeps = Pick<Deps, 'db'>;
const USAGE_PAGE: PageRule = { size: 20, max: 100, items: 'Użytkowników' };

/** The API's names for a group of AI calls. */
function presentTotals(totals: AiTotals & { key?: string | null }) {
  return {
    key: totals.key ?? null,
    calls: totals.calls,
    tokensPrompt: totals.promptTokens,
    tokensOutput: totals.outputTokens,
    cost: totals.cost,
    unpricedCalls: totals.unpricedCalls,
  };
}

function presentActionCost(totals: AiTotals & { key: string | null }) {
  return {
    action: totals.key ?? '',
    cost: totals.cost,
    count: totals.calls,
    tokensPrompt: totals.promptTokens,
    tokensOutput: totals.outputTokens,
    unpricedCalls: totals.unpricedCalls,
  };
}

/** Text filters are ids or keys, never free text: bounded so a query cannot be made to crawl. */
function filterOf(input: {
  action?: string | null;
  model?: string | null;
  userId?: string | null;
}): AiCallFilter {
  const fields: Record<string, string> = {};
  if ((input.action?.length ?? 0) > 100) fields.action = FORM_MESSAGES.maxLength(100);
  if ((input.model?.length ?? 0) > 200) fields.model = FORM_MESSAGES.maxLength(200);
  if (Object.keys(fields).length) throw badInput(fields);
  return { action: input.action, model: input.model, userId: input.userId };
}

/** `getAggregatedUsage`: AI calls day by day (Warsaw days), oldest first, with splits. */
export async function getAggregatedUsage(
  deps: StatsDeps,
  input: { range?: RangeInput; action?: string | null; model?: string | null; userId?: string | null },
) {
  const days = await dailyUsage(deps.db, statsRange(input.range), filterOf(input));
  return days.map((day) => ({
    date: day.date,
    tokensOutput: day.outputTokens,
    tokensPrompt: day.promptTokens,
    popularAction: day.popularAction,
    userCount: day.userCount,
    avgTime: day.avgTimeMs,
    cost: day.cost,
    calls: day.calls,
    unpricedCalls: day.unpricedCalls,
    byAction: day.byAction.map(presentTotals),
    byModel: day.byModel.map(presentTotals),
  }));
}

/** `getActionCost`: each AI action's calls and cost in the range, the most expensive first. */
export async function getActionCost(
  deps: StatsDeps,
  input: { range?: RangeInput; model?: string | null; userId?: string | null },
) {
  const rows = await aiCallsBy(deps.db, 'action', statsRange(input.range), filterOf(input));
  return rows.map(presentActionCost);
}

/**
 * `getUsage`: per user, the plan-limited uses kept in the range and the AI calls made for them,
 * the most expensive user first (one user with `userId`). Users without AI calls but with uses
 * are listed after those with calls only when asked for by id: the list is about what costs.
 */
export async function getUsage(
  deps: StatsDeps,
  input: { range?: RangeInput; userId?: string | null; page?: number | null; limit?: number | null },
) {
  const { page, limit } = pageOf(input, USAGE_PAGE);
  const range = statsRange(input.range);
  const ids = input.userId
    ? [input.userId]
    : (await aiCallsBy(deps.db, 'userId', range)).flatMap((row) => (row.key ? [row.key] : []));
  const pageIds = ids.slice((page - 1) * limit, page * limit);
  return { data: await usageOf(deps, range, pageIds), page, limit, total: ids.length };
}

async function usageOf(deps: StatsDeps, range: StatsRange, userIds: string[]) {
  const [rows, uses, perUser] = await Promise.all([
    findUsersByIds(deps.db, userIds),
    committedUses(deps.db, range, userIds),
    Promise.all(
      userIds.map(async (userId) => ({
        userId,
        totals: await aiCallTotals(deps.db, range, { userId }),
        byAction: await aiCallsBy(deps.db, 'action', range, { userId }),
      })),
    ),
  ]);
  const users = new Map(rows.map((row) => [row.id, row]));
  return perUser.map(({ userId, totals, byAction }) => {
    const user = users.get(userId);
    return {
      userId,
      user: user ? presentUser(user) : null,
      uses: uses
        .filter((use) => use.userId === userId)
        .map((use) => ({
          action: use.action,
          label: USAGE_ACTION_LABELS[use.action as UsageAction] ?? use.action,
          uses: use.uses,
        })),
      ai: presentTotals(totals),
      aiByAction: byAction.map(presentTotals),
    };
  });
}

/** `getAdminStats`: the dashboard's numbers. */
export async function getAdminStats(deps: StatsDeps, now = new Date()) {
  const last30 = { from: daysBefore(now, 30), to: now };
  const [users, active, aiToday, aiMonth, topActions, failingJobs, unpriced] = await Promise.all([
    countUsers(deps.db, { days7: daysBefore(now, 7), days30: last30.from }),
    countActiveUsers(deps.db, {
      today: periodStart('DAY', now),
      days7: daysBefore(now, 7),
      days30: last30.from,
    }),
    aiCallTotals(deps.db, { from: periodStart('DAY', now), to: now }),
    aiCallTotals(deps.db, { from: periodStart('MONTH', now), to: now }),
    aiCallsBy(deps.db, 'action', last30),
    failedJobsSince(deps.db, daysBefore(now, 1)),
    unpricedModels(deps.db, last30),
  ]);
  return {
    usersTotal: users.total,
    usersNew7: users.new7,
    usersNew30: users.new30,
    activeToday: active.today,
    active7: active.days7,
    active30: active.days30,
    aiToday: presentTotals(aiToday),
    aiMonth: presentTotals(aiMonth),
    topActions: topActions.slice(0, 10).map(presentActionCost),
    failingJobs,
    unpricedModels: unpriced,
  };
}
