import { NOTE_CONTENT_MAX } from '@kreda/shared/limits';
import { formatNumberPl } from '@kreda/shared/numbers';

/** A piece of formatting in the hint, as it is typed, kept on one line. */
const Syntax = ({ children }: { children: string }) => (
  <code className="rounded bg-board-50 px-1 whitespace-nowrap text-board-950">{children}</code>
);

/**
 * How to format a note (Markdown and LaTeX underneath, named in words a pupil knows), with the
 * count near the limit.
 */
export function ContentHint({ id, length }: { id: string; length: number }) {
  return (
    <p id={id} className="text-sm text-ink-muted">
      Pisz zwyczajnie albo formatuj: <Syntax>**pogrubienie**</Syntax>, <Syntax>## nagłówek</Syntax>,{' '}
      <Syntax>- lista</Syntax>. Wzory wpisuj między znakami dolara: <Syntax>$x^2$</Syntax> w zdaniu,{' '}
      <Syntax>$$…$$</Syntax> w osobnej linii.
      {length > NOTE_CONTENT_MAX * 0.9 ? (
        <span className="block font-medium text-board-950">
          {formatNumberPl(length)} z {formatNumberPl(NOTE_CONTENT_MAX)} znaków
        </span>
      ) : null}
    </p>
  );
}
