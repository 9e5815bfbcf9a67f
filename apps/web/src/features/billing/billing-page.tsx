import { ROUTES } from '@kreda/shared/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { textLinkClass } from '../../components/ui/link-styles.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { reloadCurrentUser } from '../../lib/current-user.ts';
import { useCurrentUser } from '../../lib/session-cache.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { AddOnsSection } from './add-ons-section.tsx';
import { useBilling } from './api/get-billing.ts';
import { CheckoutStatus } from './checkout-status.tsx';
import { InvoicesSection } from './invoices-section.tsx';
import { LoadProblem } from './load-problem.tsx';
import { PastDueBanner } from './past-due-banner.tsx';
import { PlanSection } from './plan-section.tsx';
import { UsageSummary } from './usage-summary.tsx';

/**
 * A past-due pupil pays the invoice on Stripe's page, in another tab or before coming back: each
 * fresh read of the plan reads the user again too, so the guards stop sending them here once paid.
 */
function useUserFollowsPayment(readAt: number, pastDue: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (pastDue && readAt > 0) void reloadCurrentUser(queryClient).catch(() => undefined);
  }, [readAt, pastDue, queryClient]);
}

function BillingContent() {
  const billing = useBilling();
  const user = useCurrentUser();
  useUserFollowsPayment(billing.dataUpdatedAt, user?.onboardingStatus === 'PASTDUE_INVOICE');
  if (billing.isPending) return <Spinner label="Wczytywanie planu…" className="py-6" />;
  if (billing.isError)
    return (
      <LoadProblem
        what="Nie udało się wczytać planu."
        error={billing.error}
        retrying={billing.isFetching}
        onRetry={() => void billing.refetch()}
      />
    );
  const plan = billing.data;
  const pastDue = plan.status === 'PastDue' || user?.onboardingStatus === 'PASTDUE_INVOICE';
  return (
    <>
      {pastDue ? <PastDueBanner planName={plan.name} /> : null}
      <PlanSection plan={plan} />
      <UsageSummary usage={plan.usage} />
      <AddOnsSection plan={plan} />
      <InvoicesSection />
    </>
  );
}

/**
 * /app/settings/billing: the plan and its state, renewal or end, the trial, the card, the limits,
 * add-ons and invoices; a payment that failed first. Stripe brings the buyer back here with
 * ?checkout=<id>, and the page waits for the payment's confirmation.
 */
export function Component() {
  useDocumentTitle('Plan i płatności');
  const [params] = useSearchParams();
  const checkout = params.get('checkout');
  return (
    <div className="mx-auto flex max-w-3xl min-w-0 flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-board-950 sm:text-3xl">Plan i płatności</h1>
        <p className="mt-1 text-ink-muted">
          Twój plan, płatności i faktury.{' '}
          <Link to={ROUTES.settings} className={textLinkClass}>
            Wróć do ustawień
          </Link>
        </p>
      </div>
      {checkout ? <CheckoutStatus id={checkout} /> : null}
      <BillingContent />
    </div>
  );
}
