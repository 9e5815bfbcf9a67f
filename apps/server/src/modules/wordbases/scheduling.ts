import type { WordRating } from '@kreda/shared/enums';
import {
  type Card,
  createEmptyCard,
  default_w,
  type FSRS,
  forgetting_curve,
  fsrs,
  type Grade,
  Rating,
  State,
} from 'ts-fsrs';
import type { WordRow } from './tables.ts';

/*
 * FSRS scheduling of words (ts-fsrs). A word's row holds its card; every rating moves the card
 * and is appended to `word_reviews`. A pupil's own parameters (fitted from their history, see
 * fitting.ts) replace the defaults once they exist.
 */

/** Swipe left, down, right, up — the four FSRS grades. */
export const GRADE_OF: Record<WordRating, Grade> = {
  NIE_WIEM: Rating.Again,
  TRUDNE: Rating.Hard,
  WIEM: Rating.Good,
  LATWE: Rating.Easy,
};
export const RATING_OF_GRADE: Record<number, WordRating> = {
  [Rating.Again]: 'NIE_WIEM',
  [Rating.Hard]: 'TRUDNE',
  [Rating.Good]: 'WIEM',
  [Rating.Easy]: 'LATWE',
};

export const STATE_NAMES: Record<number, string> = {
  [State.New]: 'NEW',
  [State.Learning]: 'LEARNING',
  [State.Review]: 'REVIEW',
  [State.Relearning]: 'RELEARNING',
};

/** The card columns of a word. */
export type CardColumns = Pick<
  WordRow,
  | 'due'
  | 'stability'
  | 'difficulty'
  | 'scheduledDays'
  | 'learningSteps'
  | 'reps'
  | 'lapses'
  | 'state'
  | 'lastReview'
>;

const DAY_MS = 86_400_000;

/** Fitted parameters when they are a valid FSRS-6 vector, else the defaults. */
export function weightsOf(params: readonly number[] | null | undefined): readonly number[] {
  return params && params.length === default_w.length && params.every(Number.isFinite) ? params : default_w;
}

const schedulers = new Map<string, FSRS>();
/** A scheduler for a pupil's parameters (cached per parameter vector). */
export function schedulerFor(params: readonly number[] | null | undefined): FSRS {
  const w = weightsOf(params);
  const key = w.join(',');
  let scheduler = schedulers.get(key);
  if (!scheduler) {
    scheduler = fsrs({ w: [...w], enable_fuzz: false, enable_short_term: true });
    if (schedulers.size > 200) schedulers.clear();
    schedulers.set(key, scheduler);
  }
  return scheduler;
}

export function cardOf(row: CardColumns): Card {
  return {
    due: row.due,
    stability: row.stability,
    difficulty: row.difficulty,
    elapsed_days: 0,
    scheduled_days: row.scheduledDays,
    learning_steps: row.learningSteps,
    reps: row.reps,
    lapses: row.lapses,
    state: row.state as State,
    ...(row.lastReview ? { last_review: row.lastReview } : {}),
  };
}

export function columnsOf(card: Card): CardColumns {
  return {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    lastReview: card.last_review ?? null,
  };
}

/** The columns of a word never rated, due now (new words are served in their order). */
export function newCardColumns(now: Date): CardColumns {
  return columnsOf(createEmptyCard(now));
}

/** The card after a rating, and what the review log keeps. */
export function review(row: CardColumns, rating: WordRating, now: Date, params?: readonly number[] | null) {
  const { card } = schedulerFor(params).next(cardOf(row), now, GRADE_OF[rating]);
  return { columns: columnsOf(card), grade: GRADE_OF[rating], stateBefore: row.state };
}

/**
 * Probability of recalling the word now: FSRS's forgetting curve over the exact time since the
 * last review (0 for a word never rated). It is 0.9 exactly when that time equals the stability,
 * which is how the set's progress is counted in SQL (service.ts).
 */
export function retrievability(
  row: Pick<CardColumns, 'state' | 'stability' | 'lastReview'>,
  now: Date,
  params?: readonly number[] | null,
): number {
  if (row.state === State.New || !row.lastReview || row.stability <= 0) return 0;
  const elapsed = Math.max(0, (now.getTime() - row.lastReview.getTime()) / DAY_MS);
  return forgetting_curve([...weightsOf(params)], elapsed, row.stability);
}
