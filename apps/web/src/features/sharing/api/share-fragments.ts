import { graphql } from '../../../gql/gql.ts';
import type { SharedKind } from '../../../gql/graphql.ts';

/** @codegen spread by name in the link operations; codegen reads it, no code imports it */
export const SHARE_LINK_FIELDS = graphql(`
  fragment ShareLinkFields on ShareLink {
    token
    kind
    itemId
    createdAt
    revokedAt
  }
`);

export type { SharedKind };

/** The owner's link of one item, in the query cache. */
export const shareLinkKey = (kind: SharedKind, id: string) => ['sharing', 'link', kind, id] as const;
