import type { Actor } from '../../core/actor.ts';
import type { Deps } from '../../core/deps.ts';
import { listVisiblePlans, presentPlan } from '../usage/index.ts';
import { planAction, planActionContext } from './plan-actions.ts';

/**
 * `getAvaliblePlans`: the visible plans, cheapest first, with their prices, visible limits of
 * enabled tools and the viewer's button for each (billing off: only "Obecny plan" or "Niedostępny").
 */
export async function getAvaliblePlans(deps: Pick<Deps, 'db' | 'config'>, actor: Actor) {
  const visible = await listVisiblePlans(deps.db);
  const context = await planActionContext(
    deps.db,
    actor.user.id,
    deps.config.stripe !== null,
    new Map(visible.map((plan) => [plan.id, plan])),
  );
  return visible.map((plan) => ({ ...presentPlan(plan), userPlanAction: planAction(plan, context) }));
}
