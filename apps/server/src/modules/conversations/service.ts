import { and, asc, count, desc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import { isUuid } from '../../core/ids.ts';
import type { DB } from '../../platform/db/database.ts';
import {
  type BotMessageRow,
  botMessages,
  type ConversationRow,
  conversations,
  type UserMessageRow,
  userMessages,
} from './tables.ts';

export type { BotMessageRow, ConversationRow, UserMessageRow };

/* Reads and writes of the conversation tables; every read by id is scoped by the owner. */

export async function findOwnConversation(
  db: DB,
  userId: string,
  id: string,
): Promise<ConversationRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.id, id), eq(conversations.userId, userId)))
    .limit(1);
  return row;
}

export async function findConversation(db: DB, id: string): Promise<ConversationRow | undefined> {
  const [row] = await db.select().from(conversations).where(eq(conversations.id, id)).limit(1);
  return row;
}

export async function pageOfConversations(
  db: DB,
  input: { userId: string; workspaceId: string; offset: number; limit: number; order: 'ASC' | 'DESC' },
): Promise<{ rows: ConversationRow[]; total: number }> {
  const where = and(eq(conversations.userId, input.userId), eq(conversations.workspaceId, input.workspaceId));
  const direction = input.order === 'ASC' ? asc : desc;
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(conversations)
      .where(where)
      .orderBy(direction(conversations.createdAt), direction(conversations.id))
      .offset(input.offset)
      .limit(input.limit),
    db.select({ n: count() }).from(conversations).where(where),
  ]);
  return { rows, total: Number(totalRow?.n ?? 0) };
}

export async function insertConversation(
  db: DB,
  input: typeof conversations.$inferInsert,
): Promise<ConversationRow> {
  const [row] = await db.insert(conversations).values(input).returning();
  if (!row) throw new Error('conversation insert returned nothing');
  return row;
}

export async function updateConversation(
  db: DB,
  id: string,
  patch: Partial<Pick<ConversationRow, 'name' | 'state' | 'isFetching' | 'sourcesId' | 'intent'>>,
): Promise<ConversationRow | undefined> {
  const [row] = await db
    .update(conversations)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(conversations.id, id))
    .returning();
  return row;
}

/**
 * Marks the conversation as answering only if it is not already (one conditional UPDATE), so two
 * messages sent at once cannot both start a generation. Returns the claimed row; undefined when
 * an answer is already being written.
 */
export async function claimConversation(db: DB, id: string): Promise<ConversationRow | undefined> {
  const [row] = await db
    .update(conversations)
    .set({ isFetching: true, state: 'MAIN_PENDING', updatedAt: new Date() })
    .where(and(eq(conversations.id, id), eq(conversations.isFetching, false)))
    .returning();
  return row;
}

export async function deleteConversationRow(db: DB, userId: string, id: string): Promise<void> {
  await db.delete(conversations).where(and(eq(conversations.id, id), eq(conversations.userId, userId)));
}

export async function insertUserMessage(
  db: DB,
  input: typeof userMessages.$inferInsert,
): Promise<UserMessageRow> {
  const [row] = await db.insert(userMessages).values(input).returning();
  if (!row) throw new Error('user message insert returned nothing');
  return row;
}

export async function insertBotMessage(
  db: DB,
  input: typeof botMessages.$inferInsert,
): Promise<BotMessageRow> {
  const [row] = await db.insert(botMessages).values(input).returning();
  if (!row) throw new Error('bot message insert returned nothing');
  return row;
}

export async function updateBotMessage(
  db: DB,
  id: string,
  patch: Partial<
    Pick<BotMessageRow, 'content' | 'isFetching' | 'isError' | 'error' | 'stopped' | 'citations'>
  >,
): Promise<BotMessageRow | undefined> {
  const [row] = await db
    .update(botMessages)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(botMessages.id, id))
    .returning();
  return row;
}

