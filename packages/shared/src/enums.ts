// Enumerations of the product spec (points 3–4). Values are wire names and are kept exactly
// as the spec spells them, typos included (`infromatyka`, `MAUTURA_PODSTAWOWA`, `FROM_REVEW`,
// `PASTDUE_INVOICE`), because existing clients depend on them. `{product}` = `Zadanie`.

/** Type guard: is `value` one of the values of `list`? */
export function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}

/** A book's subject from an address's query ("all" and unknown values are none). */
export function bookSubjectOf(value: string | null | undefined): Exclude<Subject, 'all'> | null {
  return isOneOf(SUBJECTS, value) && value !== 'all' ? value : null;
}

/** A school level from an address's query, or null for a missing or unknown one. */
export function levelOf(value: string | null | undefined): Level | null {
  return isOneOf(LEVELS, value) ? value : null;
}

export const SUBJECTS = [
  'all',
  'biology',
  'chemistry',
  'english',
  'geography',
  'history',
  'hit',
  'infromatyka',
  'mathematics',
  'nature',
  'niemiecki',
  'physics',
  'polish',
  'wos',
] as const;
export type Subject = (typeof SUBJECTS)[number];

/** School levels in school order: primary 1–8, secondary 1–5 (5 = technikum only), university. */
export const LEVELS = [
  'PODSTAWOWY_JEDEN',
  'PODSTAWOWY_DWA',
  'PODSTAWOWY_TRZY',
  'PODSTAWOWY_CZTERY',
  'PODSTAWOWY_PIEC',
  'PODSTAWOWY_SZESC',
  'PODSTAWOWY_SIEDEM',
  'PODSTAWOWY_OSIEM',
  'SREDNI_JEDEN',
  'SREDNI_DWA',
  'SREDNI_TRZY',
  'SREDNI_CZTERY',
  'SREDNI_PIEC',
  'STUDIA',
] as const;
export type Level = (typeof LEVELS)[number];

export const EXAM_LEVELS = ['MATURA_ROZSZERZONA', 'MAUTURA_PODSTAWOWA', 'PODSTAWOWKA'] as const;
export type ExamLevel = (typeof EXAM_LEVELS)[number];

export const WORKSPACE_TYPES = ['AITUTOR', 'DEFAULT', 'GENERAL', 'PUBLIC_ENTITIES'] as const;
export type WorkspaceType = (typeof WORKSPACE_TYPES)[number];

export const SOURCE_TYPES = ['NOTATKA', 'ROZPRAWKA', 'ROZWIAZANE_ZADANIA', 'SPRAWDZIAN', 'YOUTUBE'] as const;
export type SourceType = (typeof SOURCE_TYPES)[number];

