import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Deps } from '../../core/deps.ts';
import type { DB } from '../../platform/db/database.ts';
import type { JobDefinition } from '../../platform/jobs/jobs.ts';
import { recordEvent } from '../events/index.ts';
import { AI_JOB_RETRY, commitUsageFor, failAndRelease, workFailure } from '../usage/index.ts';
import { type TutorMaterial, tutorMaterial } from './material.ts';
import {
  type CheckedPlan,
  checkPlan,
  mergePlans,
  NO_PLAN,
  PLAN_MIN,
  PLAN_SCHEMA_NAME,
  planPrompt,
  planSchema,
  retryRequest,
} from './planning.ts';
import { findTopic, findTutor, publishTopic, publishTutor } from './service.ts';
import { type AiTutorRow, type AiTutorTopicRow, aiTutors, aiTutorTopics } from './tables.ts';
import {
  type CheckedTopic,
  checkTopic,
  EXERCISES_MIN,
  TOPIC_FAILED,
  TOPIC_SCHEMA_NAME,
  topicPrompt,
  topicRetryRequest,
  topicSchema,
} from './teaching.ts';
import { indexTopic } from './topic-source.ts';

/** A tutor whose plan the AI has not written yet: its planning may still end, and fail, once. */
export const PLANNING_STATES: AiTutorRow['state'][] = ['CREATED', 'INITIAL_PENDING'];

export const PLAN_JOB = 'tutors-plan';
export const TOPIC_JOB = 'tutors-topic';

export const PLAN_FAILED = 'Nie udało się ułożyć planu nauki. Limit wrócił – spróbuj ponownie za chwilę.';
const SOURCE_GONE = 'Materiał, z którego miał uczyć korepetytor, nie jest już dostępny. Limit wrócił.';
const TOPIC_SOURCE_GONE = 'Materiał tego tematu nie jest już dostępny.';
const TEXTS = { notConfigured: 'AI nie jest skonfigurowane – korepetytora nie da się teraz przygotować.' };

/** The ledger's name for a tutor's use of "korepetycje AI" (its plan). */
export const tutorUsage = (tutorId: string) => ({ kind: 'aiTutor', id: tutorId });

export function enqueuePlan(deps: Pick<Deps, 'services'>, db: DB, tutorId: string) {
  return deps.services.jobs.send(PLAN_JOB, { tutorId }, tutorId, { db });
}

/** Ends a tutor's plan as failed with a Polish reason and gives its use back — once. */
export async function failTutor(deps: Pick<Deps, 'db' | 'pubsub'>, tutorId: string, message: string) {
  await failAndRelease(
    deps,
    tutorUsage(tutorId),
    async (tx) =>
      (
        await tx
          .update(aiTutors)
          .set({ state: 'INITIAL_FAILED', error: message, updatedAt: sql`now()` })
          .where(and(eq(aiTutors.id, tutorId), inArray(aiTutors.state, PLANNING_STATES)))
          .returning()
      )[0],
    (failed) => publishTutor(deps, failed),
  );
}

async function writePlan(deps: Deps, tutor: AiTutorRow, material: TutorMaterial, signal: AbortSignal) {
  const system = await planPrompt(tutor, material);
  const ask = (content: string) =>
    deps.services.ai.generateObject({
      meta: { userId: tutor.userId, action: 'AI_TUTORING' },
      system,
      messages: [{ role: 'user', content }],
      schema: planSchema,
      schemaName: PLAN_SCHEMA_NAME,
      signal,
    });
  let plan: CheckedPlan = checkPlan(await ask('Ułóż plan nauki.'), material);
  if (plan.topics.length < PLAN_MIN)
    plan = mergePlans(
      plan,
      checkPlan(await ask(retryRequest(plan.problems, PLAN_MIN - plan.topics.length)), material),
    );
  return plan;
}

