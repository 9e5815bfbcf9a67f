import type { Level, Subject } from '@kreda/shared/enums';
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { WORKSPACE_LISTS_KEY } from '../../../lib/workspace-lists.ts';

// What a tutor can be ordered for: the curriculum's topics (the same query as the workspace
// creation's topic picker), the library's published textbooks and their chapters (as the library's
// pages read them), and the pupil's subject workspaces, whose materials a tutor can teach from.
// Features do not import each other, so the documents are this feature's own, named for it.

/** Curriculum topics of a subject and level. */
export const TUTOR_TOPICS = graphql(`
  query tutorTopics($getbyprzedmiotandpoziomInput: GetbyprzedmiotandpoziomInput!) {
    getbyprzedmiotandpoziom(getbyprzedmiotandpoziomInput: $getbyprzedmiotandpoziomInput) {
      id
      temat
      ckePoziom
    }
  }
`);

// The curriculum and the library change with a deployment or an admin's publication, not during a visit.
const CATALOGUE_STALE_MS = 30 * 60_000;

/** The topics once both a subject and a level are chosen. */
export function useTutorTopics(subject: Subject | '', level: Level | '') {
  return useQuery({
    queryKey: ['topics', subject, level, 'tutor'],
    enabled: subject !== '' && level !== '',
    staleTime: CATALOGUE_STALE_MS,
    queryFn: async ({ signal }) =>
      (
        await apiRequest(
          TUTOR_TOPICS,
          { getbyprzedmiotandpoziomInput: { przedmiot: subject as Subject, poziom: level as Level } },
          { signal },
        )
      ).getbyprzedmiotandpoziom,
  });
}

/** Published textbooks of a subject and level. */
export const TUTOR_TEXTBOOKS = graphql(`
  query tutorTextbooks($input: GetpodrecznikbyprzedmiotandpoziomInput!) {
    getpodrecznikbyprzedmiotandpoziom(getpodrecznikbyprzedmiotandpoziomInput: $input) {
      id
      title
    }
  }
`);

export function useTutorTextbooks(subject: Subject | '', level: Level | '') {
  return useQuery({
    queryKey: ['library', 'textbooks', subject, level, 'tutor'],
    enabled: subject !== '' && level !== '',
    staleTime: CATALOGUE_STALE_MS,
    queryFn: async ({ signal }) =>
      (
        await apiRequest(
          TUTOR_TEXTBOOKS,
          { input: { przedmiot: subject as Subject, poziom: level as Level } },
          { signal },
        )
      ).getpodrecznikbyprzedmiotandpoziom,
  });
}

/** A textbook's chapters (the tutor teaches a whole chapter, its subchapters in turn). */
export const TUTOR_CHAPTERS = graphql(`
  query tutorChapters($input: GetPodrBookByIdInput!) {
    getPodrBookById(getPodrBookByIdInput: $input) {
      id
      chapters {
        id
        number
        name
      }
    }
  }
`);

export function useTutorChapters(textbookId: string) {
  return useQuery({
    queryKey: ['library', 'textbook', textbookId, 'tutor'],
    enabled: textbookId !== '',
    staleTime: CATALOGUE_STALE_MS,
    queryFn: async ({ signal }) =>
      (await apiRequest(TUTOR_CHAPTERS, { input: { id: textbookId } }, { signal })).getPodrBookById.chapters,
  });
}

/** The pupil's workspaces whose materials a tutor can teach from. */
export const TUTOR_WORKSPACES = graphql(`
  query tutorWorkspaces {
    getWorkspaceByUserId {
      id
      name
    }
  }
`);

export function useTutorWorkspaces(enabled: boolean) {
  return useQuery({
    queryKey: [...WORKSPACE_LISTS_KEY, 'tutor-choices'],
    enabled,
    queryFn: async ({ signal }) => (await apiRequest(TUTOR_WORKSPACES, {}, { signal })).getWorkspaceByUserId,
  });
}
