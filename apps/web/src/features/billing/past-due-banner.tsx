import { buttonClass } from '../../components/ui/button-styles.ts';
import { useInvoices } from './api/get-invoices.ts';
import { money } from './billing-format.ts';
import { invoiceToPay } from './invoices-section.tsx';

/** A payment that failed: said first and plainly, with the open invoice's "Zapłać". */
export function PastDueBanner({ planName }: { planName: string }) {
  const invoices = useInvoices();
  const invoice = invoiceToPay(invoices.data ?? []);
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
      {invoice?.paymentUrl ? (
        <a href={invoice.paymentUrl} className={buttonClass('primary')}>
          Zapłać
        </a>
      ) : null}
    </div>
  );
}