/** Saves the plan and enqueues each topic's content — unless another run saved it first. */
async function savePlan(deps: Deps, tutor: AiTutorRow, plan: CheckedPlan): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(aiTutors).where(eq(aiTutors.id, tutor.id)).for('update');
    if (!locked || (locked.state !== 'CREATED' && locked.state !== 'INITIAL_PENDING')) return false;
    const topics = await tx
      .insert(aiTutorTopics)
      .values(
        plan.topics.map((topic, i) => ({
          userId: tutor.userId,
          tutorId: tutor.id,
          workspaceId: tutor.workspaceId,
          order: i + 1,
          ...topic,
        })),
      )
      .returning({ id: aiTutorTopics.id });
    // Materials are named by the model (the order named the tutor after its first file).
    const named = tutor.origin === 'MATERIALS' && plan.name ? { name: plan.name } : {};
    await tx
      .update(aiTutors)
      .set({ state: 'INITIAL_READY', description: plan.description, ...named, updatedAt: sql`now()` })
      .where(eq(aiTutors.id, tutor.id));
    await commitUsageFor(tx, tutorUsage(tutor.id));
    await recordEvent(deps, tx, {
      type: 'tutor.planned',
      userId: tutor.userId,
      entity: { kind: 'aiTutor', id: tutor.id },
      payload: {
        workspaceId: tutor.workspaceId,
        origin: tutor.origin,
        przedmiot: tutor.przedmiot,
        topicCount: topics.length,
      },
    });
    await deps.services.jobs.sendMany(
      topics.map(({ id }) => ({ name: TOPIC_JOB, data: { topicId: id }, key: id })),
      { db: tx },
    );
    return true;
  });
}

/**
 * Plans a tutor: CREATED → INITIAL_PENDING → INITIAL_READY with its topics (each then written by a
 * `tutors-topic` job), or INITIAL_FAILED in Polish with the use given back. Idempotent: the plan
 * is saved with the state in one transaction that first checks no other run saved it.
 */
export function planJob(deps: Deps): JobDefinition<{ tutorId: string }> {
  return {
    name: PLAN_JOB,
    ...AI_JOB_RETRY,
    expireInSeconds: 10 * 60,
    concurrency: 2,
    async handler({ tutorId }, { signal, isLastAttempt }) {
      const tutor = await findTutor(deps.db, tutorId);
      if (!tutor || (tutor.state !== 'CREATED' && tutor.state !== 'INITIAL_PENDING')) return;
      if (tutor.state === 'CREATED') {
        await deps.db
          .update(aiTutors)
          .set({ state: 'INITIAL_PENDING', updatedAt: sql`now()` })
          .where(and(eq(aiTutors.id, tutor.id), eq(aiTutors.state, 'CREATED')));
        publishTutor(deps, tutor);
      }
      const material = await tutorMaterial(deps, tutor);
      if (!material) return failTutor(deps, tutor.id, SOURCE_GONE);
      let plan: CheckedPlan;
      try {
        plan = await writePlan(deps, tutor, material, signal);
      } catch (error) {
        if (signal.aborted) throw error;
        const message = workFailure(error, TEXTS, { isLastAttempt });
        if (message === null) throw error;
        return failTutor(deps, tutor.id, message);
      }
      if (plan.topics.length < PLAN_MIN) return failTutor(deps, tutor.id, NO_PLAN);
      if (await savePlan(deps, tutor, plan)) publishTutor(deps, tutor);
    },
    onFinalFailure: ({ tutorId }) => failTutor(deps, tutorId, PLAN_FAILED),
  };
}

/** When every topic has its content (or has failed), the tutor is MAIN_READY; inside `tx`. */
async function settleTutor(tx: DB, tutorId: string): Promise<boolean> {
  const [tutor] = await tx.select().from(aiTutors).where(eq(aiTutors.id, tutorId)).for('update');
  if (!tutor || tutor.state === 'MAIN_READY') return false;
  const topics = await tx
    .select({ state: aiTutorTopics.state })
    .from(aiTutorTopics)
    .where(eq(aiTutorTopics.tutorId, tutorId));
  const settled = topics.every((t) => t.state === 'MAIN_READY' || t.state === 'INITIAL_FAILED');
  const state = settled ? 'MAIN_READY' : 'MAIN_PENDING';
  if (state === tutor.state) return false;
  await tx.update(aiTutors).set({ state, updatedAt: sql`now()` }).where(eq(aiTutors.id, tutorId));
  return true;
}

/** Ends a topic's content as failed in Polish (its tutor settles); once. */
export async function failTopic(deps: Pick<Deps, 'db' | 'pubsub'>, topicId: string, message: string) {
  const done = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(aiTutorTopics)
      .set({ state: 'INITIAL_FAILED', error: message, updatedAt: sql`now()` })
      .where(
        and(eq(aiTutorTopics.id, topicId), inArray(aiTutorTopics.state, ['INITIAL_READY', 'MAIN_PENDING'])),
      )
      .returning();
    if (!row) return null;
    return { row, tutorChanged: await settleTutor(tx, row.tutorId) };
  });
  if (!done) return;
  publishTopic(deps, done.row);
  const tutor = await findTutor(deps.db, done.row.tutorId);
  if (done.tutorChanged && tutor) publishTutor(deps, tutor);
}

