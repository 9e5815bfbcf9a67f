import { graphql } from '../../../gql/gql.ts';
import type { SourceItemType } from '../../../gql/graphql.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** Saves the materials chosen for quizzes; the same choice as last time answers the same set. */
export const UPDATE_QUIZ_SOURCES = graphql(`
  mutation updateQuizSources($updateSourcesInput: UpdateSourcesInput!) {
    updateSources(updateSourcesInput: $updateSourcesInput) {
      id
    }
  }
`);

export interface SourceChoice {
  type: SourceItemType;
  id: string;
}

/** The id of the source set (`sourcesId`) holding `sources`, for generatequiz. */
export async function saveQuizSources(
  workspaceId: string,
  sources: readonly SourceChoice[],
): Promise<string> {
  const { updateSources } = await apiRequest(UPDATE_QUIZ_SOURCES, {
    updateSourcesInput: {
      workspaceId,
      action: 'QUIZ',
      sources: sources.map(({ type, id }) => ({ type, id })),
    },
  });
  return updateSources.id;
}
