import { ROUTES } from '@kreda/shared/routes';

// The essay list opens its two forms from its address, so other features (the chat) can send a
// pupil straight to a filled-in form without knowing the essay feature.

/** Query parameter of the essay list that opens one of its forms. */
export const ESSAY_FORM_PARAM = 'nowa';
/** Query parameter with a topic to fill in. */
export const ESSAY_TOPIC_PARAM = 'temat';

export type EssayForm = 'rozprawka' | 'ocena';

/**
 * Router location state of the review form: the essay's text. It can be long, so it travels in
 * the history entry rather than in the address.
 */
export interface EssayReviewState {
  content?: string;
}

/** The essay list with the form open, e.g. `/app/solver/rozprawki?nowa=rozprawka&temat=…`. */
export function essayFormPath(form: EssayForm, temat?: string | null): string {
  const params = new URLSearchParams({ [ESSAY_FORM_PARAM]: form });
  const topic = temat?.trim();
  if (topic) params.set(ESSAY_TOPIC_PARAM, topic);
  return `${ROUTES.essays}?${params.toString()}`;
}
