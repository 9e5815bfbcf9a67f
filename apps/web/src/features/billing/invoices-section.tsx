import { INVOICE_STATUS_LABELS } from '@kreda/shared/labels';
import { textLinkClass } from '../../components/ui/link-styles.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import type { InvoiceStatus } from '../../gql/graphql.ts';
import type { Invoice } from './api/get-invoices.ts';
import { useInvoices } from './api/get-invoices.ts';
import { dateInWords, money } from './billing-format.ts';
import { LoadProblem } from './load-problem.tsx';

const STATUS_STYLE: Record<InvoiceStatus, string> = {
  draft: 'border-board-200 bg-board-50 text-ink-muted',
  open: 'border-amber-300 bg-amber-50 text-amber-950',
  paid: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  uncollectible: 'border-red-300 bg-red-50 text-red-800',
  void: 'border-board-200 bg-board-50 text-ink-muted',
};

/** The open invoice to pay first (the newest with a payment page), for the past-due banner. */
export const invoiceToPay = (invoices: readonly Invoice[]) =>
  invoices.find((invoice) => invoice.status === 'open' && invoice.paymentUrl);

function InvoiceRow({ invoice }: { invoice: Invoice }) {
  const date = dateInWords(invoice.created);
  return (
    <li className="flex flex-col gap-2 border-b border-board-100 py-3 last:border-b-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium text-board-950">
          {date} · <span className="break-words">{invoice.planName}</span>
        </p>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
          <span className="font-semibold text-board-950">{money(invoice.total)}</span>
          <span className={`rounded-full border px-2 py-0.5 font-medium ${STATUS_STYLE[invoice.status]}`}>
            {INVOICE_STATUS_LABELS[invoice.status]}
          </span>
        </p>
      </div>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {invoice.status === 'open' && invoice.paymentUrl ? (
          <a
            href={invoice.paymentUrl}
            className={`${textLinkClass} inline-flex min-h-11 items-center`}
            aria-label={`Zapłać fakturę z ${date}`}
          >
            Zapłać
          </a>
        ) : null}
        {invoice.url ? (
          <a
            href={invoice.url}
            className={`${textLinkClass} inline-flex min-h-11 items-center`}
            aria-label={`Pobierz PDF faktury z ${date}`}
          >
            Pobierz PDF
          </a>
        ) : null}
      </p>
    </li>
  );
}

/** The pupil's invoices, newest first: date, plan, total, status in Polish, PDF and payment links. */
export function InvoicesSection() {
  const invoices = useInvoices();
  return (
    <section aria-labelledby="billing-invoices" className="flex flex-col gap-3">
      <h2 id="billing-invoices" className="text-lg font-bold text-board-950">
        Faktury
      </h2>
      {invoices.isPending ? <Spinner label="Wczytywanie faktur…" /> : null}
      {invoices.isError ? (
        <LoadProblem
          what="Nie udało się wczytać faktur."
          error={invoices.error}
          retrying={invoices.isFetching}
          onRetry={() => void invoices.refetch()}
        />
      ) : null}
      {invoices.data?.length === 0 ? (
        <p className="rounded-2xl border border-board-100 bg-white p-5 text-ink">Nie masz jeszcze faktur.</p>
      ) : null}
      {invoices.data && invoices.data.length > 0 ? (
        <ul className="rounded-2xl border border-board-100 bg-white px-5">
          {invoices.data.map((invoice) => (
            <InvoiceRow key={invoice.id} invoice={invoice} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
