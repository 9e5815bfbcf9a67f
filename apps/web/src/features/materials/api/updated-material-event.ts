import { graphql } from '../../../gql/gql.ts';
import { liveEvent } from '../../../lib/use-live-sync.ts';
import { applyMaterialEvent } from './material-cache.ts';

export const UPDATED_MATERIAL = graphql(`
  subscription updateUserDoc($updateUserDocInput: UserDocEventsInput!) {
    updateUserDoc(updateUserDocInput: $updateUserDocInput) {
      ...MaterialSummaryFields
    }
  }
`);

/** A material's state or name changed (reading progressed, finished or failed; renamed). */
export const updatedMaterialEvent = (workspaceId: string) =>
  liveEvent(UPDATED_MATERIAL, { updateUserDocInput: { workspaceId } }, (data, queryClient) =>
    applyMaterialEvent(queryClient, data.updateUserDoc),
  );
