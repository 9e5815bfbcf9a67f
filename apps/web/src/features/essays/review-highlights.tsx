import { Fragment, type KeyboardEvent, useId, useRef } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { QUOTE_KIND_LOOKS } from './review-kinds.ts';
import type { ReviewMark, TextPiece } from './review-quotes.ts';

/** What the review says of one quote: its kind and criterion, the comment and the correction. */
export function QuoteComment({ mark, titleId }: { mark: ReviewMark; titleId?: string }) {
  const look = QUOTE_KIND_LOOKS[mark.quote.kind];
  return (
    <>
      <span id={titleId} className="block text-sm font-semibold text-board-950">
        {look.label} <span className="font-normal text-ink-muted">· {mark.criterionName}</span>
      </span>
      <span className="block text-ink">{mark.quote.comment}</span>
      {mark.quote.correction ? (
        <span className="block text-ink">
          <span className="font-semibold">Poprawnie: </span>„{mark.quote.correction}”
        </span>
      ) : null}
    </>
  );
}

interface HighlightProps {
  mark: ReviewMark;
  text: string;
  open: boolean;
  onToggle: () => void;
}

/**
 * One quote in the text: tap, click, Enter or Space opens its comment right after it (so it is
 * next in reading and Tab order); Esc or „Zamknij” closes it and focus returns to the quote.
 */
function Highlight({ mark, text, open, onToggle }: HighlightProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const detailId = useId();
  const titleId = useId();
  const look = QUOTE_KIND_LOOKS[mark.quote.kind];
  const close = () => {
    onToggle();
    ref.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLSpanElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onToggle();
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      onToggle();
    }
  };
  const onDetailKeyDown = (event: KeyboardEvent<HTMLSpanElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    close();
  };

  return (
    <>
      {/* biome-ignore lint/a11y/useSemanticElements: a <button> is laid out as an inline block, so a quote of several lines could not wrap with the sentence around it */}
      <span
        ref={ref}
        role="button"
        tabIndex={0}
        aria-expanded={open}
        aria-controls={open ? detailId : undefined}
        data-kind={mark.quote.kind}
        onClick={onToggle}
        onKeyDown={onKeyDown}
        className={`cursor-pointer rounded-sm px-0.5 py-1.5 box-decoration-clone ${look.highlight} ${
          open ? 'outline-2 outline-board-950' : ''
        }`}
      >
        <span aria-hidden="true" className={`mr-0.5 align-super text-xs font-bold ${look.markText}`}>
          {look.mark}
        </span>
        <span className="sr-only">{look.label}: </span>
        <span
          className={`underline decoration-2 underline-offset-4 ${look.isError ? 'decoration-wavy' : ''} ${
            look.highlight
          }`}
        >
          {text}
        </span>
      </span>
      {open ? (
        // A block inside the flow of the text: the comment opens under the line of its quote.
        <span
          id={detailId}
          role="note"
          aria-labelledby={titleId}
          onKeyDown={onDetailKeyDown}
          className="my-2 flex flex-col gap-1 rounded-xl border border-board-200 bg-white p-3 leading-normal whitespace-normal shadow-sm"
        >
          <QuoteComment mark={mark} titleId={titleId} />
          <Button variant="ghost" size="sm" className="self-start" onClick={close}>
            Zamknij
          </Button>
        </span>
      ) : null}
    </>
  );
}

interface HighlightedTextProps {
  pieces: readonly TextPiece[];
  /** Key of the quote whose comment is open. */
  openKey: string | null;
  onOpen: (key: string | null) => void;
}

/** The graded text with its quotes highlighted; one comment is open at a time. */
export function HighlightedText({ pieces, openKey, onOpen }: HighlightedTextProps) {
  return (
    <div
      data-testid="review-text"
      className="rounded-2xl border border-board-100 bg-white p-4 leading-9 break-words whitespace-pre-wrap text-ink sm:p-6"
    >
      {pieces.map((piece, index) =>
        piece.mark ? (
          <Highlight
            key={piece.mark.key}
            mark={piece.mark}
            text={piece.text}
            open={openKey === piece.mark.key}
            onToggle={() => {
              const key = piece.mark?.key ?? null;
              onOpen(openKey === key ? null : key);
            }}
          />
        ) : (
          // Plain runs between quotes: their place in the text is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: the runs are recomputed with the quotes and never reordered
          <Fragment key={index}>{piece.text}</Fragment>
        ),
      )}
    </div>
  );
}
