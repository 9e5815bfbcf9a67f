import { formatDate } from '@kreda/shared/dates';
import { SUBSCRIPTION_STATUS_LABELS, USAGE_ACTION_LABELS } from '@kreda/shared/labels';
import { ROUTES } from '@kreda/shared/routes';
import { ENABLED_TOOLS, limitsOfTools } from '@kreda/shared/tools';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { textLinkClass } from '../../components/ui/link-styles.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import {
  type SubscriptionUsage,
  type UsageItem,
  useSubscriptionUsage,
} from './api/get-subscription-usage.ts';
import { cardText, usageLevel } from './usage-format.ts';
import { UsageMeter } from './usage-meter.tsx';

const price = new Intl.NumberFormat('pl-PL', { style: 'currency', currency: 'PLN' });

const labelOf = (item: UsageItem) => item.label.trim() || USAGE_ACTION_LABELS[item.action];

function PlanSummary({ plan }: { plan: SubscriptionUsage }) {
  return (
    <section aria-labelledby="plan-title" className="rounded-2xl border border-board-100 bg-white p-5 sm:p-6">
      <h2 id="plan-title" className="text-lg font-bold break-words text-board-950">
        Plan: {plan.name}
      </h2>
      <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-ink-muted">Subskrypcja</dt>
          <dd className="font-medium text-board-950">{SUBSCRIPTION_STATUS_LABELS[plan.status]}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">Data rozpoczęcia</dt>
          <dd className="font-medium text-board-950">{formatDate(plan.grantedAt)}</dd>
        </div>
        {plan.expiresAt ? (
          <div>
            <dt className="text-ink-muted">{plan.cancelAtPeriodEnd ? 'Wygasa' : 'Ważny do'}</dt>
            <dd className="font-medium text-board-950">{formatDate(plan.expiresAt)}</dd>
          </div>
        ) : null}
        {plan.planPrice > 0 ? (
          <div>
            <dt className="text-ink-muted">Cena</dt>
            <dd className="font-medium text-board-950">{price.format(plan.planPrice)}</dd>
          </div>
        ) : null}
        {plan.paymentMethod ? (
          <div className="min-w-0">
            <dt className="text-ink-muted">Metoda płatności</dt>
            <dd className="font-medium break-words text-board-950">{cardText(plan.paymentMethod)}</dd>
          </div>
        ) : null}
      </dl>
      {plan.cancelAtPeriodEnd ? (
        <p className="mt-3 text-sm text-ink">Plan nie odnowi się po zakończeniu okresu rozliczeniowego.</p>
      ) : null}
      <p className="mt-4 flex flex-wrap gap-x-4 gap-y-2 text-sm">
        <Link to={ROUTES.billing} className={`${textLinkClass} inline-flex min-h-11 items-center`}>
          Plan i płatności
        </Link>
        <Link to={ROUTES.fullAccess} className={`${textLinkClass} inline-flex min-h-11 items-center`}>
          Zobacz, co daje pełny dostęp
        </Link>
      </p>
    </section>
  );
}

/** One line naming the actions that need attention, so they are found without scanning every card. */
function Attention({ items }: { items: UsageItem[] }) {
  const full = items.filter((item) => usageLevel(item) === 'full').map(labelOf);
  const near = items.filter((item) => usageLevel(item) === 'near').map(labelOf);
  if (full.length === 0 && near.length === 0) return null;
  return (
    <div className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm leading-relaxed text-amber-950">
      {full.length > 0 ? (
        <p>
          <strong className="font-semibold">Limit wyczerpany:</strong> {full.join(', ')}.
        </p>
      ) : null}
      {near.length > 0 ? (
        <p>
          <strong className="font-semibold">Blisko limitu:</strong> {near.join(', ')}.
        </p>
      ) : null}
    </div>
  );
}

function UsageList({ items }: { items: UsageItem[] }) {
  const now = new Date();
  return (
    <section aria-labelledby="usage-title" className="flex flex-col gap-3">
      <h2 id="usage-title" className="text-lg font-bold text-board-950">
        Wykorzystanie
      </h2>
      {items.length === 0 ? (
        <p className="rounded-2xl border border-board-100 bg-white p-5 text-ink">
          Twój plan nie ma limitów do pokazania.
        </p>
      ) : (
        <>
          <Attention items={items} />
          <ul className="grid gap-3 sm:grid-cols-2">
            {items.map((item) => (
              <li key={`${item.action}-${item.limitInterval}`} className="min-w-0">
                <UsageMeter label={labelOf(item)} item={item} now={now} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function UsageContent() {
  const usage = useSubscriptionUsage();
  if (usage.isPending) return <Spinner label="Wczytywanie limitów…" className="py-6" />;
  if (usage.isError) {
    return (
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-5 text-red-800"
      >
        <p>
          <strong className="font-semibold">Nie udało się wczytać limitów.</strong> {usage.error.message}
        </p>
        <Button variant="secondary" onClick={() => void usage.refetch()} disabled={usage.isFetching}>
          Spróbuj ponownie
        </Button>
      </div>
    );
  }
  return (
    <>
      <PlanSummary plan={usage.data} />
      {/* The server lists only enabled tools' limits too; the same rule here keeps an older server's
          answer from showing a tool that cannot be found. */}
      <UsageList items={limitsOfTools(usage.data.usage, ENABLED_TOOLS)} />
    </>
  );
}

/** /workspace/usage: the pupil's plan, what of each limit is used, what is left and when it renews. */
export function Component() {
  useDocumentTitle('Limity i wykorzystanie');
  return (
    <div className="mx-auto flex max-w-3xl min-w-0 flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-board-950 sm:text-3xl">Limity i wykorzystanie</h1>
        <p className="mt-1 text-ink-muted">
          Ile razy możesz jeszcze skorzystać z narzędzi AI w swoim planie i kiedy limity się odnowią.
        </p>
      </div>
      <UsageContent />
    </div>
  );
}
