import type { ChatSubject } from '../../core/deps.ts';
import { rozprawkaCallOf, rozprawkaReviewCallOf } from './essay-calls.ts';

/*
 * The essay calls in the chat (ADR 019): a message with the ROZPRAWKA or ROZPRAWKA_REVIEW intent
 * carries what the essay tool's forms need, recognised in its words here (`essay-calls.ts`) and
 * shown as `UserMessage.rozprawkaCall` / `rozprawkaReviewCall` (this module's `chat.graphql`).
 */

/** A message asking for an essay: its topic, for "Nowa rozprawka". */
export const essayCallSubject: ChatSubject = {
  kind: 'ROZPRAWKA',
  fields: { UserMessage: { rozprawkaCall: (_deps, message) => rozprawkaCallOf(message) } },
};

/** A message asking for a grade: the topic and the pasted essay, for "Oceń rozprawkę". */
export const essayReviewCallSubject: ChatSubject = {
  kind: 'ROZPRAWKA_REVIEW',
  fields: { UserMessage: { rozprawkaReviewCall: (_deps, message) => rozprawkaReviewCallOf(message) } },
};
