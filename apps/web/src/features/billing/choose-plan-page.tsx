import type { BillingInterval } from '@kreda/shared/enums';
import { ROUTES } from '@kreda/shared/routes';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { textLinkClass } from '../../components/ui/link-styles.ts';
import { Logo } from '../../components/ui/logo.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useCurrentUser } from '../../lib/session-cache.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { type Plan, usePlans } from './api/get-plans.ts';
import { ConsentCheckbox } from './consent-checkbox.tsx';
import { LoadProblem } from './load-problem.tsx';
import { PeriodSwitch } from './period-switch.tsx';
import { PlanCard } from './plan-card.tsx';
import { UpgradeDialog } from './upgrade-dialog.tsx';
import { usePurchase } from './use-purchase.ts';

function Plans({ period }: { period: BillingInterval }) {
  const plans = usePlans();
  const purchase = usePurchase();
  const [upgrading, setUpgrading] = useState<Plan | null>(null);
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
  return (
    <>
      <ConsentCheckbox consent={purchase.consent} />
      {purchase.problem ? <FormAlert>{purchase.problem}</FormAlert> : null}
      {plans.data.length === 0 ? (
        <p className="rounded-2xl border border-board-100 bg-white p-5 text-ink">
          Nie ma teraz planów do wyboru.
        </p>
      ) : (
        <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {plans.data.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              period={period}
              purchase={purchase}
              onUpgrade={setUpgrading}
            />
          ))}
        </div>
      )}
      {upgrading ? <UpgradeDialog plan={upgrading} onClose={() => setUpgrading(null)} /> : null}
    </>
  );
}

/**
 * /app/chooseplan (spec: "chooseplan (no layout)"): the plans side by side (stacked on a phone)
 * with the period switch, the consent and each plan's action; Stripe sends a cancelled payment
 * back here with ?checkout=cancelled.
 */
export function Component() {
  useDocumentTitle('Wybierz plan');
  const [params] = useSearchParams();
  const [period, setPeriod] = useState<BillingInterval>('month');
  // A pupil whose account waits for a plan would only be sent back here from the app.
  const mustChoose = useCurrentUser()?.onboardingStatus === 'PENDING_SUBSCRIPTION';
  return (
    <div className="mx-auto flex w-full max-w-6xl min-w-0 flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Logo to={ROUTES.app} />
        {mustChoose ? null : (
          <Link to={ROUTES.app} className={buttonClass('ghost', 'sm', 'min-h-11')}>
            Wróć do Kredy
          </Link>
        )}
      </div>
      <div>
        <h1 className="text-2xl font-bold text-board-950 sm:text-3xl">Wybierz plan</h1>
        {mustChoose ? (
          <p className="mt-1 font-medium text-board-950">Aby zacząć korzystać z Kredy, wybierz plan.</p>
        ) : null}
        <p className="mt-1 text-ink-muted">
          Ceny brutto w złotych. Plan miesięczny odnawia się co miesiąc, a plan na 3 lub 12 miesięcy opłacasz
          raz z góry.
        </p>
      </div>
      {params.get('checkout') === 'cancelled' ? (
        <FormAlert tone="info">Płatność została przerwana — nic nie pobraliśmy.</FormAlert>
      ) : null}
      <PeriodSwitch value={period} onChange={setPeriod} />
      <Plans period={period} />
      <p className="text-sm text-ink-muted">
        Płatność obsługuje Stripe. Co daje każdy plan, porównasz na stronie{' '}
        <Link to={ROUTES.fullAccess} className={textLinkClass}>
          pełnego dostępu
        </Link>
        .
      </p>
    </div>
  );
}
