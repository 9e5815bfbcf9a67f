import { USAGE_ACTION_LABELS } from '@kreda/shared/labels';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import type { AddOnOffer, Billing, BoughtLimit } from './api/get-billing.ts';
import { dateInWords, money } from './billing-format.ts';
import { ConsentCheckbox } from './consent-checkbox.tsx';
import { type Purchase, usePurchase } from './use-purchase.ts';

function Bought({ limits }: { limits: readonly BoughtLimit[] }) {
  if (limits.length === 0) return null;
  return (
    <div>
      <h3 className="font-semibold text-board-950">Dokupione</h3>
      <ul className="mt-2 flex flex-col gap-1 text-sm text-ink">
        {limits.map((limit) => (
          <li key={limit.id}>
            {limit.name}: +{limit.additionalLimit} ({USAGE_ACTION_LABELS[limit.action]})
            {limit.expiresAt ? `, ważne do ${dateInWords(limit.expiresAt)}` : ''}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Offer({ offer, purchase }: { offer: AddOnOffer; purchase: Purchase }) {
  const pending = purchase.pendingId === offer.id;
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-board-100 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold break-words text-board-950">{offer.name}</p>
        <p className="text-sm text-ink">
          +{offer.additionalLimit} ({USAGE_ACTION_LABELS[offer.action]}) na {offer.validDays} dni ·{' '}
          <span className="font-semibold">{money(offer.price)}</span>
        </p>
      </div>
      <Button
        variant="secondary"
        onClick={() => purchase.buy({ addOnId: offer.id })}
        disabled={purchase.busy}
        aria-busy={pending || undefined}
        aria-label={pending ? undefined : `Dokup: ${offer.name}`}
      >
        {pending ? 'Przechodzimy do płatności…' : 'Dokup'}
      </Button>
    </li>
  );
}

/** Extra uses bought on top of the plan (valid now) and the packs on offer, behind the same consent. */
export function AddOnsSection({ plan }: { plan: Billing }) {
  const purchase = usePurchase();
  if (plan.addOnOffers.length === 0 && plan.additionalLimits.length === 0) return null;
  return (
    <section
      aria-labelledby="billing-addons"
      className="flex flex-col gap-4 rounded-2xl border border-board-100 bg-white p-5 sm:p-6"
    >
      <h2 id="billing-addons" className="text-lg font-bold text-board-950">
        Dodatkowe limity
      </h2>
      <Bought limits={plan.additionalLimits} />
      {plan.addOnOffers.length > 0 ? (
        <>
          <ConsentCheckbox consent={purchase.consent} />
          {purchase.problem ? <FormAlert>{purchase.problem}</FormAlert> : null}
          <ul className="flex flex-col gap-3">
            {plan.addOnOffers.map((offer) => (
              <Offer key={offer.id} offer={offer} purchase={purchase} />
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
