import { LEVELS, type Subject } from '@kreda/shared/enums';
import { useQueries } from '@tanstack/react-query';
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
  }
`);

/**
 * Every textbook of one subject, hidden ones too (an admin's `getpodrecznikbyprzedmiotandpoziom`
 * answers with them): the API lists textbooks by subject and level, so one request asks for each
 * level under its own alias (14 of the server's 15).
 */
export const GET_ADMIN_TEXTBOOKS = graphql(`
  query adminTextbooks($przedmiot: Przedmiot!) {
    PODSTAWOWY_JEDEN: getpodrecznikbyprzedmiotandpoziom(
      getpodrecznikbyprzedmiotandpoziomInput: { przedmiot: $przedmiot, poziom: PODSTAWOWY_JEDEN }
    ) {
      ...AdminTextbookFields
    }
    PODSTAWOWY_DWA: getpodrecznikbyprzedmiotandpoziom(
      getpodrecznikbyprzedmiotandpoziomInput: { przedmiot: $przedmiot, poziom: PODSTAWOWY_DWA }
    ) {
      ...AdminTextbookFields
    }
    PODSTAWOWY_TRZY: getpodrecznikbyprzedmiotandpoziom(
      getpodrecznikbyprzedmiotandpoziomInput: { przedmiot: $przedmiot, poziom: PODSTAWOWY_TRZY }
    ) {
      ...AdminTextbookFields
    }
    PODSTAWOWY_CZTERY: getpodrecznikbyprzedmiotandpoziom(
      getpodrecznikbyprzedmiotandpoziomInput: { przedmiot: $przedmiot, poziom: PODSTAWOWY_CZTERY }
    ) {
      ...AdminTextbookFields
    }
    PODSTAWOWY_PIEC: getpodrecznikbyprzedmiotandpoziom(
      getpodrecznikbyprzedmiotandpoziomInput: { przedmiot: $przedmiot, poziom: PODSTAWOWY_PIEC }
    ) {
      ...AdminTextbookFields
    }
    PODSTAWOWY_SZESC: getpodrecznikbyprzedmiotandpoziom(
      getpodrecznikbyprzedmiotandpoziomInput: { przedmiot: $przedmiot, poziom: PODSTAWOWY_SZESC }
    ) {
      ...AdminTextbookFields
    }
    PODSTAWOWY_SIEDEM: getpodrecznikbyprzedmiotandpoziom(
      getpodrecznikbyprzedmiotandpoziomInput: { przedmiot: $przedmiot, poziom: PODSTAWOWY_SIEDEM }
    ) {
      ...AdminTextbookFields
    }
    PODSTAWOWY_OSIEM: getpodrecznikbyprzedmiotandpoziom(
      getpodrecznikbyprzedmiotandpoziomInput: { przedmiot: $przedmiot, poziom: PODSTAWOWY_OSIEM }
    ) {
      ...AdminTextbookFields
    }
    SREDNI_JEDEN: getpodrecznikbyprzedmiotandpoziom(
      getpodrecznikbyprzedmiotandpoziomInput: { przedmiot: $przedmiot, poziom: SREDNI_JEDEN }
    ) {
      ...AdminTextbookFields
    }
    SREDNI_DWA: getpodrecznikbyprzedmiotandpoziom(
      getpodrecznikbyprzedmiotandpoziomInput: { przedmiot: $przedmiot, poziom: SREDNI_DWA }
    ) {
      ...AdminTextbookFields
    }
    SREDNI_TRZY: getpodrecznikbyprzedmiotandpoziom(
      getpodrecznikbyprzedmiotandpoziomInput: { przedmiot: $przedmiot, poziom: SREDNI_TRZY }
    ) {
      ...AdminTextbookFields
    }
    SREDNI_CZTERY: getpodrecznikbyprzedmiotandpoziom(
      getpodrecznikbyprzedmiotandpoziomInput: { przedmiot: $przedmiot, poziom: SREDNI_CZTERY }
    ) {
      ...AdminTextbookFields
    }
    SREDNI_PIEC: getpodrecznikbyprzedmiotandpoziom(
      getpodrecznikbyprzedmiotandpoziomInput: { przedmiot: $przedmiot, poziom: SREDNI_PIEC }
    ) {
      ...AdminTextbookFields
    }
    STUDIA: getpodrecznikbyprzedmiotandpoziom(
      getpodrecznikbyprzedmiotandpoziomInput: { przedmiot: $przedmiot, poziom: STUDIA }
    ) {
      ...AdminTextbookFields
    }
  }
`);

export type AdminTextbook = AdminTextbookFieldsFragment;

const byClassAndTitle = (a: AdminTextbook, b: AdminTextbook) =>
  LEVELS.indexOf(a.poziom) - LEVELS.indexOf(b.poziom) || a.title.localeCompare(b.title, 'pl');

/** Every textbook of these subjects (one request each), in the subjects' order, then by class and title. */
export function useAdminTextbooks(subjects: readonly Subject[]) {
  return useQueries({
    queries: subjects.map((przedmiot) => ({
      queryKey: ['admin-library', 'textbooks', przedmiot],
      // A filter switched back and forth reads nothing again; an admin's own save reads afresh.
      staleTime: 60_000,
      queryFn: async ({ signal }: { signal: AbortSignal }) => {
        const result = await apiRequest(GET_ADMIN_TEXTBOOKS, { przedmiot }, { signal });
        return LEVELS.flatMap((level) => result[level] ?? []).sort(byClassAndTitle);
      },
    })),
    combine: (results) => ({
      data: results.every((result) => result.data)
        ? results.flatMap((result) => result.data ?? [])
        : undefined,
      error: results.find((result) => result.error)?.error ?? null,
      isFetching: results.some((result) => result.isFetching),
      refetch: () => {
        for (const result of results) if (result.error) void result.refetch();
      },
    }),
  });
}
