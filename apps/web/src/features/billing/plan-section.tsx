import { SUBSCRIPTION_STATUS_LABELS } from '@kreda/shared/labels';
import { ROUTES } from '@kreda/shared/routes';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { textLinkClass } from '../../components/ui/link-styles.ts';
import { toast } from '../../lib/toast.ts';
import { useCancelSubscription } from './api/cancel-subscription.ts';
import { useEndTrial } from './api/end-trial.ts';
import type { Billing } from './api/get-billing.ts';
import { cardText, dateInWords, money } from './billing-format.ts';
import { problemOf } from './use-purchase.ts';

/** The free plan: no price and nothing renewing (the server names it „Darmowy”). */
export const isFreePlan = (plan: Billing) => plan.planPrice <= 0 && !plan.recurring;

const INTERVAL_WORDS: Record<string, string> = {
  month: 'co miesiąc',
  month_3: 'za 3 miesiące z góry',
  month_12: 'za 12 miesięcy z góry',
};

/** When the plan renews or ends, or until when the trial lasts. */
export function periodText(plan: Billing): string | null {
  const date = dateInWords(plan.expiresAt);
  if (!date) return null;
  if (plan.status === 'Trialing') return `Okres próbny do ${date}`;
  if (plan.cancelAtPeriodEnd || !plan.recurring) return `Kończy się ${date}`;
  return `Odnawia się ${date}`;
}

function PlanFacts({ plan }: { plan: Billing }) {
  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-2">
      <div>
        <dt className="text-ink-muted">Status</dt>
        <dd className="font-medium text-board-950">{SUBSCRIPTION_STATUS_LABELS[plan.status]}</dd>
      </div>
      {plan.planPrice > 0 ? (
        <div>
          <dt className="text-ink-muted">Cena</dt>
          <dd className="font-medium text-board-950">
            {money(plan.planPrice)} {INTERVAL_WORDS[plan.billingInterval] ?? ''}
          </dd>
        </div>
      ) : null}
      <div className="min-w-0 sm:col-span-2">
        <dt className="text-ink-muted">Metoda płatności</dt>
        <dd className="font-medium break-words text-board-950">
          {plan.paymentMethod ? cardText(plan.paymentMethod) : 'Brak zapisanej karty'}
        </dd>
      </div>
    </dl>
  );
}

type Confirming = 'cancel' | 'endTrial' | null;

/** Cancel at period end, undo it, or end the trial now — each after the pupil confirms what it means. */
function PlanChanges({ plan }: { plan: Billing }) {
  const [confirming, setConfirming] = useState<Confirming>(null);
  const cancel = useCancelSubscription();
  const endTrial = useEndTrial();
  const until = dateInWords(plan.expiresAt);
  const charge = `${money(plan.planPrice)}${plan.paymentMethod ? ` z karty ${cardText(plan.paymentMethod)}` : ''}`;
  const done = (message: string) => () => {
    toast.success(message);
    setConfirming(null);
  };
  const close = () => {
    cancel.reset();
    endTrial.reset();
    setConfirming(null);
  };
  return (
    <div className="flex flex-wrap gap-2">
      {plan.status === 'Trialing' ? (
        <Button onClick={() => setConfirming('endTrial')}>Zakończ okres próbny i zapłać teraz</Button>
      ) : null}
      {plan.recurring && plan.cancelAtPeriodEnd ? (
        <Button
          variant="secondary"
          onClick={() => cancel.mutate(false, { onSuccess: done('Subskrypcja wznowiona.') })}
          disabled={cancel.isPending}
          aria-busy={cancel.isPending || undefined}
        >
          Wznów subskrypcję
        </Button>
      ) : null}
      {plan.recurring && !plan.cancelAtPeriodEnd ? (
        <Button variant="ghost" onClick={() => setConfirming('cancel')}>
          Anuluj subskrypcję
        </Button>
      ) : null}
      {confirming === 'cancel' ? (
        <ConfirmDialog
          tone="primary"
          cancelLabel="Nie, zostaw"
          title="Anulować subskrypcję?"
          description={`Plan ${plan.name} zostaje z Tobą do ${until}. Potem nie pobierzemy kolejnej opłaty, a Ty wrócisz na plan darmowy. Do tego dnia możesz subskrypcję wznowić.`}
          confirmLabel="Anuluj subskrypcję"
          pendingLabel="Anulowanie…"
          pending={cancel.isPending}
          problem={cancel.isError ? problemOf(cancel.error) : null}
          onConfirm={() =>
            cancel.mutate(true, { onSuccess: done(`Subskrypcja anulowana. Plan działa do ${until}.`) })
          }
          onClose={close}
        />
      ) : null}
      {confirming === 'endTrial' ? (
        <ConfirmDialog
          tone="primary"
          cancelLabel="Nie, zostaw"
          title="Zakończyć okres próbny?"
          description={`Pobierzemy teraz pierwszą opłatę: ${charge}. Plan ${plan.name} działa dalej bez przerwy.`}
          confirmLabel="Zapłać teraz"
          pendingLabel="Płacimy…"
          pending={endTrial.isPending}
          problem={endTrial.isError ? problemOf(endTrial.error) : null}
          onConfirm={() =>
            endTrial.mutate(undefined, { onSuccess: done('Okres próbny zakończony, plan opłacony.') })
          }
          onClose={close}
        />
      ) : null}
      {cancel.isError && !confirming ? (
        <p role="alert" className="w-full text-sm text-red-800">
          {problemOf(cancel.error)}
        </p>
      ) : null}
    </div>
  );
}

/** The plan: its name, state, dates, card and changes; on the free plan the way to a paid one. */
export function PlanSection({ plan }: { plan: Billing }) {
  const period = periodText(plan);
  return (
    <section
      aria-labelledby="billing-plan"
      className="flex flex-col gap-4 rounded-2xl border border-board-100 bg-white p-5 sm:p-6"
    >
      <div>
        <h2 id="billing-plan" className="text-lg font-bold break-words text-board-950">
          Plan: {plan.name}
        </h2>
        {period ? <p className="mt-1 font-medium text-board-950">{period}</p> : null}
        {plan.cancelAtPeriodEnd ? (
          <p className="mt-1 text-sm text-ink">Subskrypcja jest anulowana — nie odnowi się po tym dniu.</p>
        ) : null}
      </div>
      {isFreePlan(plan) ? (
        <div className="flex flex-col gap-3">
          <p className="text-ink">
            Masz plan darmowy. Wybierz plan płatny, aby mieć wyższe limity narzędzi AI.
          </p>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <Link to={ROUTES.choosePlan} className={buttonClass('primary')}>
              Wybierz plan
            </Link>
            <Link to={ROUTES.fullAccess} className={`${textLinkClass} inline-flex min-h-11 items-center`}>
              Zobacz, co daje pełny dostęp
            </Link>
          </div>
        </div>
      ) : (
        <>
          <PlanFacts plan={plan} />
          <PlanChanges plan={plan} />
          <Link
            to={ROUTES.choosePlan}
            className={`${textLinkClass} inline-flex min-h-11 items-center self-start`}
          >
            Zmień plan
          </Link>
        </>
      )}
    </section>
  );
}
