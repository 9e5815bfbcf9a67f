import type { ModuleManifest } from '../../core/module.ts';
import { referenceResolvers } from './resolvers.ts';
import { seedReferenceData } from './seed.ts';

/** Curriculum topics, set readings, CKE exam criteria and languages: seeded, read-only data. */
export const referenceModule: ModuleManifest = {
  name: 'reference',
  resolvers: referenceResolvers,
  async seed({ db, logger }) {
    const report = await seedReferenceData(db);
    if (report.applied.length) logger.info({ datasets: report.applied }, 'reference data seeded');
  },
};

export { seedReferenceData } from './seed.ts';
export {
  createOwnTopic,
  deleteOwnTopics,
  OWN_TOPIC_MAX,
  type TematRow,
  topicsByIds,
  topicUsableBy,
} from './service.ts';
