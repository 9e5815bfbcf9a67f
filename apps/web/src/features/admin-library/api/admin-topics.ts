import type { Level, Subject } from '@kreda/shared/enums';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { AdminTopicsQuery, UpdatetematInput } from '../../../gql/graphql.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { byFormField } from '../../../lib/form-errors.ts';

/** The curriculum topics of a subject and level (hidden too) and the textbooks they can be linked to. */
export const GET_ADMIN_TOPICS = graphql(`
  query adminTopics($topics: AdminTematyInput!, $books: AdminPodrecznikiInput!) {
    adminTematy(adminTematyInput: $topics) {
      ...AdminTopicFields
    }
    adminPodreczniki(adminPodrecznikiInput: $books) {
      total
      data {
        id
        title
        poziom
        visible
      }
    }
  }
`);

/**
 * One curriculum topic as the admin edits it.
 * @codegen spread by name in other documents; codegen reads it, no code imports it
 */
export const ADMIN_TOPIC_FRAGMENT = graphql(`
  fragment AdminTopicFields on Tematy {
    id
    temat
    podTematy
    ckePoziom
    podrecznikId
    content
    visible
  }
`);

/** A topic's textbook, its content and visibility, saved with `updatetemat`. */
export const UPDATE_TOPIC = graphql(`
  mutation adminUpdateTopic($input: UpdatetematInput!) {
    updatetemat(updatetematInput: $input) {
      ...AdminTopicFields
    }
  }
`);

export type AdminTopic = AdminTopicsQuery['adminTematy'][number];
export type TopicTextbook = AdminTopicsQuery['adminPodreczniki']['data'][number];

/** A subject's textbooks are read 50 at a time (the server's page limit): more than any subject has per level. */
const BOOKS_PAGE = 50;

const topicsKey = (przedmiot: Subject, poziom: Level) =>
  ['admin-library', 'topics', przedmiot, poziom] as const;

/** The topics of the level and the subject's textbooks of that level (one request). */
export function useAdminTopics(przedmiot: Subject, poziom: Level) {
  return useQuery({
    queryKey: topicsKey(przedmiot, poziom),
    queryFn: async ({ signal }) => {
      const result = await apiRequest(
        GET_ADMIN_TOPICS,
        { topics: { przedmiot, poziom }, books: { przedmiot, limit: BOOKS_PAGE } },
        { signal },
      );
      return {
        topics: result.adminTematy,
        textbooks: result.adminPodreczniki.data.filter((book) => book.poziom === poziom),
      };
    },
  });
}

/** Saves one topic; its field messages come keyed by the form's fields. The list shows the saved topic. */
export function useUpdateTopic(przedmiot: Subject, poziom: Level) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdatetematInput) => {
      try {
        return (await apiRequest(UPDATE_TOPIC, { input })).updatetemat;
      } catch (error) {
        throw byFormField(error);
      }
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(
        topicsKey(przedmiot, poziom),
        (old: { topics: AdminTopic[]; textbooks: TopicTextbook[] } | undefined) =>
          old && { ...old, topics: old.topics.map((topic) => (topic.id === saved.id ? saved : topic)) },
      );
      // Pupils' topic pickers read the visible topics again.
      return queryClient.invalidateQueries({ queryKey: ['topics'] });
    },
  });
}
