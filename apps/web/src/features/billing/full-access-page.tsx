import { ROUTES } from '@kreda/shared/routes';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { type Plan, type PlanLimit, usePlans } from './api/get-plans.ts';
import { money } from './billing-format.ts';
import { LoadProblem } from './load-problem.tsx';

interface Row {
  key: string;
  label: string;
}

/** Every visible limit of the plans, once per action and period, in the order the plans list them. */
export function comparedRows(plans: readonly Plan[]): Row[] {
  const rows = new Map<string, Row>();
  for (const limit of plans.flatMap((plan) => plan.limits.filter((item) => item.visible))) {
    const key = `${limit.action}-${limit.limitInterval}`;
    if (!rows.has(key)) rows.set(key, { key, label: limit.label });
  }
  return [...rows.values()];
}

/** One plan's value for a row: "30 dziennie", "bez limitu", "niedostępne". */
export function cellText(plan: Plan, key: string): string {
  const limit: PlanLimit | undefined = plan.limits.find(
    (item) => item.visible && `${item.action}-${item.limitInterval}` === key,
  );
  if (!limit || limit.limit.type === 'NONE') return 'niedostępne';
  if (limit.limitDisplay.trim()) return limit.limitDisplay;
  return limit.limit.type === 'UNLIMITED' ? 'bez limitu' : String(limit.limit.value);
}

function Comparison({ plans }: { plans: readonly Plan[] }) {
  const rows = comparedRows(plans);
  return (
    // Two or three plans fit a 360 px phone; more scroll sideways inside the box, not the page.
    <div className="overflow-x-auto rounded-2xl border border-board-100 bg-white">
      <table className="w-full min-w-[20rem] border-collapse text-left text-sm">
        <caption className="sr-only">Limity narzędzi AI w każdym planie</caption>
        <thead>
          <tr className="border-b border-board-100">
            <th scope="col" className="p-3 font-semibold text-ink-muted">
              Narzędzie
            </th>
            {plans.map((plan) => (
              <th key={plan.id} scope="col" className="p-3 align-bottom font-bold text-board-950">
                {plan.name}
                <span className="block font-normal text-ink-muted">
                  {plan.price > 0 ? `${money(plan.price)} miesięcznie` : 'za darmo'}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-b border-board-100 last:border-b-0">
              <th scope="row" className="p-3 font-medium text-ink">
                {row.label}
              </th>
              {plans.map((plan) => (
                <td key={plan.id} className="p-3 text-board-950">
                  {cellText(plan, row.key)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function FullAccessContent() {
  const plans = usePlans();
  if (plans.isPending) return <Spinner label="Wczytywanie planów…" className="py-6" />;
  if (plans.isError)
    return (
      <LoadProblem
        what="Nie udało się wczytać planów."
        error={plans.error}
        retrying={plans.isFetching}
        onRetry={() => void plans.refetch()}
      />
    );
  const current = plans.data.find((plan) => plan.userPlanAction === 'CURRENT');
  const hasPaid = plans.data.some((plan) => plan.price > 0);
  return (
    <>
      {current ? (
        <p className="text-ink">
          Twój obecny plan: <strong className="font-semibold text-board-950">{current.name}</strong>.
        </p>
      ) : null}
      {plans.data.length > 0 ? <Comparison plans={plans.data} /> : null}
      {hasPaid ? (
        <Link to={ROUTES.choosePlan} className={buttonClass('primary', 'lg', 'self-start')}>
          Wybierz plan
        </Link>
      ) : (
        <p className="text-ink">Plany płatne nie są jeszcze dostępne.</p>
      )}
    </>
  );
}

/**
 * /app/fullaccess: what a paid plan unlocks, the free plan beside the paid ones, limit by limit,
 * and the way to choose one. Every "limit used up" message links here.
 */
export function Component() {
  useDocumentTitle('Pełny dostęp');
  return (
    <div className="mx-auto flex max-w-4xl min-w-0 flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-board-950 sm:text-3xl">Co daje pełny dostęp</h1>
        <p className="mt-1 text-ink-muted">
          Plan płatny podnosi limity narzędzi AI — porównaj, ile możesz w każdym planie.
        </p>
      </div>
      <FullAccessContent />
    </div>
  );
}
