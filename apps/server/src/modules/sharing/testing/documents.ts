import { graphql } from '../../../testing/generated/gql.ts';

// The sharing module's operations the integration tests send (see testing/documents.ts for the conventions).

export const SHARING = {
  link: graphql(`
    query getShareLink($input: ShareItemInput!) {
      getShareLink(input: $input) { token kind itemId createdAt revokedAt }
    }
  `),
  create: graphql(`
    mutation createShareLink($input: ShareItemInput!) {
      createShareLink(input: $input) { token kind itemId createdAt revokedAt }
    }
  `),
  revoke: graphql(`
    mutation revokeShareLink($input: ShareTokenInput!) {
      revokeShareLink(input: $input) { token kind itemId revokedAt }
    }
  `),
  preview: graphql(`
    query getSharedItem($input: ShareTokenInput!) {
      getSharedItem(input: $input) { token kind title description summary entries { text answer options } }
    }
  `),
  copy: graphql(`
    mutation copySharedItem($input: CopySharedItemInput!) {
      copySharedItem(input: $input) { kind id workspaceId alreadyCopied }
    }
  `),
};
