import type { GenerationState } from '../../gql/graphql.ts';

/** AI is still picking the set's words from the materials. */
export function isExtracting(state: GenerationState): boolean {
  return state === 'CREATED' || state === 'INITIAL_PENDING';
}

/** Picking the words failed: the set has an `error` in Polish and can be ordered again. */
export function isExtractionFailed(state: GenerationState): boolean {
  return state === 'INITIAL_FAILED';
}
