import type { JobDefinition } from '../platform/jobs/jobs.ts';
import type {
  ChatSubject,
  Deps,
  EventProcessor,
  ExerciseOwner,
  ModuleEvents,
  NoteGenerator,
  Shareable,
  SourceProvider,
  VisionReader,
} from './deps.ts';

/** A periodic housekeeping task of a module (sweepers, pruning). Failures are logged, never fatal. */
export interface ModuleTask {
  name: string;
  everyMs: number;
  /** Also run once at start-up (before the server listens when `atStartup` is 'await'). */
  atStartup?: 'await' | 'background';
  run(deps: Deps, when: { atStartup: boolean }): Promise<unknown>;
}

/** A job that may be carrying a piece of pending work: its queue and business key. */
export interface PendingJob {
  queue: string;
  key: string;
}

/**
 * Long work a module keeps pending in its own rows (a quiz being generated, an essay being
 * written…), declared so that one sweeper (`src/sweeper.ts`) can end what is stuck: an item
 * unchanged for `deadlineSeconds` none of whose jobs is queued, retrying or running any more is
 * failed by the module's own `fail` (its Polish reason, its use given back).
 */
export interface PendingWork {
  /** For the log, e.g. `quizzes`. */
  name: string;
  /** How long honest work may leave an item unchanged (well past its jobs' expiry and retries). */
  deadlineSeconds: number;
  /**
   * Items still pending and unchanged since `before` (at most `limit`), each with the jobs that may
   * still carry it; an empty list means no job can (e.g. past a wait's own deadline).
   */
  stuck(deps: Deps, before: Date, limit: number): Promise<{ id: string; jobs: PendingJob[] }[]>;
  /** Ends the item as failed with the module's Polish reason and gives its use back (once). */
  fail(deps: Deps, id: string): Promise<void>;
  /**
   * Gives a stuck item another run before failing it (a job lost with its process): true when it
   * queued one, false when the item has had all the runs it may (then it is failed). Without it,
   * stuck items are failed at once.
   */
  requeue?(deps: Deps, item: { id: string; jobs: PendingJob[] }): Promise<boolean>;
  /**
   * On the embedded database at start-up (one process, whose predecessor is gone) every pending
   * item is looked at at once, not after the deadline: for work whose deadline is long.
   */
  atEmbeddedStart?: boolean;
}

/**
 * One file of a user's data export ("Pobierz moje dane"): JSON written by the exporter, or stored
 * bytes read only when the archive reaches them (so one file at a time is in memory). Paths are
 * relative to the archive's root and use `/`.
 */
export type UserDataEntry =
  /** `about`: what the file holds, in Polish, one line of the archive's README. */
  { path: string; json: unknown; about?: string } | { path: string; read(): Promise<Uint8Array | null> };

/**
 * A module declares itself: its `index.ts` exports one manifest that the central files (schema,
 * jobs, start-up, hooks) loop over, so adding a module is adding it to `src/modules.ts`.
 * Pub/sub topics are declared beside the module (`topics.ts`) by augmenting `PubSubTopics`;
 * its tables are found by drizzle-kit from `modules/<name>/tables.ts`.
 */
export interface ModuleManifest {
  name: string;
  /** Resolver map for the module's part of the SDL (`<name>.graphql`). */
  // biome-ignore lint/suspicious/noExplicitAny: resolver maps are checked against the generated types where they are written
  resolvers?: Record<string, any>;
  /** Durable jobs the module runs (the server when embedded, `npm run worker` when scaled). */
  jobs?(deps: Deps): JobDefinition<never>[];
  /** Idempotent seeding of the module's data, at every start-up and in `npm run db:seed`. */
  seed?(deps: Pick<Deps, 'db' | 'logger' | 'config'>): Promise<void>;
  /** Periodic housekeeping. */
  tasks?: ModuleTask[];
  /**
   * Reactions to other modules' events. A module that stores anything of a user answers
   * `userDeleted` by removing it (rows and stored files).
   */
  hooks?: { [E in keyof ModuleEvents]?: (deps: Deps, event: ModuleEvents[E]) => Promise<void> };
  /**
   * What the module holds of a user, for the user's own copy of their data (GDPR art. 15 and 20).
   * Secrets (password hashes, tokens, code hashes) and derived copies (search passages) stay out.
   */
  exportUserData?(deps: Deps, userId: string): Promise<UserDataEntry[]>;
  /** Stops work the module keeps in this process (e.g. answers being written), on shutdown. */
  stop?(): Promise<void>;
  /** Materials the module offers to the tools' source sets (see `SourceProvider`). */
  sourceProviders?: SourceProvider[];
  /** Conversation subjects the module owns: brief, presentation, intent (see `ChatSubject`, ADR 019). */
  chatSubjects?: ChatSubject[];
  /** What else the module lets `generateainotatkaAiNote` make notes from (see `NoteGenerator`). */
  noteGenerators?: NoteGenerator[];
  /** How the module's kinds of material are read from photos and scans (see `VisionReader`). */
  visionReaders?: VisionReader[];
  /** Subscribers to domain events, each run as a job per event (see `EventProcessor`, ADR 018). */
  eventProcessors?: EventProcessor[];
  /** Kinds of owners of tasks the module registers with the exercises module (see `ExerciseOwner`). */
  exerciseOwners?: ExerciseOwner[];
  /** Kinds of items pupils can share with classmates by link (see `Shareable`, ADR 023). */
  shareables?: Shareable[];
  /** Long work kept pending in the module's rows, for the one sweeper (see `PendingWork`). */
  pendingWork?: PendingWork[];
}
