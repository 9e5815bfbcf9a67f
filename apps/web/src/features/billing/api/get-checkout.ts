import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const GET_CHECKOUT = graphql(`
  query checkoutState($id: ID!) {
    getSubscriptionUsage {
      checkout(id: $id) {
        id
        state
        name
      }
    }
  }
`);

/**
 * How often the page asks whether the payment is confirmed, and for how long it waits (an object,
 * so a test need not wait two minutes).
 */
export const checkoutTiming = { pollMs: 2_000, waitMs: 120_000 };

/**
 * The order the pupil came back from Stripe with, read again every 2 s while it is open (the
 * webhook confirms it, not the redirect) until `polling` turns false.
 */
export function useCheckout(id: string, polling: boolean) {
  return useQuery({
    queryKey: ['billing', 'checkout', id],
    staleTime: 0,
    refetchOnWindowFocus: false,
    queryFn: async ({ signal }) =>
      (await apiRequest(GET_CHECKOUT, { id }, { signal })).getSubscriptionUsage.checkout,
    refetchInterval: (query) =>
      polling && (query.state.data?.state ?? 'open') === 'open' && query.state.status !== 'error'
        ? checkoutTiming.pollMs
        : false,
  });
}
