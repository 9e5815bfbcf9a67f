import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { AdminChapterFieldsFragment, AdminTextbookQuery } from '../../../gql/graphql.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** A textbook with its whole table of contents, as an admin sees it (hidden, deleted entries too). */
export const GET_ADMIN_TEXTBOOK = graphql(`
  query adminTextbook($input: GetPodrBookByIdInput!) {
    getPodrBookById(getPodrBookByIdInput: $input) {
      id
      podrecznik {
        ...AdminTextbookFields
      }
      chapters {
        ...AdminChapterFields
        subchapters {
          ...AdminChapterFields
        }
      }
    }
  }
`);

/**
 * One entry of the table of contents, for the editor.
 * @codegen spread by name in other documents; codegen reads it, no code imports it
 */
export const ADMIN_CHAPTER_FRAGMENT = graphql(`
  fragment AdminChapterFields on PodrChapter {
    id
    toc_id
    number
    name
    page
    deleted
    exerciseCount
  }
`);

export type AdminBook = AdminTextbookQuery['getPodrBookById'];
export type AdminChapter = AdminBook['chapters'][number];
/** A chapter or a subchapter, as the editor shows it. */
export type AdminEntry = AdminChapterFieldsFragment;

export const adminTextbookKey = (id: string) => ['admin-library', 'textbook', id] as const;

export function useAdminTextbook(id: string) {
  return useQuery({
    queryKey: adminTextbookKey(id),
    queryFn: async ({ signal }) =>
      (await apiRequest(GET_ADMIN_TEXTBOOK, { input: { id } }, { signal })).getPodrBookById,
  });
}
