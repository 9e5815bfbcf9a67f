import { useEffect, useRef, useState } from 'react';
import type { WordRating } from '../../gql/graphql.ts';
import { isOfflineError } from '../../lib/connection.ts';
import { serverFormErrors } from '../../lib/form-errors.ts';
import { useHeldSend } from '../../lib/use-held-send.ts';
import { useRateWord } from './api/rate-word.ts';
import type { WordBaseSession } from './api/wordbase-fragments.ts';
import { KEY_RATINGS } from './flashcard-ratings.ts';

/** Typing into a field is never a shortcut. */
const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  target.closest('input, textarea, select, [contenteditable="true"]') !== null;

const OFFLINE_RATING =
  'Brak połączenia z internetem. Twoja ocena zostaje — wyślemy ją, gdy połączenie wróci.';
const OFFLINE_HELD = 'Brak połączenia z internetem. Oceń kartę jeszcze raz, gdy połączenie wróci.';

type Rated = { wordId: string; rating: WordRating };

interface CardKeys {
  rateCard: (rating: WordRating) => unknown;
  flip: () => void;
  done: boolean;
}

/** The session's keys: a rating's key rates the card, Space or Enter outside a control turns it. */
function useCardKeys(keys: CardKeys) {
  const latest = useRef(keys);
  latest.current = keys;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (latest.current.done || event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target))
        return;
      const rating = KEY_RATINGS[event.key];
      if (rating) {
        event.preventDefault();
        void latest.current.rateCard(rating);
        return;
      }
      // On the card itself Enter and Space are its own click.
      if (
        (event.key === ' ' || event.key === 'Enter') &&
        (event.target === document.body || event.target === null)
      ) {
        event.preventDefault();
        latest.current.flip();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}

/**
 * A flashcard session in progress: the card shown (the session's `nextWord`), turning it, rating
 * it (the answer brings the next card), the keys, and the end (early with "Zakończ", or by
 * itself after the last card).
 */
export function useFlashcards(session: WordBaseSession) {
  const rate = useRateWord();
  const [flipped, setFlipped] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const card = useRef<HTMLButtonElement>(null);
  const ending = useRef(false);
  const focusCard = useRef(false);
  // Two keys pressed before the next render must not rate the same card twice.
  const sending = useRef(false);
  const current = session.nextWord;
  const done = session.isFinished || current === null;

  // A rating that could not leave offline is sent once when the connection is back, while its card
  // is still the one shown (the request never reached the server, so it cannot count twice).
  const held = useHeldSend<Rated>(({ wordId, rating }) => {
    if (current?.id === wordId) void rateCard(rating, true);
    else setProblem(null);
  });

  const send = async (input: { wordId?: string; rating?: WordRating; finish?: boolean }, retry = false) => {
    setProblem(null);
    try {
      await rate.mutateAsync({ sessionId: session.id, ...input });
      return true;
    } catch (error) {
      if (isOfflineError(error) && input.wordId && input.rating) {
        setProblem(retry ? OFFLINE_HELD : OFFLINE_RATING);
        if (!retry) held.hold({ wordId: input.wordId, rating: input.rating });
      } else setProblem(serverFormErrors(error).message);
      return false;
    }
  };

  const rateCard = async (rating: WordRating, retry = false) => {
    if (!current || sending.current) return;
    sending.current = true;
    const sent = await send({ wordId: current.id, rating }, retry);
    sending.current = false;
    if (sent) {
      setFlipped(false);
      focusCard.current = true;
    }
  };

  const finish = () => {
    ending.current = true;
    void send({ finish: true });
  };

  // The next card is on the page: the keyboard and screen reader start there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the card changes.
  useEffect(() => {
    if (!focusCard.current) return;
    focusCard.current = false;
    card.current?.focus();
  }, [current?.id]);

  // The last card rated: the session is closed, so its time and score are kept.
  useEffect(() => {
    if (!session.isFinished && current === null && !ending.current) finish();
  });

  useCardKeys({ rateCard, flip: () => setFlipped((side) => !side), done });

  return {
    current,
    done,
    flipped,
    flip: () => setFlipped((side) => !side),
    rate: (rating: WordRating) => void rateCard(rating),
    finish,
    pending: rate.isPending,
    finishing: rate.isPending && rate.variables?.finish === true,
    problem,
    card,
    answered: session.answers.length,
    total: session.wordCount,
  };
}
