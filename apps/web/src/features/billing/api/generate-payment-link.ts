import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { GeneratePaymentLinkInput } from '../../../gql/graphql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { checkoutRedirect } from '../checkout-redirect.ts';

export const GENERATE_PAYMENT_LINK = graphql(`
  mutation generatePaymentLink($generatePaymentLinkInput: GeneratePaymentLinkInput!) {
    generatePaymentLink(generatePaymentLinkInput: $generatePaymentLinkInput)
  }
`);

/**
 * Asks the server for a Stripe Checkout address of a plan or an add-on and goes there. Nothing is
 * bought until the payment is confirmed (the billing page waits for that after the return).
 */
export function useGeneratePaymentLink() {
  return useMutation({
    mutationFn: async (input: GeneratePaymentLinkInput) =>
      (await apiRequest(GENERATE_PAYMENT_LINK, { generatePaymentLinkInput: input })).generatePaymentLink,
    onSuccess: (url) => checkoutRedirect.go(url),
  });
}
