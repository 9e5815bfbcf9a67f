import type { UsageAction } from '@kreda/shared/enums';
import type { Config } from '../config/config.ts';
import type { AiService } from '../platform/ai/ai.ts';
import type { DB } from '../platform/db/database.ts';
import type { Delivery } from '../platform/delivery/delivery.ts';
import type { ErrorReporter } from '../platform/error-reporting.ts';
import type { OcrEngine } from '../platform/extraction/ocr.ts';
import type { JobQueue } from '../platform/jobs/jobs.ts';
import type { Logger } from '../platform/logger.ts';
import type { Metrics } from '../platform/metrics.ts';
import type { PubSub } from '../platform/pubsub/pubsub.ts';
import type { RateLimiterFactory } from '../platform/rate-limit.ts';
import type { FileStorage } from '../platform/storage/storage.ts';
import type { TurnstileVerifier } from '../platform/turnstile.ts';
import type { YoutubeClient } from '../platform/youtube/youtube.ts';
import type { Actor } from './actor.ts';
import type { DomainEventType, StoredDomainEvent } from './events.ts';

/** Long-lived adapters built once at start-up and shared by every request and job. */
export interface AppServices {
  delivery: Delivery;
  turnstile: TurnstileVerifier;
  rateLimiters: RateLimiterFactory;
  /** Durable background work (pg-boss). */
  jobs: JobQueue;
  /** Uploaded files. */
  storage: FileStorage;
  /** Signs access tokens and keys the hashes of one-time codes. */
  sessionSecret: string;
  /** The AI provider layer (answers AI_NOT_CONFIGURED when no provider is set). */
  ai: AiService;
  /** The shared OCR worker (photos attached to chat messages, extraction). */
  ocr: OcrEngine;
  /** Video titles and captions. */
  youtube: YoutubeClient;
  /** Operational counters for `GET /api/metrics` (no-ops when it is off). */
  metrics: Metrics;
  /** Unexpected failures to Sentry, with the user's id only (no-ops without SENTRY_DSN). */
  errors: ErrorReporter;
}

/** What happened to data other modules may hang theirs on (answered by every module's hooks). */
export interface ModuleEvents {
  /** Before a workspace row is deleted: remove what belongs to it. */
  workspaceDeleted: { userId: string; workspaceId: string };
  /**
   * The account is being deleted (its owner asked, GDPR art. 17): every module removes every row
   * and stored file of this user. The users module runs last and removes the account itself, so a
   * failure part-way leaves an account whose deletion can simply be asked for again. Nothing is
   * kept for the law yet (no invoices exist); a module that must keep something says so here.
   */
  userDeleted: { userId: string };
}

/** Runs every module's hook for an event, in the order the modules are listed. */
export type ModuleHooks = {
  [E in keyof ModuleEvents]: (event: ModuleEvents[E]) => Promise<void>;
};

/** A material another module offers to source sets (e.g. a finished quiz attempt). */
export interface ProvidedSource {
  id: string;
  /** The workspace it belongs to; null when any workspace may use it (a public textbook chapter). */
  workspaceId: string | null;
  /** What the picker and citations call it. */
  name: string;
}

/**
 * A kind of material a module offers to the tools' source sets (`modules/sources`) without the
 * sources module importing it: the quizzes module offers finished attempts. Its passages are
 * indexed by the module under `itemType` as the retrieval kind.
 */
export interface SourceProvider {
  /** The item type in source sets, a value of the GraphQL enum SourceItemType. */
  itemType: string;
  /** The member of the GraphQL union `Sources` its items resolve to. */
  typename: string;
  /** Polish name of the group in the source picker, e.g. „Wyniki quizów”. */
  label: string;
  /** The user's items among `ids` (another user's and missing ones are absent), any order. */
  load(deps: Pick<Deps, 'db'>, userId: string, ids: readonly string[]): Promise<ProvidedSource[]>;
  /** What the source picker offers in one of the user's workspaces, newest first. */
  list(deps: Pick<Deps, 'db'>, userId: string, workspaceId: string): Promise<ProvidedSource[]>;
}

/** A conversation's or a message's subject as the chat stores it: the kind and the owner's id. */
export interface ChatSubjectRef {
  kind: string;
  id: string;
}

/** The pupil's message a brief is written for, and their previous ones (oldest first). */
export interface ChatTurn {
  message: string;
  previous: readonly string[];
}

/** A pupil's chat message as a chat subject reads it (for an answer: the message it answers). */
export interface ChatMessage {
  /** The message's owner: a subject is read with this user's rights only. */
  userId: string;
  message: string;
  /** What the pupil wants from it (kinds of help, values of the GraphQL enum ConversationType). */
  intents: readonly { conversationType: string | null }[];
  /** The id of the message's stored subject when it is of the reading subject's kind, else null. */
  subjectId: string | null;
}

