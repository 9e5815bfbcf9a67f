import type { ModuleManifest } from '../../core/module.ts';
import { embedJobs, vectorsTask } from './embedding.ts';
import { removeUserPassages } from './user-data.ts';

/** Retrieval: chunks of every material and note, and the one search the AI tools ground in. */
export const retrievalModule: ModuleManifest = {
  name: 'retrieval',
  jobs: embedJobs,
  tasks: [vectorsTask],
  hooks: {
    userDeleted: (deps, { userId }) => removeUserPassages(deps, userId),
  },
};

export { sourceFullText } from './chunking.ts';
export {
  indexSource,
  type Passage,
  removeSource,
  removeSources,
  type SourceRef,
  searchPassages,
  sourceChunkCounts,
  sourcePassages,
  sourcesHaveText,
} from './service.ts';
export { type IndexSegment, PUBLIC_OWNER } from './types.ts';
export { vectorSearchStatus } from './vectors.ts';
