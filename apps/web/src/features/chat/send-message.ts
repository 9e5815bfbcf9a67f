import type { SourceItemType } from '../../gql/graphql.ts';
import { apiRequest } from '../../lib/api-client.ts';
import type { TypedDocument } from '../../lib/graphql-client.ts';
import { type UploadProgress, uploadFilesRequest } from '../../lib/graphql-upload.ts';
import { SEND_MESSAGE, START_CONVERSATION, START_SOLVER_CONVERSATION } from './chat-documents.ts';
import type { ChatMessage, Conversation } from './chat-queries.ts';

/** The longest message the server takes (in characters). */
export const MESSAGE_MAX = 8000;
/** Files one message may carry. */
export const FILES_MAX = 4;
/** What the file chooser offers: photos, PDF, Word and plain text. */
export const ATTACHMENT_ACCEPT = 'image/*,.pdf,.docx,.txt,application/pdf,text/plain';

const ATTACHMENT_NAME = /\.(pdf|docx|txt|jpe?g|png|gif|webp|heic|heif|bmp|tiff?)$/i;

/** True for a file the chat takes (the server checks the content again). */
export function isAttachable(file: Pick<File, 'name' | 'type'>): boolean {
  return file.type.startsWith('image/') || ATTACHMENT_NAME.test(file.name);
}

/** Where the chat sends: a subject workspace (with chosen materials) or the task solver. */
export type ChatTarget = { kind: 'workspace'; workspaceId: string } | { kind: 'solver' };

export interface Outgoing {
  message: string;
  files: readonly File[];
  quote?: string | null;
}

export interface SendOptions {
  onProgress?: (progress: UploadProgress) => void;
}

/** A JSON request without files, a multipart request with them (`<input>.files.0`, `.1`…). */
function request<TResult, TVariables extends Record<string, unknown>>(
  document: TypedDocument<TResult, TVariables>,
  variables: TVariables,
  inputName: string,
  files: readonly File[],
  options: SendOptions,
): Promise<TResult> {
  if (files.length === 0) return apiRequest(document, variables);
  return uploadFilesRequest(
    document,
    variables,
    files.map((file, i) => ({ file, path: `variables.${inputName}.files.${i}` })),
    options.onProgress ? { onProgress: options.onProgress } : {},
  );
}

/** Starts a conversation with its first message; the answer then streams through `llmStream`. */
export async function startConversation(
  target: ChatTarget,
  outgoing: Outgoing,
  sources: readonly { type: SourceItemType; id: string }[],
  options: SendOptions = {},
): Promise<Conversation> {
  if (target.kind === 'solver') {
    const result = await request(
      START_SOLVER_CONVERSATION,
      { startconversationsolverInput: { message: outgoing.message } },
      'startconversationsolverInput',
      outgoing.files,
      options,
    );
    return result.startconversationsolver;
  }
  const result = await request(
    START_CONVERSATION,
    {
      startconversationInput: {
        workspaceId: target.workspaceId,
        message: outgoing.message,
        ...(sources.length > 0 ? { sources: sources.map(({ type, id }) => ({ type, id })) } : {}),
      },
    },
    'startconversationInput',
    outgoing.files,
    options,
  );
  return result.startconversation;
}

/** Sends a message in an open conversation. */
export async function sendToConversation(
  conversationId: string,
  outgoing: Outgoing,
  options: SendOptions = {},
): Promise<ChatMessage> {
  const result = await request(
    SEND_MESSAGE,
    {
      sendmessageInput: {
        conversationId,
        message: outgoing.message,
        ...(outgoing.quote ? { quote: outgoing.quote } : {}),
      },
    },
    'sendmessageInput',
    outgoing.files,
    options,
  );
  return result.sendmessage;
}
