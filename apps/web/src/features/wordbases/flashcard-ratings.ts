import { SWIPE_THRESHOLD_PX } from '@kreda/shared/wordbases';
import type { WordRating } from '../../gql/graphql.ts';

/** The four ratings in their order on screen and on the number keys 1–4. */
export const RATINGS: readonly WordRating[] = ['NIE_WIEM', 'TRUDNE', 'WIEM', 'LATWE'];

/** Keys that rate the card shown: 1–4 and the arrows of the swipe directions. */
export const KEY_RATINGS: Readonly<Record<string, WordRating>> = {
  '1': 'NIE_WIEM',
  '2': 'TRUDNE',
  '3': 'WIEM',
  '4': 'LATWE',
  ArrowLeft: 'NIE_WIEM',
  ArrowDown: 'TRUDNE',
  ArrowRight: 'WIEM',
  ArrowUp: 'LATWE',
};

/** The keys of each rating, as a hint and for aria-keyshortcuts. */
export const RATING_KEYS: Readonly<Record<WordRating, { digit: string; arrow: string; symbol: string }>> = {
  NIE_WIEM: { digit: '1', arrow: 'ArrowLeft', symbol: '←' },
  TRUDNE: { digit: '2', arrow: 'ArrowDown', symbol: '↓' },
  WIEM: { digit: '3', arrow: 'ArrowRight', symbol: '→' },
  LATWE: { digit: '4', arrow: 'ArrowUp', symbol: '↑' },
};

/**
 * The rating a release at this offset gives: past the threshold along the main axis, left is
 * "nie wiem", right "wiem", up "łatwe", down "trudne"; closer in, none (the card snaps back).
 */
export function swipeRating(dx: number, dy: number): WordRating | null {
  if (Math.abs(dx) >= Math.abs(dy)) {
    if (Math.abs(dx) <= SWIPE_THRESHOLD_PX) return null;
    return dx < 0 ? 'NIE_WIEM' : 'WIEM';
  }
  if (Math.abs(dy) <= SWIPE_THRESHOLD_PX) return null;
  return dy < 0 ? 'LATWE' : 'TRUDNE';
}
