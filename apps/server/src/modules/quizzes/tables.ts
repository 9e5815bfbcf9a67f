import { CONTENT_TYPES, GENERATION_STATES, QUESTION_TYPES, QUIZ_DETAIL_SCALES } from '@kreda/shared/enums';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const quizDetailScaleEnum = pgEnum('quiz_detail_scale', QUIZ_DETAIL_SCALES);
export const questionTypeEnum = pgEnum('question_type', QUESTION_TYPES);
export const contentTypeEnum = pgEnum('content_type', CONTENT_TYPES);
export const quizStateEnum = pgEnum('quiz_state', GENERATION_STATES);

/**
 * A line of quizzes from one source (`QuizFlow`): "Kolejny quiz" adds a quiz to it, so new
 * questions avoid what the flow already asked. Owned by `user_id`.
 */
export const quizFlows = pgTable(
  'quiz_flows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    workspaceId: uuid('workspace_id').notNull(),
    title: text('title').notNull(),
    /** The source set (materials) the questions come from. */
    sourcesId: uuid('sources_id'),
    /** The one material, when the set holds exactly one document (getQuizFlowByUserDocId). */
    userDocId: uuid('user_doc_id'),
    lekturaId: text('lektura_id'),
    rozdzialId: uuid('rozdzial_id'),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('quiz_flows_workspace_idx').on(t.userId, t.workspaceId, t.createdAt),
    index('quiz_flows_user_doc_idx').on(t.userId, t.userDocId),
  ],
);

/** The passage a question was made from, copied when the quiz was made (it may be edited later). */
export interface QuizPassage {
  sourceKind: string;
  sourceId: string;
  sourceName: string;
  page: number | null;
  startSeconds: number | null;
  /** 0-based chunk number within the source: "not yet asked" is counted in these. */
  ordinal: number;
  text: string;
}

/** One generated quiz (`QuizWorkspace`), made by the `quizzes-generate` job. */
export const quizzes = pgTable(
  'quizzes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    workspaceId: uuid('workspace_id').notNull(),
    quizFlowId: uuid('quiz_flow_id').notNull(),
    name: text('name').notNull(),
    detailScale: quizDetailScaleEnum('detail_scale').notNull(),
    requestedCount: integer('requested_count').notNull(),
    questionTypes: text('question_types').array().notNull(),
    type: contentTypeEnum('type').notNull().default('THEORY'),
    state: quizStateEnum('state').notNull().default('CREATED'),
    /** A "Powtórz błędy" quiz: the attempt whose wrong answers it repeats. */
    mistakesOfResultId: uuid('mistakes_of_result_id'),
    error: text('error'),
    notice: text('notice'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('quizzes_workspace_idx').on(t.userId, t.workspaceId, t.createdAt),
    index('quizzes_flow_idx').on(t.quizFlowId, t.createdAt),
  ],
);

/** A question of a quiz. The key and explanation never reach the pupil before they answer. */
export const quizQuestions = pgTable(
  'quiz_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    quizId: uuid('quiz_id').notNull(),
    quizFlowId: uuid('quiz_flow_id').notNull(),
    /** 1-based position in the quiz. */
    order: integer('order').notNull(),
    kind: questionTypeEnum('kind').notNull(),
    question: text('question').notNull(),
    /** Closed questions: options in the order shown (shuffled by the server). */
    options: jsonb('options').$type<{ id: string; text: string }[]>().notNull().default([]),
    correctOptionId: text('correct_option_id'),
    /** The model answer (open questions) or the final value (practice tasks). */
    referenceAnswer: text('reference_answer').notNull(),
    /** Practice: the answer is a number or expression compared by value. */
    expectsValue: boolean('expects_value').notNull().default(false),
    explanation: text('explanation').notNull(),
    points: integer('points').notNull().default(1),
    passage: jsonb('passage').$type<QuizPassage | null>(),
    /** The question's normalised text: no question repeats within a flow. */
    fingerprint: text('fingerprint').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('quiz_questions_order_idx').on(t.quizId, t.order),
    index('quiz_questions_flow_idx').on(t.quizFlowId, t.fingerprint),
  ],
);

/** One attempt at a quiz (`QuizResult`). */
export const quizResults = pgTable(
  'quiz_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    workspaceId: uuid('workspace_id').notNull(),
    quizId: uuid('quiz_id').notNull(),
    instantFeedback: boolean('instant_feedback').notNull().default(true),
    isFinished: boolean('is_finished').notNull().default(false),
    score: real('score'),
    maxScore: integer('max_score').notNull(),
    sessionId: uuid('session_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('quiz_results_quiz_idx').on(t.userId, t.quizId, t.createdAt)],
);

/** The open-answer review the AI writes (`QuizReview`). */
export interface QuizReviewRecord {
  good: string;
  missing: string;
  modelAnswer: string;
}

/** A pupil's answer to one question of an attempt: one per question, never replaced. */
export const quizAnswers = pgTable(
  'quiz_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    quizResultId: uuid('quiz_result_id').notNull(),
    questionId: uuid('question_id').notNull(),
    optionId: text('option_id'),
    userAnswer: text('user_answer').notNull(),
    /** A photographed solution (its text, read by the vision model or OCR, is in `userAnswer`). */
    fileId: uuid('file_id'),
    /** null while an open answer waits for its review. */
    isCorrect: boolean('is_correct'),
    points: real('points'),
    review: jsonb('review').$type<QuizReviewRecord | null>(),
    /** The review failed for good: the answer is scored 0 with this Polish reason. */
    reviewError: text('review_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('quiz_answers_question_idx').on(t.quizResultId, t.questionId)],
);

export type QuizFlowRow = typeof quizFlows.$inferSelect;
export type QuizRow = typeof quizzes.$inferSelect;
export type QuizQuestionRow = typeof quizQuestions.$inferSelect;
export type QuizResultRow = typeof quizResults.$inferSelect;
export type QuizAnswerRow = typeof quizAnswers.$inferSelect;
