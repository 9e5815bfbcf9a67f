import { type EssayExamInfo, wordCountStatus, wordRangeLabel } from '@kreda/shared/essays';
import { pluralPl } from '@kreda/shared/form-messages';
import { useMemo, useState } from 'react';
import type { ReviewCriterion, ReviewQuoteKind } from './api/review-fragments.ts';
import { HighlightedText, QuoteComment } from './review-highlights.tsx';
import { KindFilter, marksSummary } from './review-kind-filter.tsx';
import { QUOTE_KIND_LOOKS } from './review-kinds.ts';
import { countByKind, layoutQuotes, marksOf, type ReviewMark } from './review-quotes.ts';

const STATUS_TEXT = {
  short: 'za mało wyrazów',
  ok: 'mieści się w wymaganiach',
  long: 'za dużo wyrazów',
} as const;

/** „312 wyrazów – mieści się w wymaganiach (co najmniej 300 wyrazów)”: the status in words, not colour. */
export function WordCount({ count, exam }: { count: number | null; exam: EssayExamInfo | null }) {
  if (count === null) return null;
  const words = `${count} ${pluralPl(count, 'wyraz', 'wyrazy', 'wyrazów')}`;
  if (!exam) return <p data-testid="review-word-count">Liczba wyrazów: {words}</p>;
  const status = wordCountStatus(count, exam);
  return (
    <p data-testid="review-word-count">
      Liczba wyrazów: <strong>{words}</strong> –{' '}
      <span className={status === 'ok' ? 'text-board-800' : 'font-semibold text-red-800'}>
        {STATUS_TEXT[status]}
      </span>{' '}
      <span className="text-ink-muted">(wymagane: {wordRangeLabel(exam)})</span>
    </p>
  );
}

/** Quotes the text cannot show highlighted, listed with their comments so none is lost. */
function UnplacedMarks({ marks }: { marks: readonly ReviewMark[] }) {
  if (marks.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      <h3 className="font-semibold text-board-950">Pozostałe uwagi do tekstu</h3>
      <ul className="flex flex-col gap-2">
        {marks.map((mark) => (
          <li
            key={mark.key}
            data-kind={mark.quote.kind}
            className="flex flex-col gap-1 rounded-xl border border-board-100 bg-white p-3"
          >
            <span className="break-words text-ink-muted">
              <span
                aria-hidden="true"
                className={`mr-1 text-xs font-bold ${QUOTE_KIND_LOOKS[mark.quote.kind].markText}`}
              >
                {QUOTE_KIND_LOOKS[mark.quote.kind].mark}
              </span>
              „{mark.quote.text}”
            </span>
            <QuoteComment mark={mark} />
          </li>
        ))}
      </ul>
    </div>
  );
}

interface ReviewTextProps {
  content: string | null;
  criteria: readonly ReviewCriterion[];
  wordCount: number | null;
  exam: EssayExamInfo | null;
}

/** „Twoja praca”: the graded text with every criterion's quotes highlighted, a legend and a filter. */
export function ReviewText({ content, criteria, wordCount, exam }: ReviewTextProps) {
  const [hidden, setHidden] = useState<ReadonlySet<ReviewQuoteKind>>(new Set());
  const [openKey, setOpenKey] = useState<string | null>(null);
  const marks = useMemo(() => marksOf(criteria), [criteria]);
  const counts = useMemo(() => countByKind(marks), [marks]);
  const layout = useMemo(
    () =>
      layoutQuotes(
        content ?? '',
        marks.filter((mark) => !hidden.has(mark.quote.kind)),
      ),
    [content, marks, hidden],
  );

  const toggleKind = (kind: ReviewQuoteKind) => {
    setOpenKey(null);
    setHidden((current) => {
      const next = new Set(current);
      if (!next.delete(kind)) next.add(kind);
      return next;
    });
  };

  return (
    <section aria-labelledby="review-text" className="flex min-w-0 flex-col gap-4">
      <h2 id="review-text" className="text-lg font-bold text-board-950">
        Twoja praca
      </h2>
      <WordCount count={wordCount} exam={exam} />
      {marks.length > 0 ? (
        <>
          <p data-testid="review-marks-summary">W tekście: {marksSummary(counts)}.</p>
          <p className="text-sm text-ink-muted">
            Dotknij zaznaczonego fragmentu (albo przejdź do niego klawiszem Tab i naciśnij Enter), aby
            zobaczyć komentarz i poprawkę.
          </p>
          <KindFilter counts={counts} hidden={hidden} onToggle={toggleKind} />
        </>
      ) : null}
      {content ? (
        <HighlightedText pieces={layout.pieces} openKey={openKey} onOpen={setOpenKey} />
      ) : (
        <p className="text-ink-muted">Tekst pracy nie jest dostępny.</p>
      )}
      <UnplacedMarks marks={layout.unplaced} />
    </section>
  );
}
