import { graphql } from '../../gql/gql.ts';

/** What the list, the card and the workspace page show. */
export const WORKSPACE_FRAGMENT = graphql(`
  fragment WorkspaceFields on Workspace {
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

export const GET_WORKSPACES = graphql(`
  query getWorkspaceByUserId {
    getWorkspaceByUserId {
      ...WorkspaceFields
    }
  }
`);

export const GET_WORKSPACE = graphql(`
  query getWorkspaceById($getWorkspaceByIdInput: GetWorkspaceByIdInput!) {
    getWorkspaceById(getWorkspaceByIdInput: $getWorkspaceByIdInput) {
      ...WorkspaceFields
    }
  }
`);

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

export const CREATE_WORKSPACE = graphql(`
  mutation createWorkspace($createWorkspaceInput: CreateWorkspaceInput!) {
    createWorkspace(createWorkspaceInput: $createWorkspaceInput) {
      ...WorkspaceFields
    }
  }
`);

export const UPDATE_WORKSPACE = graphql(`
  mutation updateWorkspace($updateWorkspaceInput: UpdateWorkspaceInput!) {
    updateWorkspace(updateWorkspaceInput: $updateWorkspaceInput) {
      ...WorkspaceFields
    }
  }
`);

export const DELETE_WORKSPACE = graphql(`
  mutation deleteWorkspace($deleteWorkspaceInput: DeleteWorkspaceInput!) {
    deleteWorkspace(deleteWorkspaceInput: $deleteWorkspaceInput) {
      success
      message
    }
  }
`);
