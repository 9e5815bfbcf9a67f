import type { Actor } from '../../core/actor.ts';
import type { Deps } from '../../core/deps.ts';
import { notFound } from '../../core/domain-error.ts';
import { removeFiles, type UploadedFile } from '../materials/index.ts';
import { requireOwnWorkspace } from '../workspaces/index.ts';
import { requestStop } from './generation.ts';
import { parseIntent, parseName, parseOutgoing, parsePage } from './inputs.ts';
import { classifyIntent } from './intents.ts';
import { admitMessage, publishConversation, send, type UserMessageView } from './send.ts';
import {
  botMessagesOf,
  type ConversationRow,
  deleteConversationRow,
  findOwnConversation,
  messagesOf,
  pageOfConversations,
  updateConversation,
} from './service.ts';

export type { UserMessageView } from './send.ts';

const NOT_FOUND = 'Nie znaleziono rozmowy.';
/** Conversations listed at most by the unpaginated list (the web pages with `paginate…`). */
const LIST_MAX = 200;

type Files = readonly UploadedFile[] | null | undefined;

export interface ConversationView extends ConversationRow {
  /** Messages with their answers, oldest first; loaded when asked for. */
  messages?: UserMessageView[];
}

/** The actor's conversation, or NOT_FOUND — the same answer for another user's id and a missing one. */
export async function requireOwnConversation(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  id: string,
  workspaceId?: string | null,
): Promise<ConversationRow> {
  const conversation = await findOwnConversation(deps.db, actor.user.id, id);
  if (!conversation || (workspaceId && conversation.workspaceId !== workspaceId)) throw notFound(NOT_FOUND);
  return conversation;
}

export async function sendMessage(
  deps: Deps,
  actor: Actor,
  input: { conversationId: string; message: string; quote?: string | null; files?: Files },
): Promise<UserMessageView> {
  const conversation = await requireOwnConversation(deps, actor, input.conversationId);
  const outgoing = parseOutgoing(input);
  await admitMessage(deps, actor);
  return send(deps, actor, conversation, outgoing);
}

/** A message with the intent the client chose. */
export async function sendMessageIntent(
  deps: Deps,
  actor: Actor,
  input: {
    conversationId: string;
    message: string;
    intent: Parameters<typeof parseIntent>[0];
    files?: Files;
  },
): Promise<UserMessageView> {
  const conversation = await requireOwnConversation(deps, actor, input.conversationId);
  const outgoing = parseOutgoing(input);
  const intent = parseIntent(input.intent);
  await admitMessage(deps, actor);
  return send(deps, actor, conversation, outgoing, [intent]);
}

/** A message whose intent the fast model recognises first (a failed guess falls back to DEFAULT). */
export async function sendMessageIntentAi(
  deps: Deps,
  actor: Actor,
  input: { conversationId: string; message: string; files?: Files },
): Promise<UserMessageView> {
  const conversation = await requireOwnConversation(deps, actor, input.conversationId);
  const outgoing = parseOutgoing(input);
  await admitMessage(deps, actor);
  const intent = await classifyIntent(
    { ai: deps.services.ai, logger: deps.logger },
    { userId: actor.user.id, message: outgoing.message },
  );
  return send(deps, actor, conversation, outgoing, [intent]);
}

export async function stopGeneration(
  deps: Pick<Deps, 'db' | 'pubsub'>,
  actor: Actor,
  conversationId: string,
): Promise<ConversationRow> {
  const conversation = await requireOwnConversation(deps, actor, conversationId);
  if (conversation.isFetching) requestStop(deps.pubsub, conversation.id);
  return conversation;
}

export async function renameConversation(
  deps: Pick<Deps, 'db' | 'pubsub'>,
  actor: Actor,
  input: { id: string; name: string },
) {
  const conversation = await requireOwnConversation(deps, actor, input.id);
  const name = parseName(input.name);
  const updated = (await updateConversation(deps.db, conversation.id, { name })) ?? conversation;
  publishConversation(deps, updated, 'update');
  return updated;
}

/** Removes a conversation, its messages and their attached files; a running answer is stopped. */
export async function removeConversation(
  deps: Pick<Deps, 'db' | 'services' | 'pubsub'>,
  conversation: ConversationRow,
) {
  if (conversation.isFetching) requestStop(deps.pubsub, conversation.id);
  const messages = await messagesOf(deps.db, [conversation.id]);
  await deleteConversationRow(deps.db, conversation.userId, conversation.id);
  await removeFiles(
    deps,
    conversation.userId,
    messages.flatMap((m) => m.files.map((f) => f.fileId)),
  );
}

export async function deleteConversation(
  deps: Pick<Deps, 'db' | 'services' | 'pubsub'>,
  actor: Actor,
  input: { id: string; workspaceId?: string | null },
) {
  const conversation = await requireOwnConversation(deps, actor, input.id, input.workspaceId);
  await removeConversation(deps, conversation);
  return { success: true, message: 'Pomyślnie usunięto' };
}

/** Every conversation of a workspace, for the workspace's deletion. */
export async function removeWorkspaceConversations(
  deps: Pick<Deps, 'db' | 'services' | 'pubsub'>,
  userId: string,
  workspaceId: string,
) {
  for (;;) {
    const { rows } = await pageOfConversations(deps.db, {
      userId,
      workspaceId,
      offset: 0,
      limit: 100,
      order: 'DESC',
    });
    if (rows.length === 0) return;
    for (const conversation of rows) await removeConversation(deps, conversation);
  }
}

export async function getConversation(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  input: { id: string; workspaceId?: string | null },
) {
  return requireOwnConversation(deps, actor, input.id, input.workspaceId);
}

export async function listConversations(deps: Pick<Deps, 'db'>, actor: Actor, workspaceId: string) {
  await requireOwnWorkspace(deps.db, actor.user.id, workspaceId);
  const page = { userId: actor.user.id, workspaceId, offset: 0, limit: LIST_MAX, order: 'DESC' as const };
  return (await pageOfConversations(deps.db, page)).rows;
}

export async function paginateConversations(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  input: {
    workspaceId: string;
    page?: number | null;
    limit?: number | null;
    order?: 'ASC' | 'DESC' | null;
    sort?: string | null;
  },
) {
  await requireOwnWorkspace(deps.db, actor.user.id, input.workspaceId);
  const { page, limit, order } = parsePage(input);
  const { rows, total } = await pageOfConversations(deps.db, {
    userId: actor.user.id,
    workspaceId: input.workspaceId,
    offset: (page - 1) * limit,
    limit,
    order,
  });
  return { data: rows, total, page, limit };
}

/** Messages of a conversation with their answers, oldest first. */
export async function conversationMessages(
  deps: Pick<Deps, 'db'>,
  conversation: ConversationRow,
): Promise<UserMessageView[]> {
  const messages = await messagesOf(deps.db, [conversation.id]);
  const answers = await botMessagesOf(
    deps.db,
    messages.map((m) => m.id),
  );
  return messages.map((m) => ({ ...m, botResponses: answers.filter((a) => a.userMessageId === m.id) }));
}
