import { graphql } from '../../gql/gql.ts';
import type { SourcesAction } from '../../gql/graphql.ts';
import { apiRequest } from '../api-client.ts';
import type { SourceChoice } from '../source-choice.ts';

/** Saves the materials chosen for a tool; the same choice as last time answers the same set. */
export const UPDATE_SOURCES = graphql(`
  mutation updateSources($updateSourcesInput: UpdateSourcesInput!) {
    updateSources(updateSourcesInput: $updateSourcesInput) {
      id
    }
  }
`);

/**
 * The id of the source set (`sourcesId`) holding `sources` for `action`, which the tool's order
 * (generatequiz, extractwordbase…) takes. Called inside those orders' mutation hooks, so a tool
 * saves its choice and orders in one step.
 */
export async function saveSources(
  workspaceId: string,
  action: SourcesAction,
  sources: readonly SourceChoice[],
): Promise<string> {
  const { updateSources } = await apiRequest(UPDATE_SOURCES, {
    updateSourcesInput: { workspaceId, action, sources: sources.map(({ type, id }) => ({ type, id })) },
  });
  return updateSources.id;
}
