import type { Subject } from '@kreda/shared/enums';
import { pluralPl } from '@kreda/shared/form-messages';
import { SUBJECT_LABELS } from '@kreda/shared/labels';
import type { GenerationState } from '../../gql/graphql.ts';

// What a tutor's and a topic's generation states mean to the pupil (ADR 031): the tutor's plan
// CREATED → INITIAL_PENDING → INITIAL_READY (topics being written) → MAIN_READY, or INITIAL_FAILED;
// each topic INITIAL_READY → MAIN_PENDING → MAIN_READY, or INITIAL_FAILED.

/** The plan or its topics are still being written. */
export function isTutorWorking(state: GenerationState): boolean {
  return state !== 'MAIN_READY' && state !== 'INITIAL_FAILED';
}

/** The plan is not written yet (queued or being written). */
export function isPlanPending(state: GenerationState): boolean {
  return state === 'CREATED' || state === 'INITIAL_PENDING';
}

/** The tutor's state in a few Polish words. */
export function tutorStateLabel(state: GenerationState): string {
  if (isPlanPending(state)) return 'Układam plan…';
  if (state === 'INITIAL_FAILED') return 'Nie udało się ułożyć planu';
  if (state === 'MAIN_READY') return 'Gotowy';
  return 'Przygotowuję tematy…';
}

export type TopicPhase = 'pending' | 'ready' | 'failed';

/** Whether a topic's content is being written, ready to read, or could not be written. */
export function topicPhase(topic: { state: GenerationState; full_generated: boolean }): TopicPhase {
  if (topic.state === 'INITIAL_FAILED') return 'failed';
  return topic.state === 'MAIN_READY' || topic.full_generated ? 'ready' : 'pending';
}

/** "1 temat", "3 tematy", "5 tematów". */
export function topicCount(n: number): string {
  return `${n} ${pluralPl(n, 'temat', 'tematy', 'tematów')}`;
}

/** How many of the plan's topics have their content, in words ("2 z 5 tematów gotowe"). */
export function readyText(ready: number, total: number): string {
  return `Gotowe treści: ${ready} z ${topicCount(total)}`;
}

/** Topics whose content is written (for the progress of the writing). */
export function readyCount(topics: readonly { state: GenerationState }[]): number {
  return topics.filter((topic) => topic.state === 'MAIN_READY').length;
}

/** The subject's name; a tutor of materials from a workspace without a subject has none. */
export function subjectName(subject: Subject): string {
  return subject === 'all' ? 'Własne materiały' : SUBJECT_LABELS[subject];
}
