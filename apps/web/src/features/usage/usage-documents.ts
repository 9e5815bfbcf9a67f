import { graphql } from '../../gql/gql.ts';

/**
 * The pupil's plan and, per action, the limit, what is used and when it renews. Named apart from
 * the field: operation names are unique across the app, and the chat reads the same field.
 */
export const GET_SUBSCRIPTION_USAGE = graphql(`
  query usagePage {
    getSubscriptionUsage {
      name
      grantedAt
      status
      cancelAtPeriodEnd
      expiresAt
      planPrice
      paymentMethod
      usage {
        action
        label
        limit
        limitType
        limitInterval
        usage
        remaining
        renewsAt
      }
    }
  }
`);
