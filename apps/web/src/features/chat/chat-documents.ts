import { graphql } from '../../gql/gql.ts';

/** What the conversation list shows of a conversation (and what its live events carry). */
export const CONVERSATION_SUMMARY_FRAGMENT = graphql(`
  fragment ConversationSummaryFields on ConversationWorkspace {
    id
    workspaceId
    name
    isFetching
    createdAt
    updatedAt
  }
`);

/**
 * A pupil's message with its files and the answers to it (with the passages they cite). Written
 * out without nested fragments: the server counts each fragment as a level of its depth limit.
 */
export const CHAT_MESSAGE_FRAGMENT = graphql(`
  fragment ChatMessageFields on UserMessage {
    id
    message
    messageContent
    type
    messageFiles {
      fileId
      fileUrl
      originalFileName
      contentType
    }
    botResponses {
      id
      content
      isFetching
      isError
      error
      stopped
      citations {
        number
        sourceType
        sourceId
        name
        page
        startSeconds
        excerpt
      }
      createdAt
    }
    createdAt
  }
`);

/** An open conversation: its materials and every message, oldest first. */
export const CONVERSATION_DETAIL_FRAGMENT = graphql(`
  fragment ConversationDetailFields on ConversationWorkspace {
    id
    workspaceId
    name
    isFetching
    createdAt
    updatedAt
    sources {
      id
      sources {
        __typename
        ... on UserDoc {
          id
          name
          sourceType
        }
        ... on AiNote {
          id
          name
        }
      }
    }
    # The fields of ChatMessageFields, written out (see its comment).
    userMessages {
      id
      message
      messageContent
      type
      messageFiles {
        fileId
        fileUrl
        originalFileName
        contentType
      }
      botResponses {
        id
        content
        isFetching
        isError
        error
        stopped
        citations {
          number
          sourceType
          sourceId
          name
          page
          startSeconds
          excerpt
        }
        createdAt
      }
      createdAt
    }
  }
`);

export const GET_CONVERSATION = graphql(`
  query getConversationWorkspaceById($getConversationWorkspaceByIdInput: GetConversationWorkspaceByIdInput!) {
    getConversationWorkspaceById(getConversationWorkspaceByIdInput: $getConversationWorkspaceByIdInput) {
      ...ConversationDetailFields
    }
  }
`);

export const PAGINATE_CONVERSATIONS = graphql(`
  query paginateConversationWorkspaceByWorkspaceId(
    $paginateConversationWorkspaceByWorkspaceIdInput: PaginateConversationWorkspaceByWorkspaceIdInput!
  ) {
    paginateConversationWorkspaceByWorkspaceId(
      paginateConversationWorkspaceByWorkspaceIdInput: $paginateConversationWorkspaceByWorkspaceIdInput
    ) {
      data {
        ...ConversationSummaryFields
      }
      total
      page
      limit
    }
  }
`);

/** The pupil's hidden general workspace, where the task solver keeps its conversations. */
export const GET_SOLVER_WORKSPACE = graphql(`
  query getsolverworkspace {
    getsolverworkspace {
      id
    }
  }
`);

export const GET_CONVERSATION_SOURCES = graphql(`
  query getActionSources($getActionSourcesInput: GetActionSourcesInput!) {
    getActionSources(getActionSourcesInput: $getActionSourcesInput) {
      workspaceId
      selected {
        id
        items {
          type
          id
        }
      }
      groups {
        type
        label
        sources {
          __typename
          ... on UserDoc {
            id
            name
            state
            sourceType
          }
          ... on AiNote {
            id
            name
          }
        }
      }
    }
  }
`);

export const GET_USAGE = graphql(`
  query getSubscriptionUsage {
    getSubscriptionUsage {
      name
      usage {
        action
        label
        limit
        limitType
        limitInterval
        usage
        remaining
        renewsAt
      }
    }
  }
`);

export const START_CONVERSATION = graphql(`
  mutation startconversation($startconversationInput: StartconversationInput!) {
    startconversation(startconversationInput: $startconversationInput) {
      ...ConversationDetailFields
    }
  }
`);

export const START_SOLVER_CONVERSATION = graphql(`
  mutation startconversationsolver($startconversationsolverInput: StartconversationsolverInput!) {
    startconversationsolver(startconversationsolverInput: $startconversationsolverInput) {
      ...ConversationDetailFields
    }
  }
`);

export const SEND_MESSAGE = graphql(`
  mutation sendmessage($sendmessageInput: SendmessageInput!) {
    sendmessage(sendmessageInput: $sendmessageInput) {
      ...ChatMessageFields
    }
  }
`);

export const STOP_GENERATION = graphql(`
  mutation stopConversationGeneration($stopConversationGenerationInput: StopConversationGenerationInput!) {
    stopConversationGeneration(stopConversationGenerationInput: $stopConversationGenerationInput) {
      ...ConversationSummaryFields
    }
  }
`);

export const RENAME_CONVERSATION = graphql(`
  mutation renameConversationWorkspace($renameConversationWorkspaceInput: RenameConversationWorkspaceInput!) {
    renameConversationWorkspace(renameConversationWorkspaceInput: $renameConversationWorkspaceInput) {
      ...ConversationSummaryFields
    }
  }
`);

export const DELETE_CONVERSATION = graphql(`
  mutation deleteConversationWorkspace($deleteConversationWorkspaceInput: DeleteConversationWorkspaceInput!) {
    deleteConversationWorkspace(deleteConversationWorkspaceInput: $deleteConversationWorkspaceInput) {
      success
      message
    }
  }
`);

export const GENERATE_NOTE = graphql(`
  mutation generateainotatkaAiNote($generateainotatkaAiNoteInput: GenerateainotatkaAiNoteInput!) {
    generateainotatkaAiNote(generateainotatkaAiNoteInput: $generateainotatkaAiNoteInput) {
      id
      workspaceId
      name
    }
  }
`);

export const LLM_STREAM = graphql(`
  subscription llmStream($llmStreamInput: LlmStreamInput!) {
    llmStream(llmStreamInput: $llmStreamInput) {
      type
      conversationId
      botMessageId
      delta
      offset
      content
      error
    }
  }
`);

export const NEW_CONVERSATION = graphql(`
  subscription newConversationWorkspace($newConversationWorkspaceInput: ConversationEventsInput!) {
    newConversationWorkspace(newConversationWorkspaceInput: $newConversationWorkspaceInput) {
      ...ConversationSummaryFields
    }
  }
`);

export const UPDATED_CONVERSATION = graphql(`
  subscription updateConversationWorkspace($updateConversationWorkspaceInput: ConversationEventsInput!) {
    updateConversationWorkspace(updateConversationWorkspaceInput: $updateConversationWorkspaceInput) {
      ...ConversationSummaryFields
    }
  }
`);
