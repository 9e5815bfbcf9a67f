import type { SessionClient } from '../../../testing/session-client.ts';
import { dataOf } from '../../../testing/session-client.ts';

// The admin module's operations as the integration tests send them.

const TOTALS = 'key calls tokensPrompt tokensOutput cost unpricedCalls';
export const OPS = {
  getUsage: `query ($input: GetUsageInput) { getUsage(getUsageInput: $input) {
    total page limit data { userId user { id email } uses { action label uses } ai { ${TOTALS} } aiByAction { ${TOTALS} } } } }`,
  getActionCost: `query ($input: GetActionCostInput) { getActionCost(getActionCostInput: $input) {
    action cost count tokensPrompt tokensOutput unpricedCalls } }`,
  getAggregatedUsage: `query ($input: GetAggregatedUsageInput) { getAggregatedUsage(getAggregatedUsageInput: $input) {
    date tokensOutput tokensPrompt popularAction userCount avgTime cost calls unpricedCalls
    byAction { ${TOTALS} } byModel { ${TOTALS} } } }`,
  getAdminStats: `query { getAdminStats { usersTotal usersNew7 usersNew30 activeToday active7 active30
    aiToday { ${TOTALS} } aiMonth { ${TOTALS} } topActions { action count cost } failingJobs { queue count } unpricedModels } }`,
  getUsageCsv: `query ($input: GetAggregatedUsageInput) { getUsageCsv(getAggregatedUsageInput: $input) {
    filename content rows truncated } }`,
  getUserLimits: `query ($input: GetUserByIdInput!) { getUserLimits(getUserByIdInput: $input) {
    action label limit usage limitType limitInterval } }`,
  updateUserRole: `mutation ($input: UpdateUserRoleInput!) { updateUserRole(updateUserRoleInput: $input) { id role blockedAt } }`,
  getActivityStats: `query ($input: GetActivityStatsInput!) { getActivityStats(getActivityStatsInput: $input) {
    range { from to } totals { activeUsers visits pageViews } days { day pageViews } pages { route views visits } } }`,
  setUserBlocked: `mutation ($input: SetUserBlockedInput!) { setUserBlocked(setUserBlockedInput: $input) { id role blockedAt } }`,
};

/** Sends one operation and returns its field, failing the test on any error. */
export const callOp = async <T>(
  client: SessionClient,
  op: keyof typeof OPS,
  input?: Record<string, unknown>,
) => dataOf<Record<string, T>>(await client.gql(OPS[op], input ? { input } : {}))[op] as T;
