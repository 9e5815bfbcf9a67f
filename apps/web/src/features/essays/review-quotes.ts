import type { ReviewCriterion, ReviewQuote, ReviewQuoteKind } from './api/review-fragments.ts';

/** One quote of a criterion, with a key that stays the same while the review does. */
export interface ReviewMark {
  key: string;
  quote: ReviewQuote;
  criterionName: string;
}

/** A run of the graded text: plain, or one highlighted quote. */
export interface TextPiece {
  text: string;
  mark: ReviewMark | null;
}

export interface QuoteLayout {
  /** The whole text, in order, cut at the highlighted quotes. */
  pieces: TextPiece[];
  /** Shown quotes that could not be highlighted: offsets outside the text, or overlapping an earlier one. */
  unplaced: ReviewMark[];
}

/** Every quote of every criterion, in criterion order. */
export function marksOf(criteria: readonly ReviewCriterion[]): ReviewMark[] {
  return criteria.flatMap((criterion, c) =>
    criterion.cytaty.map((quote, q) => ({ key: `${c}-${q}`, quote, criterionName: criterion.name })),
  );
}

/** How many quotes of each kind the review has. */
export function countByKind(marks: readonly ReviewMark[]): Map<ReviewQuoteKind, number> {
  const counts = new Map<ReviewQuoteKind, number>();
  for (const { quote } of marks) counts.set(quote.kind, (counts.get(quote.kind) ?? 0) + 1);
  return counts;
}

const fitsIn = (text: string, { start, end }: ReviewQuote) =>
  Number.isInteger(start) && Number.isInteger(end) && start >= 0 && start < end && end <= text.length;

/**
 * Cuts `text` at the quotes' `start`/`end` offsets (UTF-16 positions, as the server counts them).
 * Highlights never overlap: of two that do, the one starting earlier stays whole (on a tie, the
 * one listed first) and the other goes to `unplaced`, as does any quote whose offsets do not fit.
 */
export function layoutQuotes(text: string, marks: readonly ReviewMark[]): QuoteLayout {
  const unplaced: ReviewMark[] = [];
  const fitting: ReviewMark[] = [];
  for (const mark of marks) (fitsIn(text, mark.quote) ? fitting : unplaced).push(mark);
  // Array.prototype.sort is stable: equal starts keep their listed order.
  fitting.sort((a, b) => a.quote.start - b.quote.start);

  const pieces: TextPiece[] = [];
  let position = 0;
  for (const mark of fitting) {
    const { start, end } = mark.quote;
    if (start < position) {
      unplaced.push(mark);
      continue;
    }
    if (start > position) pieces.push({ text: text.slice(position, start), mark: null });
    pieces.push({ text: text.slice(start, end), mark });
    position = end;
  }
  if (position < text.length) pieces.push({ text: text.slice(position), mark: null });
  return { pieces, unplaced };
}
