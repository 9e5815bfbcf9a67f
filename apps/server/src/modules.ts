import type {
  ChatSubject,
  Deps,
  EventProcessor,
  ExerciseOwner,
  ModuleEvents,
  ModuleHooks,
  NoteGenerator,
  Shareable,
  SourceProvider,
  VisionReader,
} from './core/deps.ts';
import type { ModuleManifest, UserDataEntry } from './core/module.ts';
import { adminModule } from './modules/admin/index.ts';
import { adminPlansModule } from './modules/admin-plans/index.ts';
import { authModule } from './modules/auth/index.ts';
import { billingModule } from './modules/billing/index.ts';
import { chatSubjectResolvers, conversationsModule } from './modules/conversations/index.ts';
import { essaysModule } from './modules/essays/index.ts';
import { eventsModule } from './modules/events/index.ts';
import { exercisesModule } from './modules/exercises/index.ts';
import { libraryModule } from './modules/library/index.ts';
import { materialsModule } from './modules/materials/index.ts';
import { notesModule } from './modules/notes/index.ts';
import { progressModule } from './modules/progress/index.ts';
import { quizzesModule } from './modules/quizzes/index.ts';
import { referenceModule } from './modules/reference/index.ts';
import { retrievalModule } from './modules/retrieval/index.ts';
import { sharingModule } from './modules/sharing/index.ts';
import { sourcesModule } from './modules/sources/index.ts';
import { systemModule } from './modules/system/index.ts';
import { telemetryModule } from './modules/telemetry/index.ts';
import { testSolverModule } from './modules/testsolver/index.ts';
import { tutorsModule } from './modules/tutors/index.ts';
import { usageModule } from './modules/usage/index.ts';
import { usersModule } from './modules/users/index.ts';
import { wordBasesModule } from './modules/wordbases/index.ts';
import { workspacesModule } from './modules/workspaces/index.ts';
import type { JobDefinition } from './platform/jobs/jobs.ts';
import type { Logger } from './platform/logger.ts';
import { sweeperTask } from './sweeper.ts';

/**
 * Every module, in dependency order (a module comes after the modules it uses). The schema, jobs,
 * seeds, housekeeping and hooks are gathered from this list: adding a feature is adding its
 * manifest here (see docs/architecture.md, "Adding a feature").
 */
export const MODULES: readonly ModuleManifest[] = [
  referenceModule,
  systemModule,
  usersModule,
  eventsModule,
  authModule,
  telemetryModule,
  usageModule,
  billingModule,
  adminPlansModule,
  adminModule,
  retrievalModule,
  workspacesModule,
  materialsModule,
  notesModule,
  sourcesModule,
  quizzesModule,
  essaysModule,
  exercisesModule,
  testSolverModule,
  libraryModule,
  wordBasesModule,
  conversationsModule,
  tutorsModule,
  sharingModule,
  progressModule,
];

/**
 * Every module's resolver map, for the schema, and the message fields of the modules' chat
 * subjects (resolved by their declarations, each given only a subject of its own kind).
 */
export function moduleResolvers(modules: readonly ModuleManifest[] = MODULES) {
  return [
    ...modules.flatMap((m) => (m.resolvers ? [m.resolvers] : [])),
    chatSubjectResolvers(moduleChatSubjects(modules)),
  ];
}

/** The conversation subjects the tools own (a task, an essay call), for the chat. */
export function moduleChatSubjects(modules: readonly ModuleManifest[] = MODULES): ChatSubject[] {
  return modules.flatMap((m) => m.chatSubjects ?? []);
}

/** What else `generateainotatkaAiNote` makes notes from besides conversations (quiz attempts). */
export function moduleNoteGenerators(modules: readonly ModuleManifest[] = MODULES): NoteGenerator[] {
  return modules.flatMap((m) => m.noteGenerators ?? []);
}

