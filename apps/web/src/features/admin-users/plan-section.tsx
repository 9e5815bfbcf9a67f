import { BILLING_INTERVALS, isOneOf } from '@kreda/shared/enums';
import { BILLING_INTERVAL_LABELS, SUBSCRIPTION_STATUS_LABELS } from '@kreda/shared/labels';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog, useConfirmedAction } from '../../components/ui/confirm-dialog.tsx';
import { type AdminUserSubscription, useUserSubscriptions } from './api/get-user-subscriptions.ts';
import { useUserPlanChanges } from './api/user-plan-changes.ts';
import { AssignPlanForm } from './assign-plan-form.tsx';
import { dateOr } from './format.ts';
import { QueryPart, UserSection } from './section.tsx';

/** A subscription still gives its plan: active or on trial, and not past its end. */
export function inForce(sub: AdminUserSubscription, now = Date.now()): boolean {
  const running = sub.status === 'Active' || sub.status === 'Trialing';
  return running && (!sub.expiresAt || new Date(sub.expiresAt).getTime() > now);
}

const intervalText = (interval: string) =>
  isOneOf(BILLING_INTERVALS, interval) ? BILLING_INTERVAL_LABELS[interval] : interval;

function SubscriptionItem({ sub, onEnd }: { sub: AdminUserSubscription; onEnd: () => void }) {
  const current = inForce(sub);
  return (
    <li className="flex flex-col gap-2 border-t border-board-100 py-3 first:border-t-0">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold break-words text-board-950">
            {sub.plan.name}
            {current ? <span className="font-normal"> · obowiązuje</span> : null}
          </p>
          <p className="text-sm text-ink-muted">
            {[
              SUBSCRIPTION_STATUS_LABELS[sub.status],
              sub.adminGrant ? 'przyznana przez administratora' : 'opłacana w Stripe',
              `okres: ${intervalText(sub.billingInterval)}`,
              `od ${dateOr(sub.grantedAt, '—')}`,
              sub.expiresAt ? `do ${dateOr(sub.expiresAt, '—')}` : 'bez końca',
              sub.cancelAtPeriodEnd ? 'kończy się z końcem okresu' : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
        {sub.adminGrant && current ? (
          <Button variant="secondary" size="sm" onClick={onEnd} aria-label={`Zakończ plan ${sub.plan.name}`}>
            Zakończ
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/** The user's subscriptions (Stripe's stay Stripe's: no end button), a grant's end, a new grant. */
export function PlanSection({ userId }: { userId: string }) {
  const subscriptions = useUserSubscriptions(userId);
  const { end } = useUserPlanChanges(userId);
  const [ending, setEnding] = useState<AdminUserSubscription | null>(null);
  const confirm = useConfirmedAction({
    run: async () => {
      if (ending) await end.mutateAsync(ending.id);
      return `Zakończono plan „${ending?.plan.name ?? ''}”.`;
    },
    successMessage: 'Zakończono plan.',
    afterDone: () => {
      confirm.close();
      setEnding(null);
    },
  });

  return (
    <UserSection id="plan" title="Plan i subskrypcje">
      <QueryPart
        query={subscriptions}
        loading="Wczytuję subskrypcje…"
        failed="Nie udało się wczytać subskrypcji"
      >
        {(page) =>
          page.data.length ? (
            <ul aria-label="Subskrypcje" className="flex flex-col">
              {page.data.map((sub) => (
                <SubscriptionItem
                  key={sub.id}
                  sub={sub}
                  onEnd={() => {
                    setEnding(sub);
                    confirm.open();
                  }}
                />
              ))}
            </ul>
          ) : (
            <p>Brak subskrypcji: konto korzysta z planu darmowego.</p>
          )
        }
      </QueryPart>
      <AssignPlanForm userId={userId} />
      {confirm.confirming && ending ? (
        <ConfirmDialog
          title={`Zakończyć plan „${ending.plan.name}”?`}
          description="Plan przestaje działać od razu, a konto wraca do planu darmowego (albo do subskrypcji opłacanej w Stripe, jeśli ją ma)."
          confirmLabel="Zakończ plan"
          pendingLabel="Kończenie…"
          {...confirm.dialog}
        />
      ) : null}
    </UserSection>
  );
}
