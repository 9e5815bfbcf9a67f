import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { InvoicesQuery } from '../../../gql/graphql.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const GET_INVOICES = graphql(`
  query invoices {
    getInvoices {
      id
      status
      total
      created
      url
      paymentUrl
      planName
    }
  }
`);

export type Invoice = InvoicesQuery['getInvoices'][number];

/** The pupil's invoices, newest first (an empty list while payments are off). */
export function useInvoices() {
  return useQuery({
    queryKey: ['usage', 'billing', 'invoices'],
    staleTime: 0,
    queryFn: async ({ signal }) => (await apiRequest(GET_INVOICES, undefined, { signal })).getInvoices,
  });
}