/**
 * A kind of conversation subject a module owns, declared in its manifest so the chat stores and
 * presents it without importing the module (ADR 019): the test solver's task (ZADANIE), the essay
 * calls (ROZPRAWKA, ROZPRAWKA_REVIEW), later a tutor's session. Conversations and messages store a
 * subject as `subject_kind` + `subject_id`; a kind recognised in the message's words stores none.
 */
export interface ChatSubject {
  /**
   * A value of the GraphQL enum ConversationType: the kind of help a conversation about it is; or
   * a kind of its own for a conversation the tool leads (a tutor's session, AITUTOR).
   */
  kind: string;
  /**
   * The field of `StartconversationintentInput` carrying the subject's id (declared in the module's
   * SDL with `extend input`), e.g. `zadanieId`; needs `find`.
   */
  startField?: string;
  /**
   * The user's subject `id` and its workspace; undefined for another user's or a missing one. A
   * public subject (a library exercise) has no workspace (null): any of the user's may talk about it.
   */
  find?(
    deps: Pick<Deps, 'db' | 'exerciseOwners'>,
    userId: string,
    id: string,
  ): Promise<{ id: string; workspaceId: string | null } | undefined>;
  /** Polish NOT_FOUND message for a subject that is none of the pupil's, or of another workspace. */
  notFound?: string;
  /**
   * What the model is told of the user's subject `id` — its grounding and the rules for answering
   * about it — put in the system prompt before the materials; null when it is gone. `turn` is the
   * pupil's message being answered and, when `briefTurns` asks for them, their previous messages
   * in the conversation.
   */
  brief?(
    deps: Pick<Deps, 'db' | 'exerciseOwners'>,
    userId: string,
    id: string,
    turn: ChatTurn,
  ): Promise<string | null>;
  /** How many of the pupil's previous messages `brief` reads (default none: nothing is read). */
  briefTurns?: number;
  /**
   * The plan's limit a message about this subject counts against (a tutor session's: AI_TUTORING);
   * default CHAT_MESSAGE.
   */
  usageAction?: UsageAction;
  /**
   * Its part of a message on the wire: fields the module adds to `UserMessage` and `BotMessage` with
   * `extend type` in its SDL, each resolved from the message (the module recognises its intent in
   * the words, or reads its stored subject with the message owner's rights).
   */
  fields?: {
    UserMessage?: Record<string, (deps: Deps, message: ChatMessage) => unknown>;
    BotMessage?: Record<string, (deps: Deps, message: ChatMessage) => unknown>;
  };
}

/**
 * Another thing `generateainotatkaAiNote` makes a note from besides a conversation, declared by the
 * module that owns it (the quizzes module: a finished attempt's mistakes), so the chat's mutation
 * calls it without importing the module. Its id comes in its own input field (the module's SDL,
 * `extend input GenerateainotatkaAiNoteInput`).
 */
export interface NoteGenerator {
  /** The field of `GenerateainotatkaAiNoteInput` carrying the id, e.g. `quizResultId`. */
  inputField: string;
  /** How the refusal names it beside a conversation, e.g. „podejście do quizu”. */
  label: string;
  /** Writes the note (counted against the plan's AI notes) and returns the `AiNote` row. */
  generate(deps: Deps, actor: Actor, id: string): Promise<unknown>;
}

/**
 * How a module's kind of material is read from a photo or a scanned page: by the vision model with
 * the module's prompt (when a vision model is configured; OCR otherwise). The test solver's pages
 * and the essays' handwritten texts; the materials module's extraction job picks it by kind.
 */
export interface VisionReader {
  /** The material's kind (`user_docs.source_type`), e.g. SPRAWDZIAN. */
  sourceType: string;
  /** The AI call's action in the usage records, e.g. MATERIAL_TEST_PAGE. */
  action: string;
  /** The system prompt: what to copy and how. */
  prompt(): Promise<string>;
}

/** A task (`Zadanie`) as the exercises module hands it to the module that owns it. */
export interface OwnedTask {
  id: string;
  userId: string;
  ownerKind: string;
  ownerId: string;
  attempt: number;
}

/**
 * A kind of owner of tasks a module registers with the exercises module without it importing the
 * owner: the test solver's tests today, textbook chapters and tutors' topics later.
 */
