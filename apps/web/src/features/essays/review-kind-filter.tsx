import { pluralPl } from '@kreda/shared/form-messages';
import type { ReviewQuoteKind } from './api/review-fragments.ts';
import { QUOTE_KIND_LOOKS, QUOTE_KINDS } from './review-kinds.ts';

/** „5 błędów, 2 mocne strony” (and the other notes, when there are any) of the whole text. */
export function marksSummary(counts: ReadonlyMap<ReviewQuoteKind, number>): string {
  let errors = 0;
  for (const [kind, count] of counts) if (QUOTE_KIND_LOOKS[kind].isError && kind !== 'INNY') errors += count;
  const strengths = counts.get('MOCNA_STRONA') ?? 0;
  const others = counts.get('INNY') ?? 0;
  const parts = [
    `${errors} ${pluralPl(errors, 'błąd', 'błędy', 'błędów')}`,
    `${strengths} ${pluralPl(strengths, 'mocna strona', 'mocne strony', 'mocnych stron')}`,
  ];
  if (others > 0) parts.push(`${others} ${pluralPl(others, 'inna uwaga', 'inne uwagi', 'innych uwag')}`);
  return parts.join(', ');
}

interface KindFilterProps {
  counts: ReadonlyMap<ReviewQuoteKind, number>;
  hidden: ReadonlySet<ReviewQuoteKind>;
  onToggle: (kind: ReviewQuoteKind) => void;
}

/**
 * The legend of the highlights and their filter in one: each kind present in the text with its
 * mark, its colour and its count, as a checkbox that shows or hides its highlights.
 */
export function KindFilter({ counts, hidden, onToggle }: KindFilterProps) {
  const kinds = QUOTE_KINDS.filter((kind) => (counts.get(kind) ?? 0) > 0);
  if (kinds.length === 0) return null;
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold text-board-950">Zaznaczenia w tekście</legend>
      <div className="flex flex-wrap gap-2">
        {kinds.map((kind) => {
          const look = QUOTE_KIND_LOOKS[kind];
          return (
            <label
              key={kind}
              className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-board-200 bg-white px-3 text-sm text-ink has-[:checked]:border-board-700"
            >
              <input
                type="checkbox"
                className="size-5 accent-board-700"
                checked={!hidden.has(kind)}
                onChange={() => onToggle(kind)}
              />
              <span
                aria-hidden="true"
                className={`rounded px-1.5 py-0.5 text-xs font-bold underline decoration-2 underline-offset-2 ${
                  look.isError ? 'decoration-wavy' : ''
                } ${look.highlight} ${look.markText}`}
              >
                {look.mark}
              </span>
              <span>
                {look.legend} ({counts.get(kind)})
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
