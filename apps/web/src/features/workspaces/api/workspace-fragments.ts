import { graphql } from '../../../gql/gql.ts';
import type { WorkspaceDetailFieldsFragment, WorkspaceSummaryFieldsFragment } from '../../../gql/graphql.ts';

/**
 * What a list card shows: the name, subject, class, topic and when it was last used.
 * @codegen spread by name in other documents; codegen reads it, no code imports it
 */
export const WORKSPACE_SUMMARY_FRAGMENT = graphql(`
  fragment WorkspaceSummaryFields on Workspace {
    id
    name
    updatedAt
    temat {
      id
      przedmiot
      poziom
      temat
    }
  }
`);

/**
 * The workspace page: the summary plus the topic's subtopics and exam level.
 * @codegen spread by name in other documents; codegen reads it, no code imports it
 */
export const WORKSPACE_DETAIL_FRAGMENT = graphql(`
  fragment WorkspaceDetailFields on Workspace {
    id
    type
    name
    createdAt
    updatedAt
    temat {
      id
      przedmiot
      poziom
      temat
      podTematy
      ckePoziom
    }
  }
`);

export type WorkspaceSummary = WorkspaceSummaryFieldsFragment;
export type Workspace = WorkspaceDetailFieldsFragment;
/** A workspace that has its topic: the only kind the lists show (spec point 5). */
export type TopicWorkspace = WorkspaceSummary & { temat: NonNullable<WorkspaceSummary['temat']> };

export const hasTopic = (workspace: WorkspaceSummary): workspace is TopicWorkspace =>
  workspace.temat !== null;
