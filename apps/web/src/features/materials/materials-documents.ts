import { graphql } from '../../gql/gql.ts';

/** Everything the list and the detail page show of a material. */
export const MATERIAL_FRAGMENT = graphql(`
  fragment MaterialFields on UserDoc {
    id
    workspaceId
    type
    state
    name
    sourceType
    youtubeMetadata {
      url
      videoId
      title
      author
      language
      transcripts {
        text
        start
        duration
      }
    }
    content
    segments {
      text
      page
    }
    pageCount
    ocrPages
    error
    file {
      id
      contentType
      originalFileName
      fileUrl
    }
    createdAt
    updatedAt
  }
`);

export const GET_MATERIALS = graphql(`
  query getUserDocByWorkspaceId($getUserDocByWorkspaceIdInput: GetUserDocByWorkspaceIdInput!) {
    getUserDocByWorkspaceId(getUserDocByWorkspaceIdInput: $getUserDocByWorkspaceIdInput) {
      ...MaterialFields
    }
  }
`);

export const GET_MATERIAL = graphql(`
  query getUserDocById($getUserDocByIdInput: GetUserDocByIdInput!) {
    getUserDocById(getUserDocByIdInput: $getUserDocByIdInput) {
      ...MaterialFields
    }
  }
`);

export const CREATE_MATERIAL = graphql(`
  mutation createUserDoc($createUserDocInput: CreateUserDocInput!) {
    createUserDoc(createUserDocInput: $createUserDocInput) {
      __typename
      ... on UserDoc {
        ...MaterialFields
      }
      ... on ExecutionError {
        errorCode
        message
      }
    }
  }
`);

export const RENAME_MATERIAL = graphql(`
  mutation updatedoc($updatedocInput: UpdatedocInput!) {
    updatedoc(updatedocInput: $updatedocInput) {
      ...MaterialFields
    }
  }
`);

export const DELETE_MATERIAL = graphql(`
  mutation deleteUserDoc($deleteUserDocInput: DeleteUserDocInput!) {
    deleteUserDoc(deleteUserDocInput: $deleteUserDocInput) {
      success
      message
    }
  }
`);

export const NEW_MATERIAL = graphql(`
  subscription newUserDoc($newUserDocInput: UserDocEventsInput!) {
    newUserDoc(newUserDocInput: $newUserDocInput) {
      ...MaterialFields
    }
  }
`);

export const UPDATED_MATERIAL = graphql(`
  subscription updateUserDoc($updateUserDocInput: UserDocEventsInput!) {
    updateUserDoc(updateUserDocInput: $updateUserDocInput) {
      ...MaterialFields
    }
  }
`);
