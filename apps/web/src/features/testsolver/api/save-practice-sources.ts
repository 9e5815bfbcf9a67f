import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** Saves the solved test's material as the workspace's choice for quizzes. */
export const SAVE_PRACTICE_SOURCES = graphql(`
  mutation practiceQuizSources($updateSourcesInput: UpdateSourcesInput!) {
    updateSources(updateSourcesInput: $updateSourcesInput) {
      id
    }
  }
`);

/** The id of the source set (`sourcesId`) holding the material of solved tasks, for generatequiz. */
export async function savePracticeSources(workspaceId: string, solvedDocId: string): Promise<string> {
  const { updateSources } = await apiRequest(SAVE_PRACTICE_SOURCES, {
    updateSourcesInput: { workspaceId, action: 'QUIZ', sources: [{ type: 'USER_DOC', id: solvedDocId }] },
  });
  return updateSources.id;
}
