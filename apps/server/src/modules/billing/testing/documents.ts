import { graphql } from '../../../testing/generated/gql.ts';

// The billing operations the integration tests send (see testing/documents.ts for the conventions).

export const BILLING = {
  plans: graphql(`
    query TestGetAvaliblePlans {
      getAvaliblePlans {
        id name price price3m price12m freeTier visible userPlanAction
        limits { action limitDisplay limit { type value } }
      }
    }
  `),
  me: graphql(`
    query TestMeSubscription {
      getMe {
        id
        subscriptionEntity {
          id userId stripeSubscriptionId grantedAt expiresAt
          plan { id name price limits { action limit { type value } } }
          additionalLimits { id name action additionalLimit price purchasedAt }
        }
      }
    }
  `),
  cancel: graphql(`
    mutation TestCancelSubscription($input: CancelSubscriptionInput!) {
      cancelSubscription(cancelSubscriptionInput: $input) { name status cancelAtPeriodEnd expiresAt }
    }
  `),
  endTrial: graphql(`
    mutation TestEndTrial {
      endTrial { name status cancelAtPeriodEnd expiresAt }
    }
  `),
  paymentLink: graphql(`
    mutation TestGeneratePaymentLink($input: GeneratePaymentLinkInput!) {
      generatePaymentLink(generatePaymentLinkInput: $input)
    }
  `),
};
