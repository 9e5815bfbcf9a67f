import type { BillingInterval } from '@kreda/shared/enums';
import { PLAN_ACTION_LABELS } from '@kreda/shared/labels';
import { useId } from 'react';
import { Button } from '../../components/ui/button.tsx';
import type { Plan } from './api/get-plans.ts';
import {
  limitInWords,
  MONTHS,
  money,
  PERIOD_PRICE_WORDS,
  perMonth,
  priceFor,
  savingPercent,
} from './billing-format.ts';
import type { Purchase } from './use-purchase.ts';

interface PlanCardProps {
  plan: Plan;
  period: BillingInterval;
  purchase: Purchase;
  onUpgrade: (plan: Plan) => void;
}

function PlanPrice({ plan, period }: { plan: Plan; period: BillingInterval }) {
  if (plan.price <= 0) {
    return <p className="text-3xl font-bold text-board-950">{money(0)}</p>;
  }
  const saving = savingPercent(plan, period);
  return (
    <div>
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="text-3xl font-bold text-board-950">{money(priceFor(plan, period))}</span>
        <span className="text-ink-muted">{PERIOD_PRICE_WORDS[period]}</span>
      </p>
      {MONTHS[period] > 1 ? (
        <p className="mt-1 flex flex-wrap gap-x-2 text-sm text-ink">
          <span>{perMonth(plan, period)}</span>
          {saving > 0 ? (
            <span className="rounded-full bg-emerald-50 px-2 font-semibold text-emerald-900">
              oszczędzasz {saving}%
            </span>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}

/** What the trial means for the chosen period (the server decides; the words say what happens). */
function TrialNote({ plan, period }: { plan: Plan; period: BillingInterval }) {
  if (plan.userPlanAction !== 'FREE_TIER') return null;
  return (
    <p className="text-sm text-ink">
      {period === 'month'
        ? `7 dni za darmo, potem ${money(plan.price)} miesięcznie. Możesz zrezygnować przed końcem próby.`
        : 'Okres próbny dotyczy planu miesięcznego — za wybrany okres płacisz od razu.'}
    </p>
  );
}

function PlanButton({ plan, period, purchase, onUpgrade }: PlanCardProps) {
  const action = plan.userPlanAction ?? 'DISABLED';
  const label = PLAN_ACTION_LABELS[action];
  if (action === 'CURRENT' || action === 'DISABLED') {
    return (
      <Button variant="secondary" disabled className="w-full">
        {label}
      </Button>
    );
  }
  if (action === 'UPGRADE') {
    return (
      <Button className="w-full" onClick={() => onUpgrade(plan)} disabled={purchase.busy}>
        {label}
      </Button>
    );
  }
  const pending = purchase.pendingId === plan.id;
  return (
    <Button
      className="w-full"
      onClick={() => purchase.buy({ planId: plan.id, period })}
      disabled={purchase.busy}
      aria-busy={pending || undefined}
    >
      {pending ? 'Przechodzimy do płatności…' : label}
    </Button>
  );
}

/** One plan: its price for the chosen period, its limits in words and the button its action gives. */
export function PlanCard(props: PlanCardProps) {
  const { plan, period } = props;
  const titleId = useId();
  const current = plan.userPlanAction === 'CURRENT';
  const limits = plan.limits.filter((limit) => limit.visible);
  return (
    <article
      aria-labelledby={titleId}
      className={`flex min-w-0 flex-col gap-4 rounded-2xl bg-white p-5 ${current ? 'border-2 border-board-700' : 'border border-board-100'}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="text-xl font-bold break-words text-board-950">
          {plan.name}
        </h2>
        {current ? (
          <span className="rounded-full bg-board-100 px-2.5 py-0.5 text-sm font-semibold text-board-950">
            Twój obecny plan
          </span>
        ) : null}
      </div>
      {plan.description ? <p className="text-ink">{plan.description}</p> : null}
      <PlanPrice plan={plan} period={period} />
      <TrialNote plan={plan} period={period} />
      {limits.length > 0 ? (
        <ul className="flex flex-col gap-1.5 text-sm text-ink" aria-label={`Limity planu ${plan.name}`}>
          {limits.map((limit) => (
            <li key={`${limit.action}-${limit.limitInterval}`} className="flex gap-2">
              <span aria-hidden="true" className="text-board-700">
                ✓
              </span>
              <span className="min-w-0 break-words">{limitInWords(limit)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-auto">
        <PlanButton {...props} />
      </div>
    </article>
  );
}
