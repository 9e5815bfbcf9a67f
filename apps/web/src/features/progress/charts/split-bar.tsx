// A part of a whole as one horizontal bar (words learnt of all, topics mastered of practised):
// the part dark, the rest light with a border, so the two read apart without colour alone.

export interface SplitBarProps {
  /** The chart's summary, read by screen readers. */
  label: string;
  part: number;
  whole: number;
}

export function SplitBar({ label, part, whole }: SplitBarProps) {
  const share = whole > 0 ? Math.min(part / whole, 1) : 0;
  return (
    <svg role="img" aria-label={label} viewBox="0 0 300 20" preserveAspectRatio="none" className="h-5 w-full">
      <rect x={0.5} y={0.5} width={299} height={19} rx={6} className="fill-board-50 stroke-board-500" />
      {share > 0 ? (
        <rect x={0.5} y={0.5} width={299 * share} height={19} rx={6} className="fill-board-700" />
      ) : null}
    </svg>
  );
}
