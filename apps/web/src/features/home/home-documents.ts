import { graphql } from '../../gql/gql.ts';

export const LATEST_WORKSPACES = graphql(`
  query getLatestData($getLatestDataInput: GetLatestDataInput) {
    getLatestData(getLatestDataInput: $getLatestDataInput) {
      id
      name
      updatedAt
      temat {
        id
        przedmiot
        poziom
      }
    }
  }
`);
