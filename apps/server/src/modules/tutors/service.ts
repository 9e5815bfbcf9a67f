import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Deps } from '../../core/deps.ts';
import { isUuid } from '../../core/ids.ts';
import type { DB } from '../../platform/db/database.ts';
import {
  type AiTutorRow,
  type AiTutorSessionRow,
  type AiTutorTopicRow,
  aiTutorSessions,
  aiTutors,
  aiTutorTopics,
} from './tables.ts';

export type { AiTutorRow, AiTutorTopicRow };

/*
 * Reads of the tutors' tables. Every read by a pupil is scoped by the owner: another pupil's id
 * looks exactly like a missing one.
 */

export const TUTOR_NOT_FOUND = 'Nie znaleziono korepetytora.';
export const TOPIC_NOT_FOUND = 'Nie znaleziono tematu korepetytora.';
export const SESSION_NOT_FOUND = 'Nie znaleziono sesji z korepetytorem.';

export async function findOwnTutor(db: DB, userId: string, id: string): Promise<AiTutorRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(aiTutors)
    .where(and(eq(aiTutors.id, id), eq(aiTutors.userId, userId)))
    .limit(1);
  return row;
}

/** The pupil's tutors, newest first. */
export function listOwnTutors(db: DB, userId: string): Promise<AiTutorRow[]> {
  return db
    .select()
    .from(aiTutors)
    .where(eq(aiTutors.userId, userId))
    .orderBy(desc(aiTutors.createdAt), desc(aiTutors.id));
}

export async function findTutor(db: DB, id: string): Promise<AiTutorRow | undefined> {
  const [row] = await db.select().from(aiTutors).where(eq(aiTutors.id, id)).limit(1);
  return row;
}

export async function findOwnTopic(db: DB, userId: string, id: string): Promise<AiTutorTopicRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(aiTutorTopics)
    .where(and(eq(aiTutorTopics.id, id), eq(aiTutorTopics.userId, userId)))
    .limit(1);
  return row;
}

export async function findTopic(db: DB, id: string): Promise<AiTutorTopicRow | undefined> {
  const [row] = await db.select().from(aiTutorTopics).where(eq(aiTutorTopics.id, id)).limit(1);
  return row;
}

/** The topics of the owner's tutors `tutorIds`, in plan order (one statement for a whole list). */
export function topicsOfTutors(
  db: DB,
  userId: string,
  tutorIds: readonly string[],
): Promise<AiTutorTopicRow[]> {
  const valid = tutorIds.filter(isUuid);
  if (valid.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(aiTutorTopics)
    .where(and(inArray(aiTutorTopics.tutorId, valid), eq(aiTutorTopics.userId, userId)))
    .orderBy(asc(aiTutorTopics.tutorId), asc(aiTutorTopics.order));
}

/** A tutor's progress: the share of its plan's topics the pupil has mastered, 0–100. */
export function progressOf(topics: readonly Pick<AiTutorTopicRow, 'mastered'>[]): number {
  if (topics.length === 0) return 0;
  return Math.round((100 * topics.filter((t) => t.mastered).length) / topics.length);
}

/** Announces a change of a tutor (its state, progress) to the pupil's open pages. */
export function publishTutor(deps: Pick<Deps, 'pubsub'>, tutor: Pick<AiTutorRow, 'id' | 'userId'>) {
  deps.pubsub.publish('aiTutor', tutor.id, { id: tutor.id });
}

/** Announces a change of one of a tutor's topics (content written, mastered). */
export function publishTopic(deps: Pick<Deps, 'pubsub'>, topic: Pick<AiTutorTopicRow, 'id' | 'tutorId'>) {
  deps.pubsub.publish('aiTutorTemat', topic.tutorId, { id: topic.id });
}

export async function findOwnSession(
  db: DB,
  userId: string,
  id: string,
): Promise<AiTutorSessionRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(aiTutorSessions)
    .where(and(eq(aiTutorSessions.id, id), eq(aiTutorSessions.userId, userId)))
    .limit(1);
  return row;
}

/** The sessions of the owner's topics `topicIds`, oldest first. */
export function sessionsOfTopics(
  db: DB,
  userId: string,
  topicIds: readonly string[],
): Promise<AiTutorSessionRow[]> {
  const valid = topicIds.filter(isUuid);
  if (valid.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(aiTutorSessions)
    .where(and(inArray(aiTutorSessions.topicId, valid), eq(aiTutorSessions.userId, userId)))
    .orderBy(asc(aiTutorSessions.createdAt), asc(aiTutorSessions.id));
}

export function publishSession(
  deps: Pick<Deps, 'pubsub'>,
  session: Pick<AiTutorSessionRow, 'id' | 'topicId'>,
) {
  deps.pubsub.publish('aiTutorTematSession', session.topicId, { id: session.id });
}
