import type { ModuleManifest } from '../../core/module.ts';
import { referenceResolvers } from './resolvers.ts';
import { seedReferenceData } from './seed.ts';
import { exportOwnTopics, removeOwnTopics } from './user-data.ts';

/** Curriculum topics, set readings, CKE exam criteria and languages: seeded, read-only data. */
export const referenceModule: ModuleManifest = {
  name: 'reference',
  resolvers: referenceResolvers,
  async seed({ db, logger }) {
    const report = await seedReferenceData(db);
    if (report.applied.length) logger.info({ datasets: report.applied }, 'reference data seeded');
  },
  hooks: {
    // The first module, so this runs after every workspace of the user (which name these topics) has gone.
    userDeleted: (deps, { userId }) => removeOwnTopics(deps, userId),
  },
  exportUserData: (deps, userId) => exportOwnTopics(deps, userId),
};

export { loadCkeExams, loadLektury } from './datasets.ts';
export {
  allCatalogueTopics,
  type CkeExamRow,
  createOwnTopic,
  findCkeExam,
  findLanguage,
  findLektura,
  findLektury,
  type LanguageRow,
  listLanguages,
  listLektury,
  OWN_TOPIC_MAX,
  type TematRow,
  topicsByIds,
  topicUsableBy,
  unlinkTopicsFrom,
  updateCatalogueTopic,
} from './service.ts';
export { poziomEnum, przedmiotEnum } from './tables.ts';
