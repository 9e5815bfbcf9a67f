import { graphql } from '../../../gql/gql.ts';
import { liveEvent } from '../../../lib/use-live-sync.ts';
import { applyMaterialEvent } from './material-cache.ts';

export const NEW_MATERIAL = graphql(`
  subscription newUserDoc($newUserDocInput: UserDocEventsInput!) {
    newUserDoc(newUserDocInput: $newUserDocInput) {
      ...MaterialSummaryFields
    }
  }
`);

/** A material added in the workspace (another tab, another device). */
export const newMaterialEvent = (workspaceId: string) =>
  liveEvent(NEW_MATERIAL, { newUserDocInput: { workspaceId } }, (data, queryClient) =>
    applyMaterialEvent(queryClient, data.newUserDoc),
  );
