import { and, asc, eq, inArray } from 'drizzle-orm';
import type { SourceProvider } from '../../core/deps.ts';
import { isUuid } from '../../core/ids.ts';
import type { DB } from '../../platform/db/database.ts';
import { indexSource, removeSources } from '../retrieval/index.ts';
import { type AiTutorTopicRow, aiTutorTopics } from './tables.ts';

/*
 * A tutor's topic with its content is a material (kind AITUTOR_TEMAT): its content and exercises'
 * questions are indexed for retrieval under the pupil, in the tutor's workspace, when written, so
 * the quiz that ends a session is made from what the session taught — by the quiz tool, through
 * a source set, like any material.
 */

export const TOPIC_SOURCE_KIND = 'AITUTOR_TEMAT' as const;

const sourceOf = (topicId: string) => ({ kind: TOPIC_SOURCE_KIND, id: topicId });

/** Indexes a written topic (inside the transaction that saved it). */
export async function indexTopic(
  db: DB,
  topic: Pick<AiTutorTopicRow, 'id' | 'userId' | 'workspaceId' | 'name'>,
  content: string,
  questions: readonly string[],
) {
  await indexSource(db, {
    userId: topic.userId,
    workspaceId: topic.workspaceId,
    source: sourceOf(topic.id),
    segments: [
      { text: `${topic.name}\n\n${content}` },
      ...questions.map((question, i) => ({ text: `Zadanie ${i + 1} (${topic.name}): ${question}` })),
    ],
  });
}

/** Takes topics' passages out of the index (their tutor is being deleted). */
export function unindexTopics(db: DB, userId: string, topicIds: readonly string[]) {
  return removeSources(db, userId, topicIds.map(sourceOf));
}

async function readyTopics(
  db: DB,
  userId: string,
  where: { ids: readonly string[] } | { workspaceId: string },
) {
  const ids = 'ids' in where ? where.ids.filter(isUuid) : null;
  if (ids && ids.length === 0) return [];
  return db
    .select()
    .from(aiTutorTopics)
    .where(
      and(
        eq(aiTutorTopics.userId, userId),
        eq(aiTutorTopics.state, 'MAIN_READY'),
        ids
          ? inArray(aiTutorTopics.id, ids)
          : eq(aiTutorTopics.workspaceId, (where as { workspaceId: string }).workspaceId),
      ),
    )
    .orderBy(asc(aiTutorTopics.order));
}

export const tutorTopicSource: SourceProvider = {
  itemType: TOPIC_SOURCE_KIND,
  typename: 'AiTutorTemat',
  label: 'Tematy korepetytora',
  load: ({ db }, userId, ids) => readyTopics(db, userId, { ids }),
  list: ({ db }, userId, workspaceId) => readyTopics(db, userId, { workspaceId }),
};
