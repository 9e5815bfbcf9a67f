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
  invoices: graphql(`
    query TestGetInvoices {
      getInvoices {
        id status total url created paymentUrl planName
        paymentMethod { card_brand card_last4 exp_month exp_year }
      }
    }
  `),
  preview: graphql(`
    query TestCalculatePreview($input: CalculatePreviewInput!) {
      calculatePreview(calculatePreviewInput: $input) {
        total_amount original_price adjustment planId prorationDate
        payment_method { card_brand card_last4 }
      }
    }
  `),
  upgrade: graphql(`
    mutation TestUpgradeSubscription($input: UpgradeSubscriptionInput!) {
      upgradeSubscription(upgradeSubscriptionInput: $input) { name status planPrice billingInterval recurring }
    }
  `),
  account: graphql(`
    query TestBillingAccount($checkoutId: ID!) {
      getSubscriptionUsage {
        name status billingInterval recurring
        paymentMethod { card_brand card_last4 exp_month exp_year }
        usage { action limit }
        additionalLimits { name action additionalLimit price expiresAt }
        addOnOffers { id name action additionalLimit price validDays }
        checkout(id: $checkoutId) { id state name }
      }
      getMe { id onboardingStatus subStatus isFreeSub }
    }
  `),
};