export const DOCUMENT_TYPES = ['DOCX', 'IMAGE', 'PDF', 'TXT', 'VOICE'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const MESSAGE_TYPES = [
  'AITUTOR_INSTRUCTION',
  'INITIAL_GENERATED_MESSAGE',
  'QUOTE',
  'USER_MESSAGE',
] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

export const CONVERSATION_TYPES = [
  'DEFAULT',
  'ROZPRAWKA',
  'ROZPRAWKA_REVIEW',
  'TEST_SOLUTION',
  'VALIDATION_FAILED',
  'ZADANIE',
] as const;
export type ConversationType = (typeof CONVERSATION_TYPES)[number];

export const ESSAY_MODES = ['FROM_REVEW', 'FULL', 'HELPER', 'STRUCTURE'] as const;
export type EssayMode = (typeof ESSAY_MODES)[number];

export const SEGMENT_TYPES = ['ARGUMENT', 'KONTEKST', 'WSTEP', 'ZAKONCZENIE'] as const;
export type SegmentType = (typeof SEGMENT_TYPES)[number];

/** Text and note actions (essay segments, notes). */
export const TEXT_ACTIONS = [
  'EASIER_LANGUAGE',
  'FIX_GRAMMAR',
  'GENERATE_TEXT',
  'HARDER_LANGUAGE',
  'IMPROVE',
  'MAKE_LONGER',
  'MAKE_SHORTER',
  'REWRITE',
] as const;
export type TextAction = (typeof TEXT_ACTIONS)[number];

/** The spec names only the labels (Prostszy, Standardowy, Zaawansowany); these values are ours. */
export const ESSAY_LANGUAGE_LEVELS = ['PROSTSZY', 'STANDARDOWY', 'ZAAWANSOWANY'] as const;
export type EssayLanguageLevel = (typeof ESSAY_LANGUAGE_LEVELS)[number];

export const NOTE_ORIGINS = [
  'CONVERSATION_GENERATED',
  'CONVERSATION_GENERATED_BLANK',
  'QUIZ_GENERATED',
  'USER_GENERATED',
] as const;
export type NoteOrigin = (typeof NOTE_ORIGINS)[number];

export const QUIZ_DETAIL_SCALES = ['NORMALNY', 'PROSTSZY', 'TRUDNIEJSZY'] as const;
export type QuizDetailScale = (typeof QUIZ_DETAIL_SCALES)[number];

export const QUESTION_TYPES = ['OTWARTE', 'ZAMKNIETE'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const CONTENT_TYPES = ['PRACTICE', 'THEORY'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export const TUTOR_DETAIL_LEVELS = ['NORMAL', 'PRECISE'] as const;
export type TutorDetailLevel = (typeof TUTOR_DETAIL_LEVELS)[number];

/** What a tutor teaches from: a curriculum topic, a textbook chapter of the library, own materials. */
export const TUTOR_ORIGINS = ['TOPIC', 'CHAPTER', 'MATERIALS'] as const;
export type TutorOrigin = (typeof TUTOR_ORIGINS)[number];

/**
 * State of a tutor topic's session, in the essay-state spelling (spec point 4): INITIAL while the
 * tutor teaches, FINALIZATION while its quiz is written, FINALIZATION_FAILED when it could not be,
 * FINISHED once the quiz is done.
 */
export const TUTOR_SESSION_STATES = ['INITIAL', 'FINALIZATION', 'FINALIZATION_FAILED', 'FINISHED'] as const;
export type TutorSessionState = (typeof TUTOR_SESSION_STATES)[number];

export const WORD_BASE_SESSION_TYPES = ['EXERCISE', 'WORD'] as const;
export type WordBaseSessionType = (typeof WORD_BASE_SESSION_TYPES)[number];

export const FLASHCARD_KINDS = ['Language', 'Other'] as const;
export type FlashcardKind = (typeof FLASHCARD_KINDS)[number];

/** A flashcard's rating, in FSRS order (Again, Hard, Good, Easy). */
export const WORD_RATINGS = ['NIE_WIEM', 'TRUDNE', 'WIEM', 'LATWE'] as const;
export type WordRating = (typeof WORD_RATINGS)[number];

export const EXERCISE_KINDS = ['LUKA', 'TLUMACZENIE', 'FORMA', 'ZDANIE'] as const;
export type ExerciseKind = (typeof EXERCISE_KINDS)[number];

/** AI features that usage limits apply to (the spec names them only in words). */
export const AI_LIMIT_FEATURES = ['AI_TUTORING', 'QUIZ_GENERATION', 'AI_NOTE_GENERATION'] as const;
export type AiLimitFeature = (typeof AI_LIMIT_FEATURES)[number];

/**
 * Everything a plan can limit: each use of one of these is counted against the user's limit
 * (`reserveUsage`). Includes the three AI_LIMIT_FEATURES verbatim; the others are ours.
 */
export const USAGE_ACTIONS = [
  'CHAT_MESSAGE',
  'AI_NOTE_GENERATION',
  'NOTE_ACTION',
  'AI_TUTORING',
  'QUIZ_GENERATION',
  'ROZPRAWKA',
  'ROZPRAWKA_REVIEW',
  'TEST_SOLVER',
  'WORDBASE',
  'TRANSCRIPTION',
] as const;
export type UsageAction = (typeof USAGE_ACTIONS)[number];

export const BILLING_INTERVALS = ['month', 'month_3', 'month_12'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

export const LIMIT_INTERVALS = ['DAY', 'MONTH', 'YEAR'] as const;
export type LimitInterval = (typeof LIMIT_INTERVALS)[number];

export const LIMIT_TYPES = ['NONE', 'NUMBER', 'UNLIMITED'] as const;
export type LimitType = (typeof LIMIT_TYPES)[number];

export const INTEGRATION_TYPES = ['GOOGLE_DRIVE'] as const;
export type IntegrationType = (typeof INTEGRATION_TYPES)[number];

export const ROLES = ['ADMIN', 'USER_FREE', 'USER_PAID'] as const;
export type Role = (typeof ROLES)[number];

/** Generation state of AI tutors and conversations. */
export const GENERATION_STATES = [
  'CREATED',
  'INITIAL_PENDING',
  'INITIAL_READY',
  'INITIAL_FAILED',
  'MAIN_PENDING',
  'MAIN_READY',
] as const;
export type GenerationState = (typeof GENERATION_STATES)[number];

export const ESSAY_STATES = [
  'CREATED',
  'CREATING',
  'FINALIZATION',
  'FINALIZATION_FAILED',
  'FINALIZATION_REVIEW',
  'FINALIZATION_REVIEW_FAILED',
  'FINALIZED',
  'FINISHED',
  'INITIAL',
] as const;
export type EssayState = (typeof ESSAY_STATES)[number];

/** State of an uploaded document (UserDoc). */
export const DOCUMENT_STATES = ['UPLOADING', 'UPLOAD_FAILED', 'SOLVING', 'SOLVING_FAILED', 'SOLVED'] as const;
export type DocumentState = (typeof DOCUMENT_STATES)[number];

/** State of a test solver: the document states plus DEFAULT. */
export const TEST_SOLVER_STATES = [...DOCUMENT_STATES, 'DEFAULT'] as const;
export type TestSolverState = (typeof TEST_SOLVER_STATES)[number];

/** State of one task of a test (`Zadanie`): ours, the spec names no states for tasks. */
export const ZADANIE_STATES = ['PENDING', 'SOLVING', 'SOLVED', 'FAILED', 'SKIPPED'] as const;
export type ZadanieState = (typeof ZADANIE_STATES)[number];

/** Kind of a school task: closed (options), computational (a value), open (words). */
export const ZADANIE_TYPES = ['ZAMKNIETE', 'OBLICZENIOWE', 'OTWARTE'] as const;
export type ZadanieType = (typeof ZADANIE_TYPES)[number];

/** How a task's answer was checked. */
export const ZADANIE_CHECKS = ['ZGODNE', 'NIEZGODNE', 'NIESPRAWDZONE'] as const;
export type ZadanieCheck = (typeof ZADANIE_CHECKS)[number];

export const ONBOARDING_STATUSES = [
  'COMPLETED',
  'PENDING_PHONE',
  'PENDING_SMS_VERIFICATION',
  'PENDING_QUESTIONS',
  'PENDING_SUBSCRIPTION',
  'PENDING_USAGE',
  'PENDING_VERIFICATION',
  'PASTDUE_INVOICE',
] as const;
export type OnboardingStatus = (typeof ONBOARDING_STATUSES)[number];

export const SUBSCRIPTION_STATUSES = [
  'Active',
  'Canceled',
  'Incomplete',
  'IncompleteExpired',
  'PastDue',
  'Paused',
  'Trialing',
  'Unpaid',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const INVOICE_STATUSES = ['draft', 'open', 'paid', 'uncollectible', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** The plan button shown to a user next to each plan. */
export const PLAN_ACTIONS = ['BUY', 'CURRENT', 'DISABLED', 'UPGRADE', 'FREE_TIER'] as const;
export type PlanAction = (typeof PLAN_ACTIONS)[number];
