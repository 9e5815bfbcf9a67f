import type { Subject } from '@kreda/shared/enums';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { AdminTextbookFieldsFragment } from '../../../gql/graphql.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * A textbook in the admin's list: what its row shows, published or not.
 * @codegen spread by name in other documents; codegen reads it, no code imports it
 */
export const ADMIN_TEXTBOOK_FRAGMENT = graphql(`
  fragment AdminTextbookFields on Podrecznik {
    id
    title
    isbn
    przedmiot
    poziom
    klasa
    wydawnictwo
    authors
    visible
    demo
    exerciseCount
    imageUrl
  }
`);

/** One page of every textbook, hidden ones too, searched and paged by the server. */
export const GET_ADMIN_TEXTBOOKS = graphql(`
  query adminTextbooks($input: AdminPodrecznikiInput!) {
    adminPodreczniki(adminPodrecznikiInput: $input) {
      total
      page
      limit
      data {
        ...AdminTextbookFields
      }
    }
  }
`);

export type AdminTextbook = AdminTextbookFieldsFragment;

export const ADMIN_TEXTBOOKS_PER_PAGE = 20;

export interface AdminTextbooksFilter {
  przedmiot: Subject | null;
  szukaj: string;
  page: number;
}

/** A page of the admin's list; the previous page stays shown while the next one loads. */
export function useAdminTextbooks({ przedmiot, szukaj, page }: AdminTextbooksFilter) {
  return useQuery({
    queryKey: ['admin-library', 'textbooks', { przedmiot, szukaj, page }],
    // A filter switched back and forth reads nothing again; an admin's own save reads afresh.
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) =>
      (
        await apiRequest(
          GET_ADMIN_TEXTBOOKS,
          { input: { przedmiot, szukaj: szukaj || null, page, limit: ADMIN_TEXTBOOKS_PER_PAGE } },
          { signal },
        )
      ).adminPodreczniki,
  });
}
