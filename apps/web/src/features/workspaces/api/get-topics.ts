import type { Level, Subject } from '@kreda/shared/enums';
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { GetbyprzedmiotandpoziomQuery } from '../../../gql/graphql.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** Curriculum topics of a subject and level, with their subtopics. */
export const GET_TOPICS = graphql(`
  query getbyprzedmiotandpoziom($getbyprzedmiotandpoziomInput: GetbyprzedmiotandpoziomInput!) {
    getbyprzedmiotandpoziom(getbyprzedmiotandpoziomInput: $getbyprzedmiotandpoziomInput) {
      id
      temat
      podTematy
      ckePoziom
    }
  }
`);

export type Topic = GetbyprzedmiotandpoziomQuery['getbyprzedmiotandpoziom'][number];

const topicsKey = (subject: Subject, level: Level) => ['topics', subject, level] as const;

/** Curriculum topics for a subject and level; loaded once both are chosen. */
export function useTopics(subject: Subject | '', level: Level | '') {
  return useQuery({
    queryKey: topicsKey(subject as Subject, level as Level),
    enabled: subject !== '' && level !== '',
    // The curriculum changes with a deployment, not during a visit.
    staleTime: 30 * 60_000,
    queryFn: async ({ signal }) => {
      const { getbyprzedmiotandpoziom } = await apiRequest(
        GET_TOPICS,
        { getbyprzedmiotandpoziomInput: { przedmiot: subject as Subject, poziom: level as Level } },
        { signal },
      );
      return getbyprzedmiotandpoziom;
    },
  });
}
