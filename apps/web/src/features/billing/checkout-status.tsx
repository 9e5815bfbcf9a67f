import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { billingChanged } from './api/billing-cache.ts';
import { checkoutTiming, useCheckout } from './api/get-checkout.ts';
import { problemOf } from './use-purchase.ts';

/** Whether the waiting time is over (the page stops asking then). */
function useWaitOver(): boolean {
  const [over, setOver] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setOver(true), checkoutTiming.waitMs);
    return () => clearTimeout(timer);
  }, []);
  return over;
}

/**
 * After Stripe's redirect (?checkout=<id>): the order is read every 2 s while it is open, since
 * only the confirmed payment (the webhook) grants the plan — the redirect alone proves nothing.
 * Paid: the plan and its limits are read again. After 2 minutes the page stops asking, calmly.
 */
export function CheckoutStatus({ id }: { id: string }) {
  const queryClient = useQueryClient();
  const waitOver = useWaitOver();
  const checkout = useCheckout(id, !waitOver);
  const state = checkout.data?.state;
  const refreshed = useRef(false);

  useEffect(() => {
    if (state !== 'paid' || refreshed.current) return;
    refreshed.current = true;
    void billingChanged(queryClient);
  }, [state, queryClient]);

  if (checkout.isError) return <FormAlert>{problemOf(checkout.error)}</FormAlert>;
  if (checkout.data === null) {
    return (
      <FormAlert>
        Nie znaleźliśmy tego zamówienia. Jeśli płatność się udała, odśwież stronę za chwilę.
      </FormAlert>
    );
  }
  if (state === 'paid') {
    return (
      <FormAlert tone="info" className="border-emerald-300 bg-emerald-50 text-base text-emerald-950">
        Gotowe! Płatność potwierdzona: {checkout.data?.name}.
      </FormAlert>
    );
  }
  if (state === 'expired') {
    return (
      <FormAlert>
        Płatność nie została dokończona. Nic nie pobraliśmy — możesz spróbować jeszcze raz.
      </FormAlert>
    );
  }
  if (waitOver) {
    return <FormAlert tone="info">Potwierdzenie jeszcze nie dotarło. Odśwież stronę za chwilę.</FormAlert>;
  }
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-board-200 bg-board-50 px-4 py-3">
      <Spinner label="Czekamy na potwierdzenie płatności…" className="font-medium text-board-950" />
      <div className="h-1.5 w-full overflow-hidden rounded-full bg-board-100" aria-hidden="true">
        <div className="h-full w-1/3 rounded-full bg-board-700 motion-safe:animate-pulse" />
      </div>
    </div>
  );
}
