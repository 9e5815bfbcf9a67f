import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Deps } from '../../core/deps.ts';
import type { UserDataEntry } from '../../core/module.ts';
import { releaseUsageFor } from '../usage/index.ts';
import { tutorUsage } from './jobs.ts';
import { aiTutorSessions, aiTutors, aiTutorTopics } from './tables.ts';
import { unindexTopics } from './topic-source.ts';

/**
 * The tutor of a workspace that is being deleted (its AITUTOR workspace), with its topics and
 * sessions; a plan still being written gives its use back.
 */
export async function removeWorkspaceTutors(deps: Pick<Deps, 'db'>, userId: string, workspaceId: string) {
  await deps.db.transaction(async (tx) => {
    const topics = await tx
      .select({ id: aiTutorTopics.id })
      .from(aiTutorTopics)
      .where(and(eq(aiTutorTopics.userId, userId), eq(aiTutorTopics.workspaceId, workspaceId)));
    await unindexTopics(
      tx,
      userId,
      topics.map((t) => t.id),
    );
    const gone = await tx
      .delete(aiTutors)
      .where(and(eq(aiTutors.userId, userId), eq(aiTutors.workspaceId, workspaceId)))
      .returning({ id: aiTutors.id, state: aiTutors.state });
    for (const tutor of gone.filter((t) => t.state === 'CREATED' || t.state === 'INITIAL_PENDING'))
      await releaseUsageFor(tx, tutorUsage(tutor.id));
  });
}

/** Everything of the tutors a user has (the account is being deleted). */
export async function removeUserTutors(deps: Pick<Deps, 'db'>, userId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await tx.delete(aiTutorSessions).where(eq(aiTutorSessions.userId, userId));
    await tx.delete(aiTutorTopics).where(eq(aiTutorTopics.userId, userId));
    await tx.delete(aiTutors).where(eq(aiTutors.userId, userId));
  });
}

/** The user's tutors: plans, topics with their content and exercises, sessions. */
export async function exportTutors(deps: Pick<Deps, 'db'>, userId: string): Promise<UserDataEntry[]> {
  const tutors = await deps.db
    .select()
    .from(aiTutors)
    .where(eq(aiTutors.userId, userId))
    .orderBy(asc(aiTutors.createdAt));
  if (tutors.length === 0) return [];
  const ids = tutors.map((t) => t.id);
  const topics = await deps.db
    .select()
    .from(aiTutorTopics)
    .where(and(eq(aiTutorTopics.userId, userId), inArray(aiTutorTopics.tutorId, ids)))
    .orderBy(asc(aiTutorTopics.order));
  const sessions = await deps.db
    .select()
    .from(aiTutorSessions)
    .where(eq(aiTutorSessions.userId, userId))
    .orderBy(asc(aiTutorSessions.createdAt));
  const strip = <T extends { userId: string }>({ userId: _user, ...row }: T) => row;
  return [
    {
      path: 'korepetytorzy.json',
      about: 'korepetytorzy AI z planami tematów, ich treścią i sesjami',
      json: { korepetytorzy: tutors.map(strip), tematy: topics.map(strip), sesje: sessions.map(strip) },
    },
  ];
}
