import { useRef, useState } from 'react';
import type { GeneratePaymentLinkInput } from '../../gql/graphql.ts';
import { formAlertMessage, serverFormErrors } from '../../lib/form-errors.ts';
import { useGeneratePaymentLink } from './api/generate-payment-link.ts';

export type PurchaseTarget = Omit<GeneratePaymentLinkInput, 'startNowConsent'>;

/** What a failed request says: the server's Polish message (a refused field's own, not the summary). */
export function problemOf(error: unknown): string {
  const errors = serverFormErrors(error);
  return formAlertMessage(errors) ?? errors.message;
}

/**
 * A purchase behind the consent checkbox: without the consent nothing is sent, the checkbox says
 * why and takes the focus; with it the server's Checkout address is opened. `pendingId` is the
 * plan or add-on on its way to the payment (its button says so and the others wait).
 */
export function usePurchase() {
  const [consent, setConsent] = useState(false);
  const [missingConsent, setMissingConsent] = useState(false);
  const consentRef = useRef<HTMLInputElement>(null);
  const link = useGeneratePaymentLink();

  const buy = (target: PurchaseTarget) => {
    if (!consent) {
      setMissingConsent(true);
      consentRef.current?.focus();
      return;
    }
    link.mutate({ ...target, startNowConsent: true });
  };

  // After success the browser is leaving for Stripe: the button stays busy until it has.
  const busy = link.isPending || link.isSuccess;
  return {
    consent: {
      checked: consent,
      invalid: missingConsent && !consent,
      inputRef: consentRef,
      onChange: (checked: boolean) => {
        setConsent(checked);
        if (checked) setMissingConsent(false);
      },
    },
    buy,
    busy,
    pendingId: busy ? (link.variables?.planId ?? link.variables?.addOnId ?? null) : null,
    problem: link.isError ? problemOf(link.error) : null,
  };
}

export type Purchase = ReturnType<typeof usePurchase>;
