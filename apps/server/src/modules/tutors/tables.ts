import {
  GENERATION_STATES,
  TUTOR_DETAIL_LEVELS,
  TUTOR_ORIGINS,
  TUTOR_SESSION_STATES,
} from '@kreda/shared/enums';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const tutorDetailLevelEnum = pgEnum('tutor_detail_level', TUTOR_DETAIL_LEVELS);
export const tutorOriginEnum = pgEnum('tutor_origin', TUTOR_ORIGINS);
export const tutorStateEnum = pgEnum('tutor_state', GENERATION_STATES);
export const tutorSessionStateEnum = pgEnum('tutor_session_state', TUTOR_SESSION_STATES);

/**
 * An AI tutor (`AiTutor`): built for a curriculum topic, a library chapter or a set of the pupil's
 * materials, in an AITUTOR workspace of its own. Its plan of topics is written by the
 * `tutors-plan` job (CREATED → INITIAL_PENDING → INITIAL_READY | INITIAL_FAILED), then each topic's
 * teaching content by `tutors-topic` jobs (MAIN_PENDING → MAIN_READY). Owned by `user_id`.
 */
export const aiTutors = pgTable(
  'ai_tutors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    workspaceId: uuid('workspace_id').notNull(),
    origin: tutorOriginEnum('origin').notNull(),
    /** The curriculum topic taught (TOPIC), or the topic of the tutor's workspace (any origin). */
    tematId: uuid('temat_id'),
    /** The library chapter taught (CHAPTER). */
    rozdzialId: uuid('rozdzial_id'),
    /** The pupil's source set taught (MATERIALS). */
    sourcesId: uuid('sources_id'),
    przedmiot: text('przedmiot').notNull(),
    poziom: text('poziom'),
    name: text('name').notNull(),
    description: text('description'),
    detailLevel: tutorDetailLevelEnum('detail_level').notNull().default('NORMAL'),
    /** What the pupil told the tutor when ordering it („mam sprawdzian w piątek”). */
    userComment: text('user_comment'),
    state: tutorStateEnum('state').notNull().default('CREATED'),
    /** Why the plan could not be written (Polish), with state INITIAL_FAILED. */
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ai_tutors_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('ai_tutors_workspace_idx').on(t.workspaceId),
  ],
);

export type AiTutorRow = typeof aiTutors.$inferSelect;

/** A worked exercise of a topic: what the tutor practises with, its solution kept from the pupil. */
export interface TutorExercise {
  question: string;
  /** The worked solution, step by step: only ever in the tutor's brief, never sent to the pupil. */
  solution: string;
  /** The final answer, short (a number, an expression, a word), for the maths checker. */
  answer: string;
}

/** One topic of a tutor's plan (`AiTutorTemat`), in the plan's order. */
export const aiTutorTopics = pgTable(
  'ai_tutor_topics',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    tutorId: uuid('tutor_id')
      .notNull()
      .references(() => aiTutors.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id').notNull(),
    order: integer('order').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** The library subchapter the topic follows (a tutor of a chapter). */
    podrSubchapterId: uuid('podr_subchapter_id'),
    /** INITIAL_READY once planned; MAIN_PENDING → MAIN_READY while its content is written. */
    state: tutorStateEnum('state').notNull().default('INITIAL_READY'),
    /** The reference content the tutor teaches from (Markdown with LaTeX), once MAIN_READY. */
    content: text('content'),
    exercises: jsonb('exercises').$type<TutorExercise[]>().notNull().default([]),
    /** Why the content could not be written (Polish). */
    error: text('error'),
    /** The last finished session's quiz showed it learnt. */
    mastered: boolean('mastered').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ai_tutor_topics_order_idx').on(t.tutorId, t.order),
    index('ai_tutor_topics_user_idx').on(t.userId),
  ],
);

export type AiTutorTopicRow = typeof aiTutorTopics.$inferSelect;

/** A session of a tutor's topic (`AiTutorTematSession`): a conversation that ends with a quiz. */
export const aiTutorSessions = pgTable(
  'ai_tutor_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    topicId: uuid('topic_id')
      .notNull()
      .references(() => aiTutorTopics.id, { onDelete: 'cascade' }),
    state: tutorSessionStateEnum('state').notNull().default('INITIAL'),
    detailLevel: tutorDetailLevelEnum('detail_level').notNull(),
    /** The session's conversation (the conversations module's), once started. */
    conversationId: uuid('conversation_id'),
    /** The quiz that ends the session (the quizzes module's), once ordered. */
    quizId: uuid('quiz_id'),
    /** The pupil's attempt at that quiz, once begun. */
    quizResultId: uuid('quiz_result_id'),
    /** The finished attempt's score, 0–100. */
    scorePercent: integer('score_percent'),
    previousSessionId: uuid('previous_session_id'),
    /** What this session repeats (the previous quiz's weak points), or null to move on. */
    focus: text('focus'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ai_tutor_sessions_topic_idx').on(t.topicId, t.createdAt),
    index('ai_tutor_sessions_quiz_idx').on(t.userId, t.quizId),
  ],
);

export type AiTutorSessionRow = typeof aiTutorSessions.$inferSelect;