export interface ExerciseOwner {
  /** Stored on the task as `owner_kind`, e.g. `test`. */
  kind: string;
  /** Whether `id` is one of the user's owners of this kind (another user's or a missing one: false). */
  owns(deps: Pick<Deps, 'db'>, userId: string, id: string): Promise<boolean>;
  /** Polish NOT_FOUND message for a relation that is none of the pupil's. */
  notFound: string;
  /**
   * Whether `id` is an owner of this kind whose tasks anyone may read, signed in or not (a published
   * chapter of the public library). Such tasks are stored under `PUBLIC_TASKS_USER`.
   */
  isPublic?(deps: Pick<Deps, 'db'>, id: string): Promise<boolean>;
  /**
   * Whether `id` is an owner of this kind whose public tasks an admin reads even unpublished (a
   * chapter of a hidden book, a deleted subchapter), to correct them before publishing.
   */
  isAdminReadable?(deps: Pick<Deps, 'db'>, id: string): Promise<boolean>;
  /** Inside the transaction that made a task PENDING as a new attempt: enqueue its solving. */
  solveAgain(deps: Deps, tx: DB, task: OwnedTask): Promise<void>;
  /**
   * After the commit of a task's change (`solving`: it will be solved again): tell who watches it.
   * The job sent in `solveAgain` wakes its workers on that commit by itself.
   */
  taskChanged?(deps: Deps, task: OwnedTask, solving: boolean): void;
}

/** What anyone holding a share link sees of a shared item: its own content, nothing of the owner. */
export interface SharedPreview {
  title: string;
  description: string | null;
  /** A short Polish line on what it is, e.g. „Angielski · 12 słówek”. */
  summary: string;
  /** Its words or questions, in order. */
  entries: { text: string; answer: string | null; options: string[] }[];
}

/**
 * A kind of item a module lets pupils share with classmates by link (manifest `shareables`,
 * ADR 023): the sharing module keeps the links and asks the owning module, through this, who owns
 * an item, what its preview shows and how it is copied, without importing the module.
 */
export interface Shareable {
  /** Stored on the share as `kind`: a value of the GraphQL enum SharedKind, e.g. WORD_BASE. */
  kind: string;
  /** Polish NOT_FOUND message for an item that is none of the pupil's (or is gone). */
  notFound: string;
  /**
   * The user's live item `id` (another user's, a missing or a deleted one: undefined); `ready` is
   * false while it is still being made or has failed (then it cannot be shared yet).
   */
  find(
    deps: Pick<Deps, 'db'>,
    userId: string,
    id: string,
  ): Promise<{ id: string; workspaceId: string; ready: boolean } | undefined>;
  /** Polish refusal for sharing an item that is not ready. */
  notReady: string;
  /** The owner's live item as its preview (only its own content); null when it is gone. */
  preview(deps: Pick<Deps, 'db'>, ownerId: string, id: string): Promise<SharedPreview | null>;
  /**
   * Inside `tx`, copies the owner's item into the recipient's workspace as an independent item of
   * theirs with fresh study progress; returns the copy's id, or null when the item is gone.
   */
  copy(
    tx: DB,
    source: { ownerId: string; id: string },
    target: { userId: string; workspaceId: string },
  ): Promise<string | null>;
}

/**
 * A subscriber to domain events (manifest `eventProcessors`, ADR 018): every event of its types,
 * once each, in a job of its own queue (`events-<name>`), so a slow or failing processor delays no
 * command. `handle` runs in a transaction that also marks the event delivered to this processor,
 * and `deps.db` is that transaction: what it writes there happens exactly once even when the job
 * runs again. Keep it short (on PGlite the transaction holds the database); long work is a job of
 * its own, sent with `{ db: deps.db }`.
 */
export interface EventProcessor<T extends DomainEventType = DomainEventType> {
  /** Unique among processors and part of its queue's name, so it stays stable. */
  name: string;
  events: readonly T[];
  handle(deps: Deps, event: StoredDomainEvent<T>): Promise<void>;
}

/**
 * Everything a command, a job or a script needs from the outside world. Transport-free: the GraphQL
 * context is a superset, and jobs and CLI scripts build one without any request.
 */
export interface Deps {
  config: Config;
  db: DB;
  logger: Logger;
  pubsub: PubSub;
  services: AppServices;
  /** Other modules' reactions to this module's events (deletions cascade through them). */
  hooks: ModuleHooks;
  /** Materials modules offer to source sets besides documents and notes (manifest `sourceProviders`). */
  sourceProviders: readonly SourceProvider[];
  /** Subscribers to domain events (manifest `eventProcessors`), for `recordEvent` and their jobs. */
  eventProcessors: readonly EventProcessor[];
  /** Kinds of owners of tasks (manifest `exerciseOwners`), for the exercises module. */
  exerciseOwners: readonly ExerciseOwner[];
  /** Kinds of items pupils can share by link (manifest `shareables`), for the sharing module. */
  shareables: readonly Shareable[];
  /** Conversation subjects the tools own (manifest `chatSubjects`), for the chat. */
  chatSubjects: readonly ChatSubject[];
  /** What else AI notes are made from besides conversations (manifest `noteGenerators`). */
  noteGenerators: readonly NoteGenerator[];
  /** How the tools' kinds of material are read from photos and scans (manifest `visionReaders`). */
  visionReaders: readonly VisionReader[];
  /** Server version, as reported by /api/health. */
  version: string;
}
