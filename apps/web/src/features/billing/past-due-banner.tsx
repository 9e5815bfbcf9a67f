import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { toast } from '../../lib/toast.ts';
import { useCancelSubscription } from './api/cancel-subscription.ts';
import { useInvoices } from './api/get-invoices.ts';
import { money } from './billing-format.ts';
import { invoiceToPay } from './invoices-section.tsx';
import { problemOf } from './use-purchase.ts';

/**
 * A payment that failed: said first and plainly, with the open invoice's "Zapłać" — or, for a
 * pupil who does not want the plan any more, a way out: the unpaid subscription ends now and the
 * free plan goes on (the server cancels it at Stripe; nothing more is collected).
 */
export function PastDueBanner({ planName }: { planName: string }) {
  const invoices = useInvoices();
  const invoice = invoiceToPay(invoices.data ?? []);
  const cancel = useCancelSubscription();
  const [confirming, setConfirming] = useState(false);
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-2xl border-2 border-red-600 bg-red-50 p-5 text-red-900"
    >
      <p>
        <strong className="font-semibold">Nie udało się pobrać płatności za plan {planName}.</strong>{' '}
        {invoice
          ? `Zapłać otwartą fakturę (${money(invoice.total)}), aby dalej korzystać z planu.`
          : 'Sprawdź kartę albo zapłać otwartą fakturę z listy poniżej, aby dalej korzystać z planu.'}
      </p>
      <div className="flex flex-wrap gap-2">
        {invoice?.paymentUrl ? (
          <a href={invoice.paymentUrl} className={buttonClass('primary')}>
            Zapłać
          </a>
        ) : null}
        <Button variant="ghost" onClick={() => setConfirming(true)}>
          Zrezygnuj z planu
        </Button>
      </div>
      {confirming ? (
        <ConfirmDialog
          tone="primary"
          cancelLabel="Nie, zostaw"
          title="Zrezygnować z planu?"
          description={`Subskrypcja planu ${planName} skończy się teraz i nie będziemy już próbować pobrać zaległej opłaty. Zostaniesz na planie darmowym, a wszystkie Twoje materiały zostają.`}
          confirmLabel="Zrezygnuj z planu"
          pendingLabel="Kończymy subskrypcję…"
          pending={cancel.isPending}
          problem={cancel.isError ? problemOf(cancel.error) : null}
          onConfirm={() =>
            cancel.mutate(true, {
              onSuccess: () => {
                toast.success('Subskrypcja zakończona. Korzystasz z planu darmowego.');
                setConfirming(false);
              },
            })
          }
          onClose={() => {
            cancel.reset();
            setConfirming(false);
          }}
        />
      ) : null}
    </div>
  );
}
