import { celebration } from '@kreda/shared/celebrate';
import { pluralPl } from '@kreda/shared/form-messages';
import { WORD_RATING_LABELS } from '@kreda/shared/labels';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button-styles.ts';
import type { WordBaseSession } from './api/wordbase-fragments.ts';
import { RATINGS } from './flashcard-ratings.ts';
import { formatDuration, wordsLabel } from './wordbase-labels.ts';

/** The session's score: the server's, or the share of "wiem" and "łatwe" while it is not in yet. */
export function sessionScore(session: Pick<WordBaseSession, 'score' | 'answers'>): number {
  if (session.score !== null && session.score !== undefined) return session.score;
  const { answers } = session;
  if (answers.length === 0) return 0;
  const known = answers.filter((answer) => answer.rating === 'WIEM' || answer.rating === 'LATWE').length;
  return Math.round((known / answers.length) * 100);
}

interface FlashcardSummaryProps {
  session: WordBaseSession;
  /** Where "Wróć do bazy" leads. */
  backTo: string;
  /** Starts another session of the same set. */
  onAgain: () => void;
  starting: boolean;
}

/** The end of a flashcard session: score, time, how each rating was given and what to repeat. */
export function FlashcardSummary({ session, backTo, onAgain, starting }: FlashcardSummaryProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const count = (rating: string) => session.answers.filter((answer) => answer.rating === rating).length;
  const unknown = session.answers.filter((answer) => answer.rating === 'NIE_WIEM');
  const known = count('WIEM') + count('LATWE');
  return (
    <section
      aria-labelledby="summary-title"
      className="flex flex-col gap-4 rounded-2xl border border-board-100 bg-white p-4 sm:p-6"
    >
      <h2
        id="summary-title"
        ref={heading}
        tabIndex={-1}
        className="text-xl font-bold text-board-950 outline-none"
      >
        Koniec sesji
      </h2>
      <div data-testid="session-celebration">
        <p className="text-lg font-semibold text-board-950">{celebration(sessionScore(session))}</p>
        <p className="text-ink-muted">
          {known > 0 ? `Znasz już ${wordsLabel(known)} z tej sesji.` : 'Każda fiszka przybliża Cię do celu.'}
          {unknown.length > 0
            ? ` ${wordsLabel(unknown.length)} do powtórzenia ${pluralPl(unknown.length, 'wróci', 'wrócą', 'wróci')} w następnej sesji.`
            : ' Nic nie czeka na powtórkę od razu.'}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-ink-muted">Wynik</dt>
          <dd className="text-2xl font-bold text-board-950" data-testid="session-score">
            {sessionScore(session)}%
          </dd>
        </div>
        <div>
          <dt className="text-sm text-ink-muted">Czas</dt>
          <dd className="text-2xl font-bold text-board-950">{formatDuration(session.time)}</dd>
        </div>
        <div>
          <dt className="text-sm text-ink-muted">Fiszki</dt>
          <dd className="text-2xl font-bold text-board-950">{session.answers.length}</dd>
        </div>
      </dl>
      <ul className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4" aria-label="Oceny">
        {RATINGS.map((rating) => (
          <li key={rating} className="rounded-lg bg-board-50 px-3 py-2">
            {WORD_RATING_LABELS[rating]}: <strong>{count(rating)}</strong>
          </li>
        ))}
      </ul>
      {unknown.length > 0 ? (
        <div>
          <h3 className="font-semibold text-board-950">Do powtórzenia ({wordsLabel(unknown.length)})</h3>
          <ul className="mt-1 flex flex-wrap gap-2">
            {unknown.map((answer) => (
              <li
                key={answer.id}
                className="rounded-full border border-red-200 bg-red-50 px-3 py-1 text-sm text-red-900"
              >
                {answer.word}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row">
        <button
          type="button"
          className={buttonClass('primary')}
          onClick={onAgain}
          disabled={starting}
          aria-busy={starting || undefined}
        >
          {starting ? 'Przygotowywanie…' : unknown.length > 0 ? 'Powtórz trudne słówka' : 'Kolejna sesja'}
        </button>
        <Link to={backTo} className={buttonClass('secondary')}>
          Wróć do bazy
        </Link>
      </div>
    </section>
  );
}
