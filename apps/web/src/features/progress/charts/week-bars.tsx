import { shortDayLabel, testsSummary } from '../summaries.ts';

// Tests solved per week: one bar per week of the strip, oldest left, the count above each bar.

const W = 300;
const H = 110;
const TOP = 14;
const BOTTOM = 18;

export function WeekBars({ weeks }: { weeks: readonly { start: string; solved: number }[] }) {
  const max = Math.max(1, ...weeks.map((w) => w.solved));
  const slot = W / Math.max(weeks.length, 1);
  const barW = slot * 0.6;
  const plotH = H - TOP - BOTTOM;
  const first = weeks[0];
  const last = weeks.at(-1);
  return (
    <svg role="img" aria-label={testsSummary(weeks)} viewBox={`0 0 ${W} ${H}`} className="h-auto w-full">
      <line x1={0} x2={W} y1={H - BOTTOM} y2={H - BOTTOM} className="stroke-board-300" strokeWidth={1} />
      {weeks.map((w, i) => {
        const h = (w.solved / max) * plotH;
        const x = i * slot + (slot - barW) / 2;
        return (
          <g key={w.start}>
            <rect x={x} y={H - BOTTOM - h} width={barW} height={h} rx={2} className="fill-board-700">
              <title>{`Tydzień od ${shortDayLabel(w.start)}: ${w.solved}`}</title>
            </rect>
            {w.solved > 0 ? (
              <text
                x={x + barW / 2}
                y={H - BOTTOM - h - 3}
                textAnchor="middle"
                className="fill-ink text-[10px]"
              >
                {w.solved}
              </text>
            ) : null}
          </g>
        );
      })}
      {first && last ? (
        <g className="fill-ink-muted text-[10px]">
          <text x={0} y={H - 4}>
            {shortDayLabel(first.start)}
          </text>
          <text x={W} y={H - 4} textAnchor="end">
            {shortDayLabel(last.start)}
          </text>
        </g>
      ) : null}
    </svg>
  );
}
