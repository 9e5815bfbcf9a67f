import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Deps } from '../../core/deps.ts';
import type { UserDataEntry } from '../../core/module.ts';
import { isGeneratingHere, requestStop } from './generation.ts';
import { botMessages, conversations, userMessages } from './tables.ts';

/** How long the account's deletion waits for answers this process is writing to stop. */
const STOP_WAIT_MS = 5_000;

/**
 * Every conversation of a user with its messages. Answers being written are stopped first and,
 * when this process writes them, waited for, so none records its ending after the rows have gone
 * (answers written by another instance end on its own `conversationStop`; the later sweep of the
 * account's deletion catches anything they still write). Attached files go with the materials
 * module's hook.
 */
export async function removeUserConversations(
  deps: Pick<Deps, 'db' | 'pubsub'>,
  userId: string,
): Promise<void> {
  const answering = await deps.db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.userId, userId), eq(conversations.isFetching, true)));
  for (const { id } of answering) requestStop(deps.pubsub, id);
  const deadline = Date.now() + STOP_WAIT_MS;
  while (answering.some(({ id }) => isGeneratingHere(id)) && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 25));
  await deps.db.transaction(async (tx) => {
    // Messages go with their conversation (foreign keys); by owner too, so nothing stray is left.
    await tx.delete(conversations).where(eq(conversations.userId, userId));
    await tx.delete(botMessages).where(eq(botMessages.userId, userId));
    await tx.delete(userMessages).where(eq(userMessages.userId, userId));
  });
}

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

/** Every conversation with its messages in order, each answer after the message it answers. */
export async function exportConversations(deps: Pick<Deps, 'db'>, userId: string): Promise<UserDataEntry[]> {
  const rows = await deps.db
    .select()
    .from(conversations)
    .where(eq(conversations.userId, userId))
    .orderBy(asc(conversations.createdAt));
  const ids = rows.map((row) => row.id);
  const [asked, answered] = ids.length
    ? await Promise.all([
        deps.db
          .select()
          .from(userMessages)
          .where(inArray(userMessages.conversationId, ids))
          .orderBy(asc(userMessages.createdAt)),
        deps.db
          .select()
          .from(botMessages)
          .where(inArray(botMessages.conversationId, ids))
          .orderBy(asc(botMessages.createdAt)),
      ])
    : [[], []];
  const messagesOf = groupBy(asked, (message) => message.conversationId);
  const answersOf = groupBy(answered, (answer) => answer.userMessageId);
  return [
    {
      path: 'rozmowy.json',
      about: 'rozmowy z Kredą: wiadomości, odpowiedzi i ich źródła',
      json: rows.map((row) => ({
        id: row.id,
        workspaceId: row.workspaceId,
        name: row.name,
        action: row.action,
        createdAt: row.createdAt,
        updatedAt: row.updatedAt,
        messages: (messagesOf.get(row.id) ?? []).map((message) => ({
          id: message.id,
          type: message.type,
          message: message.message,
          quoted: message.messageContent,
          files: message.files,
          createdAt: message.createdAt,
          answers: (answersOf.get(message.id) ?? []).map((answer) => ({
            id: answer.id,
            type: answer.type,
            content: answer.content,
            citations: answer.citations,
            error: answer.error,
            stopped: answer.stopped,
            createdAt: answer.createdAt,
          })),
        })),
      })),
    },
  ];
}