/** How the tools' kinds of material are read from photos and scans (essays, test pages). */
export function moduleVisionReaders(modules: readonly ModuleManifest[] = MODULES): VisionReader[] {
  return modules.flatMap((m) => m.visionReaders ?? []);
}

/** The materials modules offer to source sets besides documents and notes. */
export function moduleSourceProviders(modules: readonly ModuleManifest[] = MODULES): SourceProvider[] {
  return modules.flatMap((m) => m.sourceProviders ?? []);
}

/** The kinds of owners of tasks modules register (the test solver's tests). */
export function moduleExerciseOwners(modules: readonly ModuleManifest[] = MODULES): ExerciseOwner[] {
  return modules.flatMap((m) => m.exerciseOwners ?? []);
}

/** The kinds of items pupils can share by link (word bases, quizzes). */
export function moduleShareables(modules: readonly ModuleManifest[] = MODULES): Shareable[] {
  return modules.flatMap((m) => m.shareables ?? []);
}

/** The subscribers to domain events modules declare (none in production yet; tests add one). */
export function moduleEventProcessors(modules: readonly ModuleManifest[] = MODULES): EventProcessor[] {
  return modules.flatMap((m) => m.eventProcessors ?? []);
}

/** Every module's durable jobs. */
export function moduleJobs(deps: Deps, modules: readonly ModuleManifest[] = MODULES): JobDefinition<never>[] {
  return modules.flatMap((m) => m.jobs?.(deps) ?? []);
}

/** Runs every module's seed, in order (reference data before the plans and accounts that use it). */
export async function seedModules(
  deps: Pick<Deps, 'db' | 'logger' | 'config'>,
  modules: readonly ModuleManifest[] = MODULES,
): Promise<void> {
  for (const m of modules) await m.seed?.(deps);
}

/**
 * The hooks of every module for each event. Dependents run first (reverse module order): a
 * conversation goes before the source set it points at, which goes before the materials in it.
 */
export function createHooks(deps: () => Deps, modules: readonly ModuleManifest[] = MODULES): ModuleHooks {
  const run =
    <E extends keyof ModuleEvents>(event: E) =>
    async (payload: ModuleEvents[E]) => {
      for (const m of [...modules].reverse()) await m.hooks?.[event]?.(deps(), payload);
    };
  return { workspaceDeleted: run('workspaceDeleted'), userDeleted: run('userDeleted') };
}

/** Everything every module holds of a user, for their data export (modules in order). */
export async function collectUserData(
  deps: Deps,
  userId: string,
  modules: readonly ModuleManifest[] = MODULES,
): Promise<UserDataEntry[]> {
  const entries: UserDataEntry[] = [];
  for (const m of modules) entries.push(...((await m.exportUserData?.(deps, userId)) ?? []));
  return entries;
}

/**
 * Starts every module's housekeeping: tasks marked `await` run once before this resolves, the
 * others in the background; then each repeats on its interval. Failures are logged, never fatal.
 */
export async function startModuleTasks(
  deps: Deps,
  logger: Logger,
  modules: readonly ModuleManifest[] = MODULES,
): Promise<{ stop(): void }> {
  const timers: NodeJS.Timeout[] = [];
  for (const task of [...modules.flatMap((m) => m.tasks ?? []), sweeperTask(modules)]) {
    const run = (atStartup: boolean) =>
      task
        .run(deps, { atStartup })
        .catch((error: unknown) => logger.warn({ err: error, task: task.name }, 'housekeeping failed'));
    if (task.atStartup === 'await') await run(true);
    else if (task.atStartup === 'background') void run(true);
    const timer = setInterval(() => void run(false), task.everyMs);
    timer.unref();
    timers.push(timer);
  }
  return { stop: () => timers.forEach(clearInterval) };
}

/** Stops what modules keep running in this process (answers being written), on shutdown. */
export async function stopModules(modules: readonly ModuleManifest[] = MODULES): Promise<void> {
  for (const m of [...modules].reverse()) await m.stop?.();
}
