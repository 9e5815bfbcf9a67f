import { WORD_RATING_LABELS } from '@kreda/shared/labels';
import type { Ref } from 'react';
import type { WordRating } from '../../gql/graphql.ts';
import type { Flashcard as Card } from './api/wordbase-fragments.ts';
import { useSwipe } from './use-swipe.ts';

interface FlashcardProps {
  card: Card;
  flipped: boolean;
  onFlip: () => void;
  onRate: (rating: WordRating) => void;
  /** While a rating is sent: no swipes. */
  disabled: boolean;
  /** "Słowo" or "Pojęcie": what the front shows. */
  frontName: string;
  backName: string;
  cardRef?: Ref<HTMLButtonElement>;
}

/**
 * One flashcard: a tap, a click, Enter or Space turns it (word ↔ translation with the example);
 * a swipe past the threshold rates it, and the card shows which rating a release would give.
 */
export function Flashcard({
  card,
  flipped,
  onFlip,
  onRate,
  disabled,
  frontName,
  backName,
  cardRef,
}: FlashcardProps) {
  const swipe = useSwipe(onRate, !disabled);
  const { x, y } = swipe.offset;
  const preview = swipe.preview;
  return (
    <div className="relative">
      <button
        ref={cardRef}
        type="button"
        data-testid="flashcard"
        onClick={() => {
          if (!swipe.consumeDrag()) onFlip();
        }}
        {...swipe.handlers}
        aria-describedby="flashcard-hint"
        className="flex min-h-52 w-full touch-none flex-col items-center justify-center gap-3 rounded-2xl border-2 border-board-200 bg-white p-6 text-center shadow-sm select-none hover:border-board-300 motion-safe:transition-transform sm:min-h-64"
        style={{
          transform: x || y ? `translate(${x}px, ${y}px) rotate(${x / 20}deg)` : undefined,
          transition: x || y ? 'none' : undefined,
        }}
      >
        <span className="text-sm font-medium text-ink-muted">{flipped ? backName : frontName}</span>
        {flipped ? (
          <>
            <span className="text-2xl font-bold break-words text-board-950">{card.translation}</span>
            {card.usageExample ? (
              <span className="text-base break-words text-ink-muted italic">{card.usageExample}</span>
            ) : null}
          </>
        ) : (
          <span className="text-3xl font-bold break-words text-board-950">{card.word}</span>
        )}
      </button>
      {preview ? (
        <span
          aria-hidden="true"
          data-testid="swipe-preview"
          className="pointer-events-none absolute top-3 left-1/2 -translate-x-1/2 rounded-full bg-board-900 px-3 py-1 text-sm font-semibold text-white"
        >
          {WORD_RATING_LABELS[preview]}
        </span>
      ) : null}
      <p id="flashcard-hint" className="mt-2 text-center text-sm text-ink-muted">
        {flipped ? (
          'Dotknij, aby zobaczyć słowo.'
        ) : (
          <>
            Dotknij<span className="pointer-coarse:hidden"> albo naciśnij spację</span>, aby odwrócić.
          </>
        )}{' '}
        Przesuń w lewo: nie wiem, w prawo: wiem, w górę: łatwe, w dół: trudne.
      </p>
    </div>
  );
}
