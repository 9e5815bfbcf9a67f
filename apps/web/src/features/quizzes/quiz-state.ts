import type { GenerationState } from '../../gql/graphql.ts';

/** The questions are written: the quiz can be taken. */
export const isQuizReady = (state: GenerationState) =>
  state === 'INITIAL_READY' || state === 'MAIN_PENDING' || state === 'MAIN_READY';

/** Generation ended without questions; `error` says why. */
export const isQuizFailed = (state: GenerationState) => state === 'INITIAL_FAILED';

/** Still in the queue or being written. */
export const isQuizGenerating = (state: GenerationState) =>
  state === 'CREATED' || state === 'INITIAL_PENDING';
