import type { ModuleManifest } from '../../core/module.ts';
import type { JobDefinition } from '../../platform/jobs/jobs.ts';
import { chapterSource } from './chapter-source.ts';
import { importJob } from './import/job.ts';
import { libraryImporting } from './import/pending-work.ts';
import { withImportResolvers } from './import/resolvers.ts';
import { solveJob } from './import/solving.ts';
import { forgetPublished, isPublicSubchapter } from './published.ts';
import { libraryResolvers } from './resolvers.ts';
import { indexDemoBooks, seedDemoLibrary } from './seed-demo.ts';
import { isSubchapter, LIBRARY_TASKS } from './service.ts';

/**
 * The public library: textbooks with their tables of contents (`/podrecznikio`) and the exercise
 * catalogue (`/workspace/exercise`), readable signed out once published. Its exercises are tasks of
 * the exercises module (owner kind `library`, one owner per subchapter), stored as public tasks.
 * Admins edit and publish books and link curriculum topics to them. The embedded default seeds a
 * demo library written for the project (LIBRARY_DEMO=false leaves it out).
 */
export const libraryModule: ModuleManifest = {
  name: 'library',
  resolvers: withImportResolvers(libraryResolvers),
  // An admin's import of a textbook's PDF (import/, library-admin.graphql), and a job per exercise it found.
  jobs: (deps) => [importJob(deps) as JobDefinition<never>, solveJob(deps) as JobDefinition<never>],
  pendingWork: [libraryImporting],
  async seed({ db, logger, config }) {
    if (!config.libraryDemo) return;
    const stored = await seedDemoLibrary(db);
    if (stored.length) {
      forgetPublished(db);
      logger.info({ books: stored }, 'demo library seeded');
    }
    await indexDemoBooks(db);
  },
  // Published chapters are materials of every workspace (chapter-source.ts).
  sourceProviders: [chapterSource],
  exerciseOwners: [
    {
      kind: LIBRARY_TASKS,
      // Pupils own no library chapter; its tasks are public (read through `isPublic`).
      owns: async () => false,
      isPublic: (deps, id) => isPublicSubchapter(deps.db, id),
      // An admin corrects the exercises of a hidden book or a deleted subchapter too.
      isAdminReadable: (deps, id) => isSubchapter(deps.db, id),
      notFound: 'Nie znaleziono rozdziału podręcznika.',
      // A library task is changed by an admin's import, never solved again on a pupil's request.
      solveAgain: async () => undefined,
    },
  ],
};

export { registerCoverRoute } from './covers.ts';
export {
  type PublishedChapter,
  publishedChapter,
  publishedChapterHasText,
  publishedChapterPassages,
  publishedSubchapters,
  subchaptersByIds,
} from './indexing.ts';
