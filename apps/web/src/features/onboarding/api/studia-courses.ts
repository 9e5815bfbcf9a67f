import type { Subject } from '@kreda/shared/enums';
import { useQueries } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** The university courses of a field: the curriculum's STUDIA topics (the reference module's query). */
export const STUDIA_COURSES = graphql(`
  query onboardingStudiaCourses($getbyprzedmiotandpoziomInput: GetbyprzedmiotandpoziomInput!) {
    getbyprzedmiotandpoziom(getbyprzedmiotandpoziomInput: $getbyprzedmiotandpoziomInput) {
      id
      temat
      base
    }
  }
`);

export interface Course {
  id: string;
  temat: string;
}

/** The courses of each chosen field, in the curriculum's order (the pupil's own topics left out). */
export function useStudiaCourses(fields: readonly Subject[]) {
  return useQueries({
    queries: fields.map((przedmiot) => ({
      queryKey: ['onboarding', 'courses', przedmiot] as const,
      // The curriculum changes with a deployment, not during a visit.
      staleTime: 30 * 60_000,
      queryFn: async ({ signal }: { signal: AbortSignal }): Promise<Course[]> => {
        const { getbyprzedmiotandpoziom } = await apiRequest(
          STUDIA_COURSES,
          { getbyprzedmiotandpoziomInput: { przedmiot, poziom: 'STUDIA' } },
          { signal },
        );
        return getbyprzedmiotandpoziom.filter((topic) => topic.base).map(({ id, temat }) => ({ id, temat }));
      },
    })),
  });
}