export function messagesOf(db: DB, conversationIds: readonly string[]): Promise<UserMessageRow[]> {
  if (conversationIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(userMessages)
    .where(inArray(userMessages.conversationId, [...conversationIds]))
    .orderBy(asc(userMessages.createdAt), asc(userMessages.id));
}

export function botMessagesOf(db: DB, userMessageIds: readonly string[]): Promise<BotMessageRow[]> {
  if (userMessageIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(botMessages)
    .where(inArray(botMessages.userMessageId, [...userMessageIds]))
    .orderBy(asc(botMessages.createdAt), asc(botMessages.id));
}

/** One earlier exchange: the pupil's message and the last answer to it with text, if any. */
export interface Exchange {
  message: string;
  messageContent: string | null;
  answer: string | null;
}

/**
 * The last `limit` messages of a conversation (but `exceptId`), oldest first, each with its last
 * answer that has text and no error: one query (an answer's history is read before it starts).
 */
export async function recentExchanges(
  db: DB,
  conversationId: string,
  exceptId: string,
  limit: number,
): Promise<Exchange[]> {
  const recent = db
    .select({ id: userMessages.id })
    .from(userMessages)
    .where(and(eq(userMessages.conversationId, conversationId), ne(userMessages.id, exceptId)))
    .orderBy(desc(userMessages.createdAt), desc(userMessages.id))
    .limit(limit);
  const rows = await db
    .select({
      id: userMessages.id,
      message: userMessages.message,
      messageContent: userMessages.messageContent,
      answer: botMessages.content,
    })
    .from(userMessages)
    .leftJoin(
      botMessages,
      and(
        eq(botMessages.userMessageId, userMessages.id),
        eq(botMessages.isError, false),
        ne(botMessages.content, ''),
      ),
    )
    .where(inArray(userMessages.id, recent))
    .orderBy(
      asc(userMessages.createdAt),
      asc(userMessages.id),
      asc(botMessages.createdAt),
      asc(botMessages.id),
    );
  const exchanges = new Map<string, Exchange>();
  // Rows come in order, so the last row of a message carries its last answer.
  for (const row of rows) {
    const known = exchanges.get(row.id);
    if (known) known.answer = row.answer ?? known.answer;
    else
      exchanges.set(row.id, { message: row.message, messageContent: row.messageContent, answer: row.answer });
  }
  return [...exchanges.values()];
}

/** The bot message being written in a conversation, if any. */
export async function fetchingBotMessage(db: DB, conversationId: string): Promise<BotMessageRow | undefined> {
  const [row] = await db
    .select()
    .from(botMessages)
    .where(and(eq(botMessages.conversationId, conversationId), eq(botMessages.isFetching, true)))
    .orderBy(desc(botMessages.createdAt))
    .limit(1);
  return row;
}

export const INTERRUPTED_MESSAGE =
  'Odpowiedź została przerwana, bo serwer przestał odpowiadać. Wyślij pytanie jeszcze raz.';

/** An answer that was being written by a process that is gone, as it was left. */
export interface InterruptedAnswer {
  id: string;
  conversationId: string;
  /** The pupil's message: the ledger's entity of the answer's use. */
  userMessageId: string;
  userId: string;
  content: string;
  createdAt: Date;
}

/**
 * Generations live in the process that started them and touch their bot message at least every
 * few seconds while writing; one untouched since `staleBefore` belongs to a process that stopped.
 * It ends keeping what was written (marked stopped, with the reason), or as an error when nothing
 * was; its conversation is released. The embedded server sweeps everything at start-up (it is the
 * only writer); every process sweeps stale ones periodically.
 */
export async function endInterruptedGenerations(db: DB, staleBefore: Date): Promise<InterruptedAnswer[]> {
  const ended = await db
    .update(botMessages)
    .set({
      isFetching: false,
      stopped: true,
      isError: sql`${botMessages.content} = ''`,
      error: INTERRUPTED_MESSAGE,
      updatedAt: new Date(),
    })
    .where(and(eq(botMessages.isFetching, true), lt(botMessages.updatedAt, staleBefore)))
    .returning({
      id: botMessages.id,
      conversationId: botMessages.conversationId,
      userMessageId: botMessages.userMessageId,
      userId: botMessages.userId,
      content: botMessages.content,
      createdAt: botMessages.createdAt,
    });
  const ids = [...new Set(ended.map((row) => row.conversationId))];
  if (ids.length > 0) {
    await db
      .update(conversations)
      .set({ isFetching: false, state: 'MAIN_READY', updatedAt: new Date() })
      .where(inArray(conversations.id, ids));
  }
  return ended;
}
