import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** The pupil's "Języki obce" workspace: made by the server on first use, the same one after. */
export const GET_LANGUAGE_WORKSPACE = graphql(`
  query languageWorkspace {
    getlanguageworkspace {
      id
      name
    }
  }
`);

/**
 * Asked for when the pupil starts a language set from the app's "Słówka" page (a query that may
 * make the workspace, so it runs on that click, not on every visit).
 */
export function useLanguageWorkspace() {
  return useMutation({
    mutationFn: async () => (await apiRequest(GET_LANGUAGE_WORKSPACE, {})).getlanguageworkspace,
  });
}
