import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { UpgradePreviewQuery } from '../../../gql/graphql.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const CALCULATE_PREVIEW = graphql(`
  query upgradePreview($calculatePreviewInput: CalculatePreviewInput!) {
    calculatePreview(calculatePreviewInput: $calculatePreviewInput) {
      total_amount
      original_price
      adjustment
      planId
      prorationDate
      payment_method {
        card_brand
        card_last4
        exp_month
        exp_year
      }
    }
  }
`);

export type UpgradePreview = UpgradePreviewQuery['calculatePreview'];

/**
 * What moving to a higher plan costs now. Read afresh each time the dialog opens and never
 * reused: the amount is exact only for its own prorationDate.
 */
export function useUpgradePreview(planId: string) {
  return useQuery({
    queryKey: ['billing', 'preview', planId],
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
    queryFn: async ({ signal }) =>
      (await apiRequest(CALCULATE_PREVIEW, { calculatePreviewInput: { planId } }, { signal }))
        .calculatePreview,
  });
}
