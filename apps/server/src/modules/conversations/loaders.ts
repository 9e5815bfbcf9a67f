import { batchByOwner } from '../../core/request-batch.ts';
import type { DB } from '../../platform/db/database.ts';
import { findOwnNotesOfAnswers } from '../notes/index.ts';
import { type TematRow, topicsByIds } from '../reference/index.ts';
import { findOwnSourceSets } from '../sources/index.ts';
import { findOwnWorkspaces } from '../workspaces/index.ts';
import type { UserMessageView } from './send.ts';
import { type BotMessageRow, botMessagesOf, messagesOf } from './service.ts';

/**
 * Per-request batching of what each conversation of a list needs (its source set, its workspace's
 * topic, its messages, the notes made from its answers): one query per kind for the whole list,
 * however many rows it has.
 */
interface Loaders {
  sources: ReturnType<typeof batchByOwner<Awaited<ReturnType<typeof findOwnSourceSets>>[number]>>;
  temat: (userId: string, workspaceId: string) => Promise<{ id: string; temat: TematRow | null } | undefined>;
  messages: (
    userId: string,
    conversationId: string,
  ) => Promise<{ id: string; messages: UserMessageView[] } | undefined>;
  /** The note made from an answer (by the answer's owner). */
  answerNote: (userId: string, botMessageId: string) => Promise<{ id: string; aiNoteId: string } | undefined>;
}

const byRequest = new WeakMap<object, Loaders>();

async function topicsOfWorkspaces(db: DB, userId: string, ids: string[]) {
  const rows = await findOwnWorkspaces(db, userId, ids);
  const topics = await topicsByIds(
    db,
    rows.flatMap((row) => (row.tematId ? [row.tematId] : [])),
  );
  return rows.map((row) => ({ id: row.id, temat: row.tematId ? (topics.get(row.tematId) ?? null) : null }));
}

async function messagesOfConversations(db: DB, ids: string[]) {
  const messages = await messagesOf(db, ids);
  const answers = await botMessagesOf(
    db,
    messages.map((m) => m.id),
  );
  const answersOf = new Map<string, BotMessageRow[]>();
  for (const answer of answers)
    answersOf.set(answer.userMessageId, [...(answersOf.get(answer.userMessageId) ?? []), answer]);
  return ids.map((id) => ({
    id,
    messages: messages
      .filter((m) => m.conversationId === id)
      .map((m) => ({ ...m, botResponses: answersOf.get(m.id) ?? [] })),
  }));
}

/** The loaders of one request (`ctx` is the GraphQL context). */
export function conversationLoaders(ctx: object & { db: DB }): Loaders {
  let loaders = byRequest.get(ctx);
  if (!loaders) {
    loaders = {
      sources: batchByOwner((userId, ids) => findOwnSourceSets(ctx.db, userId, ids)),
      temat: batchByOwner((userId, ids) => topicsOfWorkspaces(ctx.db, userId, ids)),
      // The conversations were read with the owner's rights already; their messages follow them.
      messages: batchByOwner((_userId, ids) => messagesOfConversations(ctx.db, ids)),
      answerNote: batchByOwner((userId, ids) => findOwnNotesOfAnswers(ctx.db, userId, ids)),
    };
    byRequest.set(ctx, loaders);
  }
  return loaders;
}
