import { WORD_RATING_LABELS } from '@kreda/shared/labels';
import { buttonClass } from '../../components/ui/button-styles.ts';
import type { WordRating } from '../../gql/graphql.ts';
import { RATING_KEYS, RATINGS } from './flashcard-ratings.ts';

const TONES: Record<WordRating, string> = {
  NIE_WIEM: 'border-2 border-red-700 bg-white text-red-800 hover:bg-red-50',
  TRUDNE: 'border-2 border-amber-700 bg-white text-amber-900 hover:bg-amber-50',
  WIEM: 'border-2 border-emerald-700 bg-white text-emerald-900 hover:bg-emerald-50',
  LATWE: 'border-2 border-board-700 bg-white text-board-900 hover:bg-board-50',
};

/** The four ratings as buttons, with their keys (1–4 and the arrows) shown (not on touch screens) and announced. */
export function RatingButtons({
  onRate,
  disabled,
}: {
  onRate: (rating: WordRating) => void;
  disabled: boolean;
}) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 font-medium text-board-950">Jak Ci poszło?</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {RATINGS.map((rating) => {
          const keys = RATING_KEYS[rating];
          return (
            <button
              key={rating}
              type="button"
              disabled={disabled}
              onClick={() => onRate(rating)}
              aria-keyshortcuts={`${keys.digit} ${keys.arrow}`}
              className={buttonClass('ghost', 'lg', `${TONES[rating]} flex-col gap-0 py-1`)}
            >
              <span>{WORD_RATING_LABELS[rating]}</span>
              {/* Keys mean nothing on a touch screen: shown only where the main pointer is fine. */}
              <span aria-hidden="true" className="text-xs font-normal opacity-80 pointer-coarse:hidden">
                {keys.digit} · {keys.symbol}
              </span>
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