async function writeTopic(
  deps: Deps,
  tutor: AiTutorRow,
  topic: AiTutorTopicRow,
  material: TutorMaterial,
  signal: AbortSignal,
): Promise<CheckedTopic> {
  const [{ count }] = (await deps.db
    .select({ count: sql<number>`count(*)::int` })
    .from(aiTutorTopics)
    .where(eq(aiTutorTopics.tutorId, tutor.id))) as [{ count: number }];
  const system = await topicPrompt(tutor, topic, count, material);
  const ask = (content: string) =>
    deps.services.ai.generateObject({
      meta: { userId: tutor.userId, action: 'AI_TUTORING' },
      system,
      messages: [{ role: 'user', content }],
      schema: topicSchema,
      schemaName: TOPIC_SCHEMA_NAME,
      signal,
    });
  const first = checkTopic(await ask('Przygotuj materiał tematu.'), tutor.przedmiot);
  if (first.content && first.exercises.length >= EXERCISES_MIN) return first;
  const second = checkTopic(await ask(topicRetryRequest(first.problems)), tutor.przedmiot);
  const exercises = [...first.exercises];
  for (const e of second.exercises) if (!exercises.some((x) => x.question === e.question)) exercises.push(e);
  return { content: first.content ?? second.content, exercises, problems: second.problems };
}

/**
 * Writes a topic's content and exercises: INITIAL_READY → MAIN_PENDING → MAIN_READY, or
 * INITIAL_FAILED in Polish. Idempotent: saved only while the topic is still pending.
 */
export function topicJob(deps: Deps): JobDefinition<{ topicId: string }> {
  return {
    name: TOPIC_JOB,
    ...AI_JOB_RETRY,
    expireInSeconds: 10 * 60,
    concurrency: 2,
    async handler({ topicId }, { signal, isLastAttempt }) {
      const topic = await findTopic(deps.db, topicId);
      if (!topic || (topic.state !== 'INITIAL_READY' && topic.state !== 'MAIN_PENDING')) return;
      const tutor = await findTutor(deps.db, topic.tutorId);
      if (!tutor) return;
      if (topic.state === 'INITIAL_READY') {
        const tutorChanged = await deps.db.transaction(async (tx) => {
          await tx
            .update(aiTutorTopics)
            .set({ state: 'MAIN_PENDING', updatedAt: sql`now()` })
            .where(and(eq(aiTutorTopics.id, topic.id), eq(aiTutorTopics.state, 'INITIAL_READY')));
          return settleTutor(tx, tutor.id);
        });
        publishTopic(deps, topic);
        if (tutorChanged) publishTutor(deps, tutor);
      }
      const material = await tutorMaterial(deps, tutor);
      if (!material) return failTopic(deps, topic.id, TOPIC_SOURCE_GONE);
      let written: CheckedTopic;
      try {
        written = await writeTopic(deps, tutor, topic, material, signal);
      } catch (error) {
        if (signal.aborted) throw error;
        const message = workFailure(error, TEXTS, { isLastAttempt });
        if (message === null) throw error;
        return failTopic(deps, topic.id, message);
      }
      if (!written.content || written.exercises.length === 0) return failTopic(deps, topic.id, TOPIC_FAILED);
      const tutorChanged = await deps.db.transaction(async (tx) => {
        const [saved] = await tx
          .update(aiTutorTopics)
          .set({
            state: 'MAIN_READY',
            content: written.content,
            exercises: written.exercises,
            updatedAt: sql`now()`,
          })
          .where(and(eq(aiTutorTopics.id, topic.id), eq(aiTutorTopics.state, 'MAIN_PENDING')))
          .returning({ id: aiTutorTopics.id });
        if (!saved) return null;
        // Searchable as a material: the session's quiz is made from it.
        const questions = written.exercises.map((e) => e.question);
        await indexTopic(tx, topic, written.content as string, questions);
        return settleTutor(tx, tutor.id);
      });
      if (tutorChanged === null) return;
      publishTopic(deps, topic);
      if (tutorChanged) publishTutor(deps, tutor);
    },
    onFinalFailure: ({ topicId }) => failTopic(deps, topicId, TOPIC_FAILED),
  };
}
