import { desc, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import type { ChatSubject, Deps } from '../../core/deps.ts';
import { DomainError, notFound } from '../../core/domain-error.ts';
import { startLedConversation } from '../conversations/index.ts';
import { OPENING, tutorBrief } from './brief.ts';
import {
  findOwnSession,
  findOwnTopic,
  findTutor,
  publishSession,
  SESSION_NOT_FOUND,
  TOPIC_NOT_FOUND,
} from './service.ts';
import { nextFocus } from './session-quiz.ts';
import { type AiTutorSessionRow, aiTutorSessions, aiTutorTopics } from './tables.ts';

/*
 * A topic's sessions: each is a conversation the tutor leads (chat subject AITUTOR), opened by the
 * tutor's first message and counted, message by message, against "korepetycje AI".
 */

const NOT_READY = 'Ten temat jest jeszcze przygotowywany – sesję zaczniesz, gdy będzie gotowy.';
const TOPIC_FAILED = 'Treści tego tematu nie udało się przygotować, więc sesja nie może się zacząć.';

/**
 * `continueaitutoringAiTutor`: the topic's session in progress, or a new one after the last —
 * written, then opened by the tutor's first message (a refused opening, e.g. the plan's limit,
 * takes the new session back). One open session per topic: the topic's row is locked meanwhile.
 */
export async function continueTutoring(
  deps: Deps,
  actor: Actor,
  input: { aiTutorTematId: string },
): Promise<AiTutorSessionRow> {
  const topic = await findOwnTopic(deps.db, actor.user.id, input.aiTutorTematId);
  if (!topic) throw notFound(TOPIC_NOT_FOUND);
  if (topic.state === 'INITIAL_FAILED') throw new DomainError('VALIDATION_FAILED', TOPIC_FAILED);
  if (topic.state !== 'MAIN_READY') throw new DomainError('VALIDATION_FAILED', NOT_READY);
  const tutor = await findTutor(deps.db, topic.tutorId);
  if (!tutor) throw notFound(TOPIC_NOT_FOUND);
  const { session, created } = await deps.db.transaction(async (tx) => {
    await tx
      .select({ id: aiTutorTopics.id })
      .from(aiTutorTopics)
      .where(eq(aiTutorTopics.id, topic.id))
      .for('update');
    const [last] = await tx
      .select()
      .from(aiTutorSessions)
      .where(eq(aiTutorSessions.topicId, topic.id))
      .orderBy(desc(aiTutorSessions.createdAt), desc(aiTutorSessions.id))
      .limit(1);
    if (last && last.state === 'INITIAL') return { session: last, created: false };
    const [row] = await tx
      .insert(aiTutorSessions)
      .values({
        userId: actor.user.id,
        topicId: topic.id,
        detailLevel: tutor.detailLevel,
        previousSessionId: last?.id ?? null,
        focus: await nextFocus(tx, last),
      })
      .returning();
    if (!row) throw new Error('session not written');
    return { session: row, created: true };
  });
  // Found, not made: it is open, or being opened by the request that made it (a double click).
  if (!created) return session;
  try {
    const conversation = await startLedConversation(deps, actor, {
      workspaceId: topic.workspaceId,
      subject: { kind: TUTOR_SESSION_KIND, id: session.id },
      instruction: OPENING,
    });
    const [started] = await deps.db
      .update(aiTutorSessions)
      .set({ conversationId: conversation.id, updatedAt: sql`now()` })
      .where(eq(aiTutorSessions.id, session.id))
      .returning();
    publishSession(deps, started ?? session);
    return started ?? session;
  } catch (error) {
    if (created) await deps.db.delete(aiTutorSessions).where(eq(aiTutorSessions.id, session.id));
    throw error;
  }
}

/** The chat subject's kind of a tutor's session. */
export const TUTOR_SESSION_KIND = 'AITUTOR';

/**
 * A tutor's session as a chat subject: found in its tutor's workspace, briefed with the topic's
 * content, worked solutions and hint-first rules, its messages counted as AI_TUTORING.
 */
export const tutorSessionSubject: ChatSubject = {
  kind: TUTOR_SESSION_KIND,
  notFound: SESSION_NOT_FOUND,
  usageAction: 'AI_TUTORING',
  briefTurns: 4,
  async find(deps, userId, id) {
    const session = await findOwnSession(deps.db, userId, id);
    const topic = session ? await findOwnTopic(deps.db, userId, session.topicId) : undefined;
    return session && topic ? { id: session.id, workspaceId: topic.workspaceId } : undefined;
  },
  async brief(deps, userId, id, turn) {
    const session = await findOwnSession(deps.db, userId, id);
    const topic = session ? await findOwnTopic(deps.db, userId, session.topicId) : undefined;
    const tutor = topic ? await findTutor(deps.db, topic.tutorId) : undefined;
    if (!session || !topic || !tutor) return null;
    const [{ count }] = (await deps.db
      .select({ count: sql<number>`count(*)::int` })
      .from(aiTutorTopics)
      .where(eq(aiTutorTopics.tutorId, tutor.id))) as [{ count: number }];
    return tutorBrief({ tutor, topic, topicCount: count, session, turn });
  },
};
